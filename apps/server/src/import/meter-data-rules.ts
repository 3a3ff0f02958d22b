import {
  emptyBlock,
  helsinkiDayOf,
  Holds,
  microUnits,
  productionOf,
  readingsOf,
  type DayBlock,
  type HelsinkiDay,
} from '../db/day-block';
import { putBlock, type DayBlocksByPoint } from '../db/meter-days-store';
import { helsinkiFields } from '@energiaportaali/domain';
import { describeColumns, type ColumnPositions } from './csv-header';
import { checkDecimal, quantityLimits } from './decimal';
import { malformedTimestamp, parseInstant } from './instant';
import { readDatahubHeader, readDatahubLine, type DatahubValue } from './datahub/datahub-csv';
import { qualityCode, qualityOfName, type MeterQuality } from './meter-quality';
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

/**
 * Why `instant` is off the point's native grid at that time, or null when it is on it. `text`
 * is the time as the file writes it (its ISO form by default, made only for a problem).
 */
function gridProblem(point: KnownMeteringPoint, instant: number, fileText?: string): string | null {
  const minutes = minutesAt(point, instant);
  // Helsinki's offsets are whole hours, so UTC quarter-hours and hours are Helsinki ones too.
  if (minutes !== null && instant % (Math.min(minutes, 60) * minuteMs) === 0) {
    if (minutes < 1440 || helsinkiFields(instant).hour === 0) return null;
  }
  // No closure above: each one made per row cost a fifth of the import's CPU (tsx names it).
  const text = fileText ?? new Date(instant).toISOString();
  if (minutes === null) return beforeData(point, text);
  return minutes >= 1440
    ? `timestamp ${text} is not a midnight in Helsinki (metering point ${point.identifier} has daily values)`
    : `timestamp ${text} is not on metering point ${point.identifier}'s ${minutes}-minute grid`;
}

/** The finest resolution in force at any moment of the day: the interval of its block. */
function dayMinutes(point: KnownMeteringPoint, day: HelsinkiDay): number {
  let minutes = minutesAt(point, day.start) ?? Number.POSITIVE_INFINITY;
  for (const period of point.periods) {
    if (period.validFrom > day.start && period.validFrom < day.end) {
      minutes = Math.min(minutes, period.minutes);
    }
  }
  return minutes;
}

/**
 * The day blocks the accepted rows go into, made as rows first reach a point's day. Rows come
 * grouped by point and in time order, so the last row's block is kept at hand.
 */
export class DayBlockCollector {
  readonly blocks: DayBlocksByPoint = new Map();
  /** The block of the last row placed. */
  block: DayBlock = emptyBlock(Number.NaN, { start: 0, end: 0 }, 1440);
  private dayEnd = 0;

  /** The interval of `instant` in its day's block of `point`, which becomes `block`. */
  slotOf(point: KnownMeteringPoint, instant: number): number {
    const { block } = this;
    if (point.id !== block.pointId || instant < block.dayStart || instant >= this.dayEnd) {
      this.enter(point, instant);
    }
    return (instant - this.block.dayStart) / (this.block.minutes * minuteMs);
  }

  private enter(point: KnownMeteringPoint, instant: number): void {
    const day = helsinkiDayOf(instant);
    const block = this.blocks.get(point.id)?.get(day.start);
    if (block) {
      this.block = block;
    } else {
      this.block = emptyBlock(point.id, day, dayMinutes(point, day));
      putBlock(this.blocks, this.block);
    }
    this.dayEnd = day.end;
  }
}

/**
 * The slot of an accepted row in its block (`collector.block`), or the problem when the file
 * has already given that point, interval and kind (`Holds.consumption` or `Holds.production`).
 * `name` and `text` (by default the instant in ISO form) are the point and time as the file
 * writes them.
 */
function slotFor(
  collector: DayBlockCollector,
  point: KnownMeteringPoint,
  instant: number,
  kind: number,
  name: string,
  text?: string,
): number | string[] {
  const slot = collector.slotOf(point, instant);
  if ((collector.block.holds[slot]! & kind) === 0) return slot;
  const what = kind === Holds.production ? 'production of ' : '';
  const at = text ?? new Date(instant).toISOString();
  return [`duplicate: ${what}metering point ${name} at ${at} is already on an earlier line`];
}

