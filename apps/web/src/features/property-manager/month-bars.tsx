import { BarChart } from '../../components/chart/bar-chart';
import type { MonthRow } from './month-usage';

/**
 * The year's months as small bars (loaded on demand, with the other charts). Decorative for
 * assistive technology: the figure's caption and table tell the same.
 */
export default function MonthBars({
  rows,
  valueText,
}: {
  rows: readonly MonthRow[];
  valueText: (value: number) => string;
}) {
  return (
    <BarChart
      rows={rows}
      tick={(row) => row.tick}
      bars={[{ className: 'month-chart__bars', value: (row) => row.value }]}
      height={112}
      fontSize={12}
      everyTick
      tooltip={(row) =>
        row.value === null ? null : (
          <p className="month-chart__tooltip">
            {row.name}: {valueText(row.value)}
          </p>
        )
      }
    />
  );
}
