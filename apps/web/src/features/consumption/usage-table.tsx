import { formatNumber, type MeterUnit } from '@energiaportaali/domain';
import { useTexts } from '../../texts';
import { formatReading, qualityText, unitLabel } from './row-text';
import { hasAny, valueDecimals, type UsageRow } from './usage-rows';

/**
 * The chart's numbers as a table: one row per time step, the shown series as columns, and the
 * quality of each consumption value beside it.
 */
export function UsageTable({
  rows,
  unit,
  caption,
  showComparison,
  showTemperature,
  showCost,
}: {
  rows: readonly UsageRow[];
  unit: MeterUnit;
  caption: string;
  showComparison: boolean;
  showTemperature: boolean;
  /** The cost (and the day-ahead price where there is one) beside the consumption. */
  showCost: boolean;
}) {
  const texts = useTexts().consumption;
  const decimals = valueDecimals(unit);
  const unitText = unitLabel(unit);
  const value = (number: number | null, digits = decimals) =>
    number === null ? '–' : formatNumber(number, digits);
  const columns = {
    production: hasAny(rows, 'production'),
    reading: hasAny(rows, 'reading'),
    price: showCost && hasAny(rows, 'price'),
  };

  return (
    <div className="usage-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.table.time}</th>
            <th scope="col">
              {texts.chart.consumptionLabel} ({unitText})
            </th>
            <th scope="col" className="usage-table__text">
              {texts.quality.heading}
            </th>
            {showCost && <th scope="col">{texts.cost.tableCost}</th>}
            {columns.price && <th scope="col">{texts.cost.tablePrice}</th>}
            {showComparison && (
              <th scope="col">
                {texts.chart.comparisonLabel} ({unitText})
              </th>
            )}
            {columns.production && (
              <th scope="col">
                {texts.chart.productionLabel} ({unitText})
              </th>
            )}
            {columns.reading && <th scope="col">{texts.chart.reading}</th>}
            {showTemperature && <th scope="col">{texts.chart.temperatureLabel}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start.getTime()}>
              <th scope="row">{row.label}</th>
              <td>{value(row.value)}</td>
              <td className="usage-table__text">{qualityText(row.quality, texts)}</td>
              {showCost && <td>{value(row.cost, 2)}</td>}
              {columns.price && <td>{value(row.price, 2)}</td>}
              {showComparison && <td>{value(row.comparison)}</td>}
              {columns.production && <td>{value(row.production)}</td>}
              {columns.reading && (
                <td>{row.reading === null ? '–' : formatReading(row.reading, unit)}</td>
              )}
              {showTemperature && <td>{value(row.temperature, 1)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
