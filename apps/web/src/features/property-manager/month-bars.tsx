import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import type { MonthRow } from './month-usage';

/**
 * The year's months as small bars (recharts; this module is loaded on demand, with the other
 * charts). Decorative for assistive technology: the figure's caption and table tell the same.
 */
export default function MonthBars({
  rows,
  valueText,
}: {
  rows: readonly MonthRow[];
  valueText: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height={112}>
      <BarChart
        data={rows as MonthRow[]}
        margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis dataKey="tick" interval={0} tickLine={false} tickMargin={4} fontSize={12} />
        <Tooltip
          isAnimationActive={false}
          cursor={{ fill: 'rgba(28, 35, 41, 0.06)' }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as MonthRow | undefined;
            if (!active || row?.value == null) return null;
            return (
              <div className="month-chart__tooltip">
                {row.name}: {valueText(row.value)}
              </div>
            );
          }}
        />
        <Bar dataKey="value" className="month-chart__bar" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
