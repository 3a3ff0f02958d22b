import { formatNumber } from '@energiaportaali/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageBucket } from './product-usage';

// SVG attributes cannot read CSS custom properties; the bars take the brand colour in CSS.
const gridColour = '#dde3e8';
const cursorColour = 'rgba(28, 35, 41, 0.06)';

function decimalsFor(buckets: readonly UsageBucket[]): number {
  const largest = Math.max(0, ...buckets.map((bucket) => Math.abs(bucket.value ?? 0)));
  if (largest >= 10) return 0;
  return largest >= 1 ? 1 : 2;
}

/**
 * A company card's small bar chart of one product (recharts; this module is loaded on demand).
 * It is a picture for the eye: `label` names it, and the card states the total in text.
 */
export default function SmallUsageChart({
  buckets,
  unit,
  label,
}: {
  buckets: readonly UsageBucket[];
  unit: string;
  label: string;
}) {
  const decimals = decimalsFor(buckets);
  const largest = Math.max(1, ...buckets.map((bucket) => Math.abs(bucket.value ?? 0)));
  const axisWidth = Math.max(36, formatNumber(largest, decimals).length * 8 + 12);
  return (
    <div className="small-usage-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={140}>
        <BarChart
          data={buckets as UsageBucket[]}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={gridColour} />
          <XAxis dataKey="tick" interval="preserveStartEnd" tickMargin={4} fontSize={12} />
          <YAxis
            width={axisWidth}
            fontSize={12}
            tickFormatter={(value: number) => formatNumber(value, decimals)}
          />
          <Tooltip
            cursor={{ fill: cursorColour }}
            isAnimationActive={false}
            formatter={(value) => `${formatNumber(Number(value), 2)} ${unit}`}
            labelFormatter={(tick) => String(tick)}
          />
          <Bar
            dataKey="value"
            name={unit}
            className="small-usage-chart__bars"
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
