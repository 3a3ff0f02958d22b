import {
  exceedsOneYear,
  parseUsageBoundary,
  periodFromSearchParams,
  type UsagePeriod,
} from '@energiaportaali/domain';

const periodParams = ['start', 'end', 'frame', 'level'] as const;

/** How the browser reached the detail page's current address. */
export interface Arrival {
  /** React Router's navigation type of the location: POP for the browser's back and forward. */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  /** The router's key of the location; 'default' when it has no history state of the router. */
  locationKey: string;
  /** The document's Navigation Timing type: 'back_forward' when back or forward loaded it. */
  documentNavigation?: string;
}

/**
 * Whether the address was reached through the browser's history (back or forward). A document's
 * first location is a POP too, with the key 'default': it counts as history only when the
 * browser's back or forward loaded the document itself.
 */
export function cameThroughHistory({
  navigationType,
  locationKey,
  documentNavigation,
}: Arrival): boolean {
  if (navigationType !== 'POP') return false;
  return locationKey !== 'default' || documentNavigation === 'back_forward';
}

/** What the detail page shows for its query. */
export type DetailEntry =
  | { show: 'period'; period: UsagePeriod }
  /** Arriving without any period: the route's own (a year, a day, else the current year). */
  | { show: 'initial-period' }
  /** A readable range that is simply too long never reaches the API (time frame exceeded). */
  | { show: 'range-too-long' }
  | { show: 'front-page' };

function isOverOneYear(params: URLSearchParams): boolean {
  const start = parseUsageBoundary(params.get('start') ?? '');
  const end = parseUsageBoundary(params.get('end') ?? '');
  return start !== null && end !== null && end > start && exceedsOneYear(start, end);
}

/**
 * The detail page's rule for its query (spec 01 §2, spec 02 §2 'Consumption details page'):
 * a valid period shows; coming back through the browser's history to an address whose query
 * lacks start, end, frame or level goes to the role's front page; arriving without any of them
 * fills in the route's period.
 */
export function detailEntry(params: URLSearchParams, arrival: Arrival): DetailEntry {
  const period = periodFromSearchParams(params);
  if (period) return { show: 'period', period };
  const lacksAny = periodParams.some((name) => !params.has(name));
  if (lacksAny && cameThroughHistory(arrival)) return { show: 'front-page' };
  if (periodParams.every((name) => !params.has(name))) return { show: 'initial-period' };
  if (isOverOneYear(params)) return { show: 'range-too-long' };
  return { show: 'front-page' };
}

/** The Navigation Timing type of this document ('navigate', 'reload', 'back_forward'), if known. */
export function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry && 'type' in entry ? String(entry.type) : undefined;
}
