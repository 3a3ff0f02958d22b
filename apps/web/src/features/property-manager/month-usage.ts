import {
  apiLevelOf,
  bucketStarts,
  formatMonthName,
  formatNumber,
  helsinkiFields,
  periodContaining,
  usageQueryRange,
  type Product,
  type UsageAnswer,
  type UsageApiLevel,
  type UsagePeriod,
} from '@energiaportaali/domain';

/** One month of the small chart: its number as the axis shows it, its name and its value. */
export interface MonthRow {
  tick: string;
  name: string;
  /** Null for a month without data (still to come, or not metered). */
  value: number | null;
}

/** The current Helsinki year at month level, as the usage call asks it. */
export function yearOfMonths(product: Product, now: Date) {
  const period: UsagePeriod = periodContaining('year', now);
  const range = usageQueryRange(period);
  const level: UsageApiLevel = apiLevelOf(product, period);
  return { period, range, level, year: Number(range.start.slice(0, 4)) };
}

/** Twelve rows, one per month of the period, filled from the answer by bucket start. */
export function monthRows(period: UsagePeriod, answer: UsageAnswer): MonthRow[] {
  const byStart = new Map(answer.data.map((point) => [Date.parse(point.ts), point.v]));
  return bucketStarts(period).map((start) => ({
    tick: String(helsinkiFields(start.getTime()).month),
    name: formatMonthName(start),
    value: byStart.get(start.getTime()) ?? null,
  }));
}

/** Dashboards show whole numbers, water three decimals (spec 02 §9). */
export function formatAmount(product: Product, value: number): string {
  return formatNumber(value, product === 'water' ? 3 : 0);
}

/** The year's total, or null when no month has data. */
export function totalOf(rows: readonly MonthRow[]): number | null {
  const values = rows.flatMap((row) => (row.value === null ? [] : [row.value]));
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
}
