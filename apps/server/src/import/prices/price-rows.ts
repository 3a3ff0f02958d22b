import { spotZone } from '../../cost/spot-zone';
import { checkDecimal, type DecimalLimits } from '../decimal';

/** One market time unit's day-ahead price, as it goes into `prices`. */
export interface PriceRow {
  zone: string;
  /** UTC ms of the unit's start. */
  start: number;
  minutes: 15 | 60;
  /** EUR/MWh as written in the file (checked decimal text). */
  eurPerMwh: string;
}

/** The bidding zones the portal prices consumption in, by their ENTSO-E area code (EIC). */
export const zonesByEic: Readonly<Record<string, string>> = { '10YFI-1--------U': spotZone };
export const knownZones: readonly string[] = Object.values(zonesByEic);

/** numeric(10,3), negative prices included. */
const priceLimits: DecimalLimits = { integerDigits: 7, fractionDigits: 3, allowNegative: true };
// The day-ahead market's harmonised clearing limits (SDAC): a value outside is a unit mix-up.
const lowestPrice = -500;
const highestPrice = 4000;

/** Why a price cell was refused, or null. */
export function priceProblem(column: string, text: string): string | null {
  const problem = checkDecimal(column, text, priceLimits);
  if (problem) return problem;
  const value = Number(text);
  return value < lowestPrice || value > highestPrice
    ? `${column} ${text} is outside the day-ahead market's limits ${lowestPrice}…${highestPrice} EUR/MWh`
    : null;
}

/** Why a unit's start does not fit its length, or null: quarter-hours and whole hours only. */
export function alignmentProblem(start: number, minutes: number, startText: string): string | null {
  if (minutes !== 15 && minutes !== 60) return `minutes ${minutes} is not 15 or 60`;
  // Helsinki's offset is whole hours, so UTC alignment is Helsinki alignment.
  return start % (minutes * 60_000) === 0
    ? null
    : `start ${startText} is not at the start of a ${minutes}-minute market time unit`;
}

const quarterMs = 15 * 60_000;

/**
 * The quarter-hours each zone's rows cover: a second row over any of them (the same start, or
 * an hour over one of its quarters) is a duplicate, in whatever order the rows come.
 */
export class CoveredQuarters {
  private readonly byZone = new Map<string, Set<number>>();

  /** Marks the row's quarters; false (and nothing marked) when one was covered already. */
  add(row: Pick<PriceRow, 'zone' | 'start' | 'minutes'>): boolean {
    let quarters = this.byZone.get(row.zone);
    if (!quarters) {
      quarters = new Set();
      this.byZone.set(row.zone, quarters);
    }
    const first = row.start / quarterMs;
    const count = row.minutes / 15;
    for (let i = 0; i < count; i++) if (quarters.has(first + i)) return false;
    for (let i = 0; i < count; i++) quarters.add(first + i);
    return true;
  }
}

/**
 * Rows of both resolutions with the quarter-hours winning where they cover an hour: an hour
 * wholly covered is left out, one partly covered keeps its other quarters at the hour's price.
 * The rows of each resolution must not overlap among themselves.
 */
export function finerWins(rows: readonly PriceRow[]): PriceRow[] {
  const key = (zone: string, start: number) => `${zone} ${start}`;
  const quarters = new Set(
    rows.filter((row) => row.minutes === 15).map((row) => key(row.zone, row.start)),
  );
  if (quarters.size === 0) return [...rows];
  return rows.flatMap((row) => {
    if (row.minutes === 15) return [row];
    const free = [0, 1, 2, 3]
      .map((i) => row.start + i * quarterMs)
      .filter((start) => !quarters.has(key(row.zone, start)));
    return free.length === 4
      ? [row]
      : free.map((start) => ({ ...row, start, minutes: 15 as const }));
  });
}

/** The row as a line of COPY text for the staging table (zone, epoch seconds, minutes, price). */
export const priceCopyLine = (row: PriceRow) =>
  `${row.zone}\t${row.start / 1000}\t${row.minutes}\t${row.eurPerMwh}\n`;
