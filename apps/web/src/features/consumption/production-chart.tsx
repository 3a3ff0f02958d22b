import type { MeterUnit } from '@energiaportaali/domain';
import { BarChart } from '../../components/chart/bar-chart';
import { useTexts } from '../../texts';
import { valueTickFormatter } from './chart-style';
import { formatUsage } from './row-text';
import type { UsageRow } from './usage-rows';

const production = (row: UsageRow) => row.production;

/**
 * The electricity production of the period per time step. The picture is one image to assistive
 * technology; the table view holds its numbers.
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
        <BarChart
          rows={rows}
          rowKey={(row) => row.start.getTime()}
          tick={(row) => row.tick}
          bars={[{ className: 'production-chart__bars', value: production }]}
          height={240}
          formatValue={valueTickFormatter(values)}
          tooltip={(row) =>
            row.production === null ? null : (
              <div className="usage-chart__tooltip">
                <p className="usage-chart__tooltip-time">{row.label}</p>
                <p>
                  {texts.chart.productionLabel}: {formatUsage(row.production, unit, texts)}
                </p>
              </div>
            )
          }
        />
      </div>
    </div>
  );
}
