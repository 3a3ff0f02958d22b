import { formatNumber, type MeterUnit } from '@energiaportaali/domain';
import type { Texts } from '../../texts';
import { valueDecimals, type UsageRow } from './usage-rows';

type ConsumptionTexts = Texts['consumption'];

/** The unit as people write it: m³ rather than m3. */
export function unitLabel(unit: MeterUnit): string {
  return unit === 'm3' ? 'm³' : unit;
}

/** A value with its unit ('12,34 kWh'), or 'ei tietoa' when there is none. */
export function formatUsage(
  value: number | null,
  unit: MeterUnit,
  texts: ConsumptionTexts,
): string {
  if (value === null) return texts.chart.noValue;
  return `${formatNumber(value, valueDecimals(unit))} ${unitLabel(unit)}`;
}

/** A meter reading: the unit's decimals, no unit (it is a register value). */
export function formatReading(value: number, unit: MeterUnit): string {
  return formatNumber(value, valueDecimals(unit));
}

export function formatTemperature(value: number, texts: ConsumptionTexts): string {
  return texts.chart.temperatureValue(formatNumber(value, 1));
}

/** What the page says about one time step, line by line (tooltip and focused bar). */
export function rowDetails(
  row: UsageRow,
  unit: MeterUnit,
  shown: { comparison: boolean; temperature: boolean },
  texts: ConsumptionTexts,
): string[] {
  const lines = [`${texts.chart.consumptionLabel}: ${formatUsage(row.value, unit, texts)}`];
  if (row.reading !== null) {
    lines.push(`${texts.chart.reading}: ${formatReading(row.reading, unit)}`);
  }
  if (shown.comparison) {
    lines.push(`${texts.chart.comparisonLabel}: ${formatUsage(row.comparison, unit, texts)}`);
  }
  if (shown.temperature && row.temperature !== null) {
    lines.push(`${texts.options.temperature}: ${formatTemperature(row.temperature, texts)}`);
  }
  return lines;
}

/** The accessible name of a bar: its time and value (and the reading when there is one). */
export function barName(row: UsageRow, unit: MeterUnit, texts: ConsumptionTexts): string {
  const reading =
    row.reading === null
      ? ''
      : `, ${texts.chart.reading.toLowerCase()} ${formatReading(row.reading, unit)}`;
  return `${row.label}: ${formatUsage(row.value, unit, texts)}${reading}`;
}
