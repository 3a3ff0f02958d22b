import { helsinkiFields } from '../demo/helsinki-time';
import { describeColumns, type ColumnPositions } from './csv-header';
import { checkDecimal, quantityLimits } from './decimal';
import { malformedTimestamp, parseInstant } from './instant';
import { readDatahubHeader, readDatahubLine, type DatahubValue } from './datahub/datahub-csv';
import { qualityCode, qualityOfName, type MeterQuality } from './meter-quality';
import { SlotSet } from './slot-set';
import type { LineFormat, RowRule } from './staged-rows';

export const meterDataColumns = {
  required: ['metering_point', 'timestamp', 'value'],
  optional: ['production', 'reading', 'quality'],
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
  /** The GSRN of its production metering point in Datahub, if it has one. */
  productionGsrn: string | null;
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

/** The point's native resolution at `instant` in minutes, or null before its first period. */
function minutesAt(point: KnownMeteringPoint, instant: number): number | null {
  const { periods } = point;
  if (periods.length === 0) return point.currentMinutes;
  let index = periods.length - 1;
  while (index >= 0 && periods[index]!.validFrom > instant) index--;
  return index < 0 ? null : periods[index]!.minutes;
}

const beforeData = (point: KnownMeteringPoint, text: string) =>
  `timestamp ${text} is before metering point ${point.identifier} has data (from ${new Date(point.periods[0]!.validFrom).toISOString()})`;

/** Why `instant` is off the point's native grid at that time, or null when it is on it. */
function gridProblem(point: KnownMeteringPoint, instant: number, text: string): string | null {
  const minutes = minutesAt(point, instant);
  if (minutes === null) return beforeData(point, text);
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

/** What a staged row is: consumption (with the own CSV's production beside it) or production. */
export type StagedKind = 'c' | 'p';

/** The staging table's columns, in the order of the COPY lines below. */
export const stagedMeterColumns = [
  'metering_point_id',
  'epoch',
  'kind',
  'value',
  'quality',
  'production',
  'reading',
] as const;

interface AcceptedRow {
  point: KnownMeteringPoint;
  /** The point as the file names it, for messages. */
  name: string;
  instant: number;
  /** The timestamp as written, for messages. */
  text: string;
  kind: StagedKind;
  /** Null when the value is missing. */
  value: string | null;
  quality: MeterQuality;
  production: string;
  reading: string;
}

/**
 * What every accepted row goes through, whatever its format: no repeats of a point, instant and
 * kind; the point's range widened; the COPY line (instants as epoch seconds: PostgreSQL reads an
 * integer far faster than a timestamp).
 */
function rowStager(ranges: PointRanges) {
  const seen: Record<StagedKind, SlotSet> = { c: new SlotSet(), p: new SlotSet() };
  const widen = rangeWidener(ranges);
  return (row: AcceptedRow): string | string[] => {
    const { point, instant, kind } = row;
    if (!seen[kind].add(point.id, instant)) {
      const what = kind === 'p' ? 'production of ' : '';
      return [
        `duplicate: ${what}metering point ${row.name} at ${row.text} is already on an earlier line`,
      ];
    }
    widen(point.id, instant);
    return `${point.id}\t${instant / 1000}\t${kind}\t${row.value ?? copyNull}\t${qualityCode[row.quality]}\t${row.production || copyNull}\t${row.reading || copyNull}\n`;
  };
}

function pointProblemOf(point: KnownMeteringPoint | typeof ambiguous | undefined, name: string) {
  if (point === ambiguous)
    return `metering point '${name}' is one point's identifier and another's GSRN`;
  if (point === undefined)
    return name === '' ? 'metering_point is empty' : `unknown metering point '${name}'`;
  return null;
}

/** The value of a row whose quality may say it is missing: then empty (or 0) and stored as null. */
function valueProblem(value: string, quality: MeterQuality | undefined): string | null {
  if (quality === 'missing') {
    return value === '' || Number(value) === 0
      ? null
      : `value '${value}' is given, but quality says missing`;
  }
  return checkDecimal('value', value, quantityLimits);
}

/**
 * The row rule of the own meter-data CSV: point known, instant on its grid, quantities valid,
 * quality known, no repeats. Widens `ranges` with every accepted row. A good row allocates
 * nothing but its COPY line.
 */
export function meterDataRule(
  positions: ColumnPositions<MeterDataColumn>,
  points: readonly KnownMeteringPoint[],
  ranges: PointRanges,
): RowRule {
  const lookup = lookupOf(points);
  const stage = rowStager(ranges);
  const optional = (fields: string[], column: 'production' | 'reading' | 'quality') =>
    positions[column] === -1 ? '' : fields[positions[column]]!;
  return (fields) => {
    const name = fields[positions.metering_point]!;
    const point = lookup.get(name);
    const pointProblem = pointProblemOf(point, name);
    const timestamp = fields[positions.timestamp]!;
    const instant = parseInstant(timestamp);
    const timeProblem =
      instant === null
        ? malformedTimestamp(timestamp)
        : point && point !== ambiguous
          ? gridProblem(point, instant, timestamp)
          : null;
    const qualityName = optional(fields, 'quality');
    const quality = qualityName === '' ? 'measured' : qualityOfName.get(qualityName.toLowerCase());
    const qualityProblem =
      quality === undefined
        ? `quality '${qualityName}' is not one of ${[...qualityOfName.keys()].join(', ')}`
        : null;
    const value = fields[positions.value]!;
    const production = optional(fields, 'production');
    const reading = optional(fields, 'reading');
    const problems = [
      pointProblem,
      timeProblem,
      qualityProblem,
      valueProblem(value, quality),
      production && checkDecimal('production', production, quantityLimits),
      reading && checkDecimal('reading', reading, quantityLimits),
    ].filter((problem): problem is string => Boolean(problem));
    if (problems.length > 0) return problems;
    return stage({
      point: point as KnownMeteringPoint,
      name,
      instant: instant!,
      text: timestamp,
      kind: 'c',
      value: quality === 'missing' ? null : value,
      quality: quality!,
      production,
      reading,
    });
  };
}

const resolutionName: Record<number, string> = { 15: 'PT15M', 60: 'PT1H', 1440: 'P1D' };

/** Why a Datahub value does not fit its point, or null when it does. */
function datahubPointProblem(point: KnownMeteringPoint, found: DatahubValue): string | null {
  const minutes = minutesAt(point, found.start);
  const text = new Date(found.start).toISOString();
  if (minutes === null) return beforeData(point, text);
  if (minutes !== found.minutes) {
    return `metering point ${found.gsrn} is ${resolutionName[minutes] ?? `${minutes} min`} at ${text} in the register, the file says ${resolutionName[found.minutes]}`;
  }
  return gridProblem(point, found.start, text);
}

/**
 * Fingrid Datahub's CSV export (decision 0036), told by its header: points by GSRN, each row's
 * resolution the point's at that time, production rows staged as production.
 */
export function datahubFormat(
  points: readonly KnownMeteringPoint[],
  ranges: PointRanges,
): LineFormat {
  return (headerLine) => {
    const header = readDatahubHeader(headerLine);
    if (header === null) return null;
    if (!header.ok) {
      return {
        ok: false,
        problems: [...header.problems, `or ${describeColumns(meterDataColumns)}`],
      };
    }
    // A production point of Datahub's is stored as its consumption point's production.
    const byGsrn = new Map<string, { point: KnownMeteringPoint; production: boolean }>();
    for (const point of points) {
      byGsrn.set(point.gsrn, { point, production: false });
      if (point.productionGsrn) byGsrn.set(point.productionGsrn, { point, production: true });
    }
    const stage = rowStager(ranges);
    const { columns } = header;
    return {
      ok: true,
      rule: (line) => {
        const found = readDatahubLine(line, columns);
        if (Array.isArray(found)) return found;
        const known = byGsrn.get(found.gsrn);
        if (known === undefined) return [`unknown metering point '${found.gsrn}'`];
        const { point } = known;
        if (found.value?.startsWith('-') && Number(found.value) !== 0) {
          return [`quantity '${found.value}' is negative`];
        }
        const problem = datahubPointProblem(point, found);
        if (problem) return [problem];
        return stage({
          point,
          name: found.gsrn,
          instant: found.start,
          text: new Date(found.start).toISOString(),
          kind: known.production || found.kind === 'production' ? 'p' : 'c',
          value: found.value,
          quality: found.quality,
          production: '',
          reading: '',
        });
      },
    };
  };
}
