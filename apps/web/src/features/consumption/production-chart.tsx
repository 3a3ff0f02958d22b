import type { MeterUnit } from '@energiaportaali/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTexts } from '../../texts';
import { chartColors, valueAxisWidth, valueTickFormatter, type TooltipState } from './chart-style';
import { formatUsage } from './row-text';
import type { UsageRow } from './usage-rows';

function ProductionTooltip({ active, payload, unit }: TooltipState & { unit: MeterUnit }) {
  const texts = useTexts().consumption;
  const row = payload?.[0]?.payload;
  if (!active || !row) return null;
  return (
    <div className="usage-chart__tooltip">
      <p className="usage-chart__tooltip-time">{row.label}</p>
      <p>
        {texts.chart.productionLabel}: {formatUsage(row.production, unit, texts)}
      </p>
    </div>
  );
}

/**
 * The electricity production of the period per time step (loaded on demand with recharts). The
 * picture is one image to assistive technology; the table view holds its numbers.
 */
export default function ProductionChart({
  rows,
  unit,
  label,
}: {
  rows: readonly UsageRow[];
  unit: MeterUnit;
  /** The accessible name of the picture (heading and sum). */
  label: string;
}) {
  const texts = useTexts().consumption;
  const values = rows.map((row) => row.production ?? 0);
  return (
    <div className="chart-scroll">
      <div className="chart-scroll__inner production-chart" role="img" aria-label={label}>
        <ResponsiveContainer width="100%" height={240}>
          <BarChart
            data={rows as UsageRow[]}
            margin={{ top: 16, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke={chartColors.grid} />
            <XAxis dataKey="tick" interval="equidistantPreserveStart" tickMargin={6} />
            <YAxis tickFormatter={valueTickFormatter(values)} width={valueAxisWidth(values)} />
            <Tooltip
              cursor={{ fill: chartColors.cursor }}
              isAnimationActive={false}
              content={({ active, payload }) => (
                <ProductionTooltip active={active} payload={payload} unit={unit} />
              )}
            />
            <Bar
              dataKey="production"
              name={texts.chart.productionLabel}
              fill={chartColors.production}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