/** Millionths of a decimal cell; an empty one (a cleared or missing value) is none. */
const microOrNone = (text: string | null) =>
  text === null || text === '' ? Number.NaN : microUnits(text);

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
 * quality known, no repeats. An accepted row goes into its block in `collector`: its value and
 * quality, and its production and reading when the file has those columns (an empty cell
 * clears what is stored).
 */
export function meterDataRule(
  positions: ColumnPositions<MeterDataColumn>,
  points: readonly KnownMeteringPoint[],
  collector: DayBlockCollector,
): RowRule {
  const lookup = lookupOf(points);
  const optional = (fields: string[], column: 'production' | 'reading' | 'quality') =>
    positions[column] === -1 ? '' : fields[positions[column]]!;
  const holds =
    Holds.consumption |
    (positions.production === -1 ? 0 : Holds.production) |
    (positions.reading === -1 ? 0 : Holds.reading);
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
    const valueText = valueProblem(value, quality);
    const productionText = production && checkDecimal('production', production, quantityLimits);
    const readingText = reading && checkDecimal('reading', reading, quantityLimits);
    // The list is made only for a bad row: most rows have nothing to report.
    if (
      pointProblem ||
      timeProblem ||
      qualityProblem ||
      valueText ||
      productionText ||
      readingText
    ) {
      return [
        pointProblem,
        timeProblem,
        qualityProblem,
        valueText,
        productionText,
        readingText,
      ].filter((problem): problem is string => Boolean(problem));
    }
    const known = point as KnownMeteringPoint;
    const slot = slotFor(collector, known, instant!, Holds.consumption, name, timestamp);
    if (typeof slot !== 'number') return slot;
    const { block } = collector;
    const code = qualityCode[quality!];
    block.value[slot] = quality === 'missing' ? Number.NaN : microUnits(value);
    block.quality[slot] = code;
    if (holds & Holds.production) {
      const stored = productionOf(block);
      stored.values[slot] = microOrNone(production);
      stored.quality[slot] = production === '' ? 0 : code;
    }
    if (holds & Holds.reading) readingsOf(block)[slot] = microOrNone(reading);
    block.holds[slot] = block.holds[slot]! | holds;
    return '';
  };
}

const resolutionName: Record<number, string> = { 15: 'PT15M', 60: 'PT1H', 1440: 'P1D' };

/** Why a Datahub value does not fit its point, or null when it does. */
function datahubPointProblem(point: KnownMeteringPoint, found: DatahubValue): string | null {
  const minutes = minutesAt(point, found.start);
  if (minutes !== null && minutes !== found.minutes) {
    const text = new Date(found.start).toISOString();
    return `metering point ${found.gsrn} is ${resolutionName[minutes] ?? `${minutes} min`} at ${text} in the register, the file says ${resolutionName[found.minutes]}`;
  }
  return gridProblem(point, found.start);
}

/**
 * Fingrid Datahub's CSV export (decision 0036), told by its header: points by GSRN, each row's
 * resolution the point's at that time, production rows stored as production.
 */
export function datahubFormat(
  points: readonly KnownMeteringPoint[],
  collector: DayBlockCollector,
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
    const { columns } = header;
    return {
      ok: true,
      rule: (line) => {
        const found = readDatahubLine(line, columns);
        if (Array.isArray(found)) return found;
        const known = byGsrn.get(found.gsrn);
        if (known === undefined) return [`unknown metering point '${found.gsrn}'`];
        const { point } = known;
        const value = microOrNone(found.value);
        if (value < 0) return [`quantity '${found.value}' is negative`];
        const problem = datahubPointProblem(point, found);
        if (problem) return [problem];
        const kind =
          known.production || found.kind === 'production' ? Holds.production : Holds.consumption;
        const slot = slotFor(collector, point, found.start, kind, found.gsrn);
        if (typeof slot !== 'number') return slot;
        const { block } = collector;
        const code = qualityCode[found.quality];
        if (kind === Holds.production) {
          const production = productionOf(block);
          production.values[slot] = value;
          production.quality[slot] = code;
        } else {
          block.value[slot] = value;
          block.quality[slot] = code;
        }
        block.holds[slot] = block.holds[slot]! | kind;
        return '';
      },
    };
  };
}
