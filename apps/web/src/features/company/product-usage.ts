import {
  bucketStarts,
  formatBucketTick,
  type MeterUnit,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';

/** One bar of a card's chart: the summed consumption of the company's points of one product. */
export interface UsageBucket {
  start: Date;
  /** The axis label. */
  tick: string;
  /** Null when no point has a value for the bucket (e.g. months still to come). */
  value: number | null;
}

/** A product's consumption over the company's points in the card's period. */
export interface ProductUsage {
  unit: MeterUnit;
  total: number;
  buckets: UsageBucket[];
  /**
   * No point has meter data for the period yet (decision 0043): the earliest known day it
   * starts (YYYY-MM-DD) or null; undefined when some point has data or it is missing.
   */
  noDataYet?: { dataFrom: string | null };
}

const kWhPerMWh = 1000;

// Points of one product normally share a unit; should kWh and MWh meet, the sum is in kWh.
function commonUnit(answers: readonly UsageAnswer[]): MeterUnit {
  const first = answers[0]?.unit ?? 'kWh';
  return answers.every((answer) => answer.unit === first) ? first : 'kWh';
}

function inUnit(value: number, from: MeterUnit, to: MeterUnit): number {
  if (from === to) return value;
  return from === 'MWh' && to === 'kWh' ? value * kWhPerMWh : value;
}

/**
 * The answers of one product's points summed bucket by bucket over the period (a bucket no point
 * has stays null); the total is the sum of every bucket.
 */
export function productUsage(period: UsagePeriod, answers: readonly UsageAnswer[]): ProductUsage {
  const unit = commonUnit(answers);
  const sums = new Map<number, number>();
  for (const answer of answers) {
    for (const point of answer.data) {
      // A missing value is a gap, not a zero.
      if (point.v === undefined) continue;
      const time = Date.parse(point.ts);
      sums.set(time, (sums.get(time) ?? 0) + inUnit(point.v, answer.unit, unit));
    }
  }
  const buckets = bucketStarts(period).map((start) => ({
    start,
    tick: formatBucketTick(start, period.level),
    value: sums.get(start.getTime()) ?? null,
  }));
  const total = buckets.reduce((sum, bucket) => sum + (bucket.value ?? 0), 0);
  const waiting = answers.flatMap((answer) => (answer.noDataYet ? [answer.noDataYet] : []));
  if (waiting.length === 0 || waiting.length < answers.length) return { unit, total, buckets };
  const known = waiting.flatMap(({ dataFrom }) => (dataFrom ? [dataFrom] : [])).sort();
  return { unit, total, buckets, noDataYet: { dataFrom: known[0] ?? null } };
}
