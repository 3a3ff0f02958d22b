import {
  periodContaining,
  usageQueryRange,
  type MeterUnit,
  type Product,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';

/** An amount of energy or water in a meter unit. */
export interface Amount {
  value: number;
  unit: MeterUnit;
}

/** Decimals of the dashboard's yearly totals (spec 01 §9). */
export const totalDecimals: Record<Product, number> = {
  electricity: 0,
  districtheat: 0,
  water: 3,
};

/** Length of the totals' count-up animation in ms (spec 01 §9). */
export const countUpDurations: Record<Product, number> = {
  electricity: 600,
  districtheat: 800,
  water: 700,
};

/** The current Helsinki calendar year: its period, its number and the usage calls' range. */
export function currentYear(now: Date) {
  const period: UsagePeriod = periodContaining('year', now);
  const range = usageQueryRange(period);
  // The range starts with the year's first day as YYYY-MM-DD.
  return { period, range, year: Number(range.start.slice(0, 4)) };
}

/** The sum of a usage answer's values in its unit; buckets of missing values are skipped. */
export function sumUsage(answer: UsageAnswer): Amount {
  return { value: answer.data.reduce((sum, point) => sum + (point.v ?? 0), 0), unit: answer.unit };
}

const kWhPerMWh = 1000;

/**
 * The sum of several points' amounts. Points of one product normally share a unit; should kWh and
 * MWh meet, the sum is in kWh. Null for no amounts.
 */
export function addAmounts(amounts: readonly Amount[]): Amount | null {
  const [first] = amounts;
  if (!first) return null;
  if (amounts.every((amount) => amount.unit === first.unit)) {
    return { value: amounts.reduce((sum, amount) => sum + amount.value, 0), unit: first.unit };
  }
  const value = amounts.reduce(
    (sum, amount) => sum + (amount.unit === 'MWh' ? amount.value * kWhPerMWh : amount.value),
    0,
  );
  return { value, unit: 'kWh' };
}
