import type { UsageNoDataYet } from '@energiaportaali/domain';
import type { UsageRange } from '../../usage-periods/range';
import type { MeterDataExtent } from './meter-data-extent';

/**
 * Whether a period without buckets is one whose data has not come yet (decision 0043): nothing
 * is stored before its end (a new point, or a period before the first value), or it runs past
 * `now` and nothing is stored from its start on (this month's or year's first data still on the
 * way). Null otherwise: data is missing where some was due, the spec's 404.
 */
export function noDataYetOf(
  extent: MeterDataExtent,
  range: UsageRange,
  now: Date,
): UsageNoDataYet | null {
  const { firstDayStart, firstDay, lastDayEnd, contractStart } = extent;
  if (firstDayStart === null) return { dataFrom: contractStart };
  if (range.end.getTime() <= firstDayStart) return { dataFrom: firstDay };
  const arriving = range.end.getTime() > now.getTime();
  if (arriving && lastDayEnd !== null && lastDayEnd <= range.start.getTime()) {
    return { dataFrom: null };
  }
  return null;
}
