import { helsinkiDay, isUnitStart } from './helsinki-calendar';
import type { Product, UsageApiLevel } from './usage-api';
import {
  isFrame,
  isLevel,
  isWellFormedPeriod,
  periodContaining,
  type UsagePeriod,
} from './usage-period';
import { parseUsageBoundary } from './usage-range';

// How a usage period travels: in the usage API's path and query, in the consumption page's
// query string (the source of truth for back/forward/reload) and in its route.

/**
 * The API path level: level month in a year frame is 'thisyear' for electricity and
 * districtheat and 'month' for water (spec 01 §7); otherwise the level itself.
 */
export function apiLevelOf(product: Product, period: UsagePeriod): UsageApiLevel {
  if (period.frame === 'year' && period.level === 'month') {
    return product === 'water' ? 'month' : 'thisyear';
  }
  return period.level;
}

/** YYYY-MM-DD when the boundary is Helsinki midnight, else ISO UTC with Z (no milliseconds). */
function encodeBoundary(instant: Date): string {
  if (isUnitStart('day', instant)) return helsinkiDay(instant);
  return instant.toISOString().replace(/\.000Z$/, 'Z');
}

/** The API's start/end query values: YYYY-MM-DD when the boundary is Helsinki midnight, else ISO UTC with Z. */
export function usageQueryRange(period: UsagePeriod): { start: string; end: string } {
  return { start: encodeBoundary(period.start), end: encodeBoundary(period.end) };
}

/** The page's query string (the source of truth: back/forward/reload): start, end, frame, level. */
export function periodToSearchParams(
  period: UsagePeriod,
): Record<'start' | 'end' | 'frame' | 'level', string> {
  return { ...usageQueryRange(period), frame: period.frame, level: period.level };
}

/**
 * What periodFromSearchParams reads: a URLSearchParams (the domain compiles without DOM types,
 * so it names only the one method it needs).
 */
export interface SearchParamsReader {
  get(name: string): string | null;
}

/**
 * Null when any of the four is missing or invalid, the range is invalid/over a year, or
 * start/end are not boundaries of level. Stricter still: only periods the screens can produce
 * (isWellFormedPeriod), so a hand-edited URL cannot ask for a year of quarter hours.
 */
export function periodFromSearchParams(params: SearchParamsReader): UsagePeriod | null {
  const frame = params.get('frame');
  const level = params.get('level');
  const startText = params.get('start');
  const endText = params.get('end');
  if (!isFrame(frame) || !isLevel(level) || startText === null || endText === null) return null;
  const start = parseUsageBoundary(startText);
  const end = parseUsageBoundary(endText);
  if (!start || !end) return null;
  const period: UsagePeriod = { frame, level, start, end };
  return isWellFormedPeriod(period) ? period : null;
}

/**
 * The detail page's first period from its route: no param → the current year (year@month);
 * 'YYYY' → that year; for electricity 'YYYY-MM-DD' → that day (day@hour). Null for anything
 * else or a future year/day; years before 2020 are allowed (data may exist).
 */
export function initialPeriod(
  product: Product,
  now: Date,
  routeParam?: string,
): UsagePeriod | null {
  if (routeParam === undefined || routeParam === '') return periodContaining('year', now);
  if (/^\d{4}$/.test(routeParam)) {
    const firstDay = parseUsageBoundary(`${routeParam}-01-01`);
    return firstDay && firstDay <= now ? periodContaining('year', firstDay) : null;
  }
  if (product === 'electricity' && /^\d{4}-\d{2}-\d{2}$/.test(routeParam)) {
    const day = parseUsageBoundary(routeParam);
    return day && routeParam <= helsinkiDay(now) ? periodContaining('day', day) : null;
  }
  return null;
}
