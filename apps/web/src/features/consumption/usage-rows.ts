import {
  bucketQualityLabel,
  bucketStarts,
  formatBucketTick,
  helsinkiMidnight,
  holdsSingleValue,
  type MeterUnit,
  type Product,
  type QualityLabel,
  type TemperatureAnswer,
  type UsageAnswer,
  type UsagePeriod,
  type UsagePoint,
} from '@energiaportaali/domain';
import type { Texts } from '../../texts';
import { bucketLabel } from './period-label';

/** A bucket's cost split, euros: energy, distribution and tax without VAT, and the VAT. */
export interface CostParts {
  energy: number;
  distribution: number;
  tax: number;
  vat: number;
}

/** One time step of the page: a bar (and its table row) with everything shown about it. */
export interface UsageRow {
  start: Date;
  /** The axis label. */
  tick: string;
  /** The full time, for the tooltip, the bar's name and the table. */
  label: string;
  /** Consumption; null where the bucket has no value (all missing, or not in the answer). */
  value: number | null;
  /** The quality of the bucket's values; null for a bucket the answer does not have. */
  quality: QualityLabel | null;
  comparison: number | null;
  comparisonQuality: QualityLabel | null;
  production: number | null;
  reading: number | null;
  temperature: number | null;
  /** Cost with VAT, euros (cost=true); null where the bucket has none. */
  cost: number | null;
  costParts: CostParts | null;
  /** Day-ahead price, c/kWh with VAT (hour and quarter-hour electricity buckets). */
  price: number | null;
}

function costPartsOf(point: UsagePoint | undefined): CostParts | null {
  if (point?.c === undefined) return null;
  return {
    energy: point.ce ?? 0,
    distribution: point.cd ?? 0,
    tax: point.ct ?? 0,
    vat: point.cv ?? 0,
  };
}

/**
 * One row per bucket of the period (so a DST day has 23 or 25), filled from the answer by
 * bucket start; buckets without data (e.g. months still to come) have nulls, and so has the
 * value of a bucket whose values are all missing (a gap, never a zero).
 */
export function usageRows(
  period: UsagePeriod,
  { data, maximumResolution }: Pick<UsageAnswer, 'data' | 'maximumResolution'>,
  temperatures: TemperatureAnswer['data'] | undefined,
  texts: Texts['consumption']['periodLabels'],
): UsageRow[] {
  const single = holdsSingleValue(period.level, maximumResolution);
  const pointsByTime = new Map(data.map((point) => [Date.parse(point.ts), point]));
  const temperatureByTime = new Map(
    (temperatures ?? []).map((temperature) => [Date.parse(temperature.ts), temperature.v]),
  );
  return bucketStarts(period).map((start) => {
    const point = pointsByTime.get(start.getTime());
    return {
      start,
      tick: formatBucketTick(start, period.level),
      label: bucketLabel(start, period.level, texts),
      value: point?.v ?? null,
      quality: point ? bucketQualityLabel(point, single) : null,
      comparison: point?.comparison?.v ?? null,
      comparisonQuality: point?.comparison ? bucketQualityLabel(point.comparison, single) : null,
      production: point?.vp ?? null,
      reading: point?.r ?? null,
      temperature: temperatureByTime.get(start.getTime()) ?? null,
      cost: point?.c ?? null,
      costParts: costPartsOf(point),
      price: point?.p ?? null,
    };
  });
}

type SummedField = 'value' | 'production' | 'comparison' | 'cost';

/** The sum of a field over the rows; missing values are skipped, never counted as zeros. */
export function sumOf(rows: readonly UsageRow[], field: SummedField): number {
  return rows.reduce((sum, row) => sum + (row[field] ?? 0), 0);
}

/** Whether any row has a value of the field. */
export function hasAny(rows: readonly UsageRow[], field: keyof UsageRow): boolean {
  return rows.some((row) => row[field] !== null);
}

/**
 * How much of the period has a cost: 'none' when no bucket has one (the point is not priced),
 * 'partial' when some bucket with consumption lacks one, else 'full'.
 */
export function costCoverage(rows: readonly UsageRow[]): 'none' | 'partial' | 'full' {
  if (!hasAny(rows, 'cost')) return 'none';
  return rows.some((row) => row.value !== null && row.cost === null) ? 'partial' : 'full';
}

/** Decimals of a single value (tooltip, table): 3 for MWh, else 2 (spec 01 §9). */
export function valueDecimals(unit: MeterUnit): number {
  return unit === 'MWh' ? 3 : 2;
}

/** Decimals of the period's sum: electricity 2, others 3 (spec 01 §9). */
export function sumDecimals(product: Product): number {
  return product === 'electricity' ? 2 : 3;
}

/** The production chart is shown when the period's production is more than this (spec 01 §9). */
export const productionThreshold = 0.01;

/** From this day on electricity consumption is net of the customer's own production. */
export const netOfProductionFrom = helsinkiMidnight(2023, 1, 1);

/** Whether the page shows the net-of-production note: electricity periods reaching 2023 or later. */
export function showsNetOfProductionNote(product: Product, period: UsagePeriod): boolean {
  return product === 'electricity' && period.end > netOfProductionFrom;
}
