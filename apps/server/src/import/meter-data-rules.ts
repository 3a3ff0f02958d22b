import { helsinkiFields } from '../demo/helsinki-time';
import type { ColumnPositions } from './csv-header';
import { checkDecimal, quantityLimits } from './decimal';
import { malformedTimestamp, parseInstant } from './instant';
import { SlotSet } from './slot-set';
import type { RowRule } from './staged-rows';

export const meterDataColumns = {
  required: ['metering_point', 'timestamp', 'value'],
  optional: ['production', 'reading'],
} as const;

export type MeterDataColumn =
  (typeof meterDataColumns.required)[number] | (typeof meterDataColumns.optional)[number];

/** A period from `validFrom` (epoch ms) on, stored at `minutes` resolution. */
export interface ResolutionPeriod {
  validFrom: number;
  minutes: number;
}

export interface KnownMeteringPoint {
  id: number;
  identifier: string;
  gsrn: string;
  /** Ascending by validFrom; empty means "the current resolution, always". */
  periods: ResolutionPeriod[];
  currentMinutes: number;
}

const ambiguous = Symbol('ambiguous');
type Lookup = Map<string, KnownMeteringPoint | typeof ambiguous>;

// A file names a point by its identifier or its 18-digit GSRN. Should one point's identifier be
// another's GSRN, the name is ambiguous and refused rather than guessed.
function lookupOf(points: readonly KnownMeteringPoint[]): Lookup {
  const lookup: Lookup = new Map();
  const add = (name: string, point: KnownMeteringPoint) => {
    const existing = lookup.get(name);
    lookup.set(name, existing === undefined || existing === point ? point : ambiguous);
  };
  for (const point of points) {
    add(point.identifier, point);
    add(point.gsrn, point);
  }
  return lookup;
}

const minuteMs = 60_000;

/** Why `instant` is off the point's native grid at that time, or null when it is on it. */
function gridProblem(point: KnownMeteringPoint, instant: number, text: string): string | null {
  const { periods } = point;
  let minutes = point.currentMinutes;
  if (periods.length > 0) {
    let index = periods.length - 1;
    while (index >= 0 && periods[index]!.validFrom > instant) index--;
    if (index < 0) {
      const first = new Date(periods[0]!.validFrom).toISOString();
      return `timestamp ${text} is before metering point ${point.identifier} has data (from ${first})`;
    }
    minutes = periods[index]!.minutes;
  }
  // Helsinki's offsets are whole hours, so UTC quarter-hours and hours are Helsinki ones too.
  const stepMs = Math.min(minutes, 60) * minuteMs;
  const onGrid = instant % stepMs === 0 && (minutes < 1440 || helsinkiFields(instant).hour === 0);
  if (onGrid) return null;
  return minutes >= 1440
    ? `timestamp ${text} is not a midnight in Helsinki (metering point ${point.identifier} has daily values)`
    : `timestamp ${text} is not on metering point ${point.identifier}'s ${minutes}-minute grid`;
}

const copyNull = '\\N';

/** First and last instant (epoch ms) of the accepted rows, per metering point id. */
export type PointRanges = Map<number, { first: number; last: number }>;

/** Widens a point's range; rows come grouped by point, so the last range is kept at hand. */
function rangeWidener(ranges: PointRanges) {
  let lastId = Number.NaN;
  let last = { first: 0, last: 0 };
  return (pointId: number, instant: number) => {
    if (pointId !== lastId) {
      const range = ranges.get(pointId) ?? { first: instant, last: instant };
      ranges.set(pointId, range);
      lastId = pointId;
      last = range;
    }
    if (instant < last.first) last.first = instant;
    else if (instant > last.last) last.last = instant;
  };
}

/**
 * The row rule of a meter-data file: point known, instant on its grid, quantities valid, no
 * repeats. Widens `ranges` with every accepted row. A good row allocates nothing but its COPY
 * line (instants as epoch seconds: PostgreSQL reads an integer far faster than a timestamp).
 */
export function meterDataRule(
  positions: ColumnPositions<MeterDataColumn>,
  points: readonly KnownMeteringPoint[],
  ranges: PointRanges,
): RowRule {
  const lookup = lookupOf(points);
  const seen = new SlotSet();
  const widen = rangeWidener(ranges);
  const optional = (fields: string[], column: 'production' | 'reading') =>
    positions[column] === -1 ? '' : fields[positions[column]]!;
  return (fields) => {
    const name = fields[positions.metering_point]!;
    const point = lookup.get(name);
    const pointProblem =
      point === ambiguous
        ? `metering point '${name}' is one point's identifier and another's GSRN`
        : point === undefined
          ? name === ''
            ? 'metering_point is empty'
            : `unknown metering point '${name}'`
          : null;
    const timestamp = fields[positions.timestamp]!;
    const instant = parseInstant(timestamp);
    const timeProblem =
      instant === null
        ? malformedTimestamp(timestamp)
        : point && point !== ambiguous
          ? gridProblem(point, instant, timestamp)
          : null;
    const value = fields[positions.value]!;
    const production = optional(fields, 'production');
    const reading = optional(fields, 'reading');
    const valueProblem = checkDecimal('value', value, quantityLimits);
    const productionProblem = production && checkDecimal('production', production, quantityLimits);
    const readingProblem = reading && checkDecimal('reading', reading, quantityLimits);
    if (pointProblem || timeProblem || valueProblem || productionProblem || readingProblem) {
      return [pointProblem, timeProblem, valueProblem, productionProblem, readingProblem].filter(
        (problem): problem is string => Boolean(problem),
      );
    }
    const known = point as KnownMeteringPoint;
    if (!seen.add(known.id, instant!)) {
      return [`duplicate: metering point ${name} at ${timestamp} is already on an earlier line`];
    }
    widen(known.id, instant!);
    return `${known.id}\t${instant! / 1000}\t${value}\t${production || copyNull}\t${reading || copyNull}\n`;
  };
}
