import {
  productOfUsageType,
  type Resolution,
  type UsageAnswer,
  type UsageApiLevel,
  type UsageType,
} from '@energiaportaali/domain';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/connection';
import { forbidden, notFound } from '../../errors';
import { messages } from '../../messages';
import { usageRange, type UsageRange } from './range';
import { findUsage, type Bucket, type UsagePointFacts } from './repo';

/** The API level is the bucket size; the year view (`thisyear`) has month buckets. */
export const bucketOfLevel: Record<UsageApiLevel, Bucket> = {
  thisyear: 'month',
  month: 'month',
  day: 'day',
  hour: 'hour',
  quarterhour: 'quarterhour',
};

const resolutionOfMinutes: Record<number, Resolution> = {
  15: 'quarterhour',
  60: 'hour',
  1440: 'day',
};

/** The metering point a consumption or temperature call asks about. */
export interface PointReference {
  /** The metering point's public identifier. */
  mp: string;
  /** Business id of the company or housing company whose view asks (company and manager views). */
  companyid?: string;
}

export interface UsageRequest extends PointReference {
  type: UsageType;
  level: UsageApiLevel;
  start: string;
  end: string;
  comparison?: boolean;
}

export interface UsageResult {
  /** The answer as JSON text: the buckets come from PostgreSQL already as JSON. */
  json: string;
  /** The point and period as the Excel file describes them. */
  point: UsagePointFacts;
  range: UsageRange;
}

const usageNotFound = () => notFound({ message: messages.usageNotFound });
const noFinerData = () => notFound({ code: 'NO_FINER_DATA', message: messages.usageNoFinerData });

/**
 * Consumption buckets of one metering point (spec 01 §7): 400 for a bad period, 403 for a point
 * the user may not read, 404 for a point of another utility, a quarter-hour query where the
 * period is stored coarser, or no data.
 */
export async function usage(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  user: SessionUser,
  request: UsageRequest,
): Promise<UsageResult> {
  const range = usageRange(request);
  const bucket = bucketOfLevel[request.level];
  // With companyid the point must belong to that (visible) customer; nonexistent is 403 too.
  const { point, data } = await findUsage(database, {
    mp: request.mp,
    user,
    companyId: request.companyid,
    utility: productOfUsageType[request.type],
    bucket,
    range,
    comparison: request.comparison ?? false,
  });
  if (!point) throw forbidden();
  if (point.utility !== productOfUsageType[request.type]) throw usageNotFound();
  if (bucket === 'quarterhour' && point.coarsestMinutes > 15) throw noFinerData();
  if (data === null) throw usageNotFound();
  const maximumResolution: UsageAnswer['maximumResolution'] =
    resolutionOfMinutes[point.finestMinutes] ?? 'day';
  const json = `{"data":${data},"unit":${JSON.stringify(point.unit)},"maximumResolution":"${maximumResolution}"}`;
  return { json, point, range };
}
