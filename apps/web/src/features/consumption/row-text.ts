import {
  formatNumber,
  type MeterUnit,
  type Product,
  type QualityLabel,
} from '@energiaportaali/domain';
import type { Texts } from '../../texts';
import { valueDecimals, type CostParts, type UsageRow } from './usage-rows';

type ConsumptionTexts = Texts['consumption'];

/** What the chart and its texts show besides consumption. */
export interface RowView {
  comparison: boolean;
  temperature: boolean;
  /** Euros instead of the meter unit (the € toggle). */
  cost: boolean;
  product: Product;
}

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

/** Euros with two decimals ('1 234,50 €'), or 'ei tietoa' when there is none. */
export function formatEuros(value: number | null, texts: ConsumptionTexts): string {
  if (value === null) return texts.chart.noValue;
  return texts.cost.euros(formatNumber(value, 2));
}

/** A day-ahead price, c/kWh with two decimals ('12,34 c/kWh'). */
export function formatPrice(price: number, texts: ConsumptionTexts): string {
  return texts.cost.priceValue(formatNumber(price, 2));
}

/** A meter reading: the unit's decimals, no unit (it is a register value). */
export function formatReading(value: number, unit: MeterUnit): string {
  return formatNumber(value, valueDecimals(unit));
}

export function formatTemperature(value: number, texts: ConsumptionTexts): string {
  return texts.chart.temperatureValue(formatNumber(value, 1));
}

/** A quality worth saying: any but measured (and none for a bucket the answer lacks). */
function notableQuality(quality: QualityLabel | null, texts: ConsumptionTexts): string | null {
  return quality === null || quality === 'measured' ? null : texts.quality.labels[quality];
}

/** The quality as the table names it, 'Mitattu' too; empty for a bucket the answer lacks. */
export function qualityText(quality: QualityLabel | null, texts: ConsumptionTexts): string {
  return quality === null ? '' : texts.quality.labels[quality];
}

/** The comparison value, its quality after it in brackets when not measured. */
function comparisonText(row: UsageRow, unit: MeterUnit, texts: ConsumptionTexts): string {
  const value = formatUsage(row.comparison, unit, texts);
  const quality = notableQuality(row.comparisonQuality, texts);
  return quality ? `${value} (${quality.toLowerCase()})` : value;
}

/** The split of a bucket's cost; distribution and tax exist for electricity only. */
function costPartLines(parts: CostParts, product: Product, texts: ConsumptionTexts): string[] {
  const labels = texts.cost.parts;
  const energy = product === 'water' ? labels.water : labels.energy;
  const lines = [`${energy}: ${formatEuros(parts.energy, texts)}`];
  if (product === 'electricity') {
    lines.push(`${labels.distribution}: ${formatEuros(parts.distribution, texts)}`);
    lines.push(`${labels.tax}: ${formatEuros(parts.tax, texts)}`);
  }
  lines.push(`${labels.vat}: ${formatEuros(parts.vat, texts)}`);
  return lines;
}

/** What the page says about one time step, line by line (tooltip and focused bar). */
export function rowDetails(
  row: UsageRow,
  unit: MeterUnit,
  view: RowView,
  texts: ConsumptionTexts,
): string[] {
  const lines: string[] = [];
  if (view.cost) {
    lines.push(`${texts.cost.total}: ${formatEuros(row.cost, texts)}`);
    if (row.costParts) lines.push(...costPartLines(row.costParts, view.product, texts));
  }
  lines.push(`${texts.chart.consumptionLabel}: ${formatUsage(row.value, unit, texts)}`);
  const quality = notableQuality(row.quality, texts);
  if (quality) lines.push(`${texts.quality.heading}: ${quality}`);
  if (row.price !== null) lines.push(`${texts.cost.price}: ${formatPrice(row.price, texts)}`);
  if (row.reading !== null) {
    lines.push(`${texts.chart.reading}: ${formatReading(row.reading, unit)}`);
  }
  if (view.comparison) {
    lines.push(`${texts.chart.comparisonLabel}: ${comparisonText(row, unit, texts)}`);
  }
  if (view.temperature && row.temperature !== null) {
    lines.push(`${texts.options.temperature}: ${formatTemperature(row.temperature, texts)}`);
  }
  return lines;
}

/**
 * The accessible name of a bar: its time and value (the cost first in euros), its quality when
 * not measured, and the reading when there is one.
 */
export function barName(
  row: UsageRow,
  unit: MeterUnit,
  texts: ConsumptionTexts,
  cost = false,
): string {
  const reading =
    row.reading === null
      ? ''
      : `, ${texts.chart.reading.toLowerCase()} ${formatReading(row.reading, unit)}`;
  const euros = cost ? `${formatEuros(row.cost, texts)}, ` : '';
  const quality = notableQuality(row.quality, texts);
  const said = quality ? `, ${quality.toLowerCase()}` : '';
  return `${row.label}: ${euros}${formatUsage(row.value, unit, texts)}${said}${reading}`;
}
