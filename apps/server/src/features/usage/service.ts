import {
  productOfUsageType,
  type Resolution,
  type UsageAnswer,
  type UsageApiLevel,
  type UsagePoint,
  type UsageType,
} from '@energiaportaali/domain';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/connection';
import { meteringPointVisibility } from '../../auth/access';
import { forbidden, notFound } from '../../errors';
import { messages } from '../../messages';
import type { PointReference } from './point-access';
import { usageRange, type UsageRange } from './range';
import { findUsage, type Bucket, type BucketRow, type UsagePointFacts } from './repo';

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

export interface UsageRequest extends PointReference {
  type: UsageType;
  level: UsageApiLevel;
  start: string;
  end: string;
  comparison?: boolean;
}

export interface UsageResult {
  answer: UsageAnswer;
  /** The point and period as the Excel file describes them. */
  point: UsagePointFacts;
  range: UsageRange;
}

const usageNotFound = () => notFound({ message: messages.usageNotFound });
const noFinerData = () => notFound({ code: 'NO_FINER_DATA', message: messages.usageNoFinerData });

const toNumber = (value: string | null) => (value === null ? undefined : Number(value));

function values(ts: string, v: string, vp: string | null, r: string | null) {
  const production = toNumber(vp);
  const reading = toNumber(r);
  return {
    ts,
    v: Number(v),
    ...(production === undefined ? {} : { vp: production }),
    ...(reading === undefined ? {} : { r: reading }),
  };
}

function toUsagePoint(row: BucketRow): UsagePoint {
  const point: UsagePoint = values(row.ts, row.v, row.vp, row.r);
  if (row.cts !== null && row.cv !== null)
    point.comparison = values(row.cts, row.cv, row.cvp, row.cr);
  return point;
}

/**
 * Consumption buckets of one metering point (spec 01 §7): 400 for a bad period, 403 for a point
 * the user may not read, 404 for a point of another utility, a quarter-hour query where the
 * period is stored coarser, or no data.
 */
export async function usage(
  database: Pick<Database, 'db' | 'pool'>,
  user: SessionUser,
  request: UsageRequest,
): Promise<UsageResult> {
  const range = usageRange(request);
  // With companyid the point must belong to that (visible) customer; nonexistent is 403 too.
  const visible = meteringPointVisibility(database.db, user, request.companyid);
  if (!visible) throw forbidden();
  const bucket = bucketOfLevel[request.level];
  const { point, buckets } = await findUsage(database, {
    mp: request.mp,
    visible,
    utility: productOfUsageType[request.type],
    bucket,
    range,
    comparison: request.comparison ?? false,
  });
  if (!point) throw forbidden();
  if (point.utility !== productOfUsageType[request.type]) throw usageNotFound();
  if (bucket === 'quarterhour' && point.coarsestMinutes > 15) throw noFinerData();
  if (buckets.length === 0) throw usageNotFound();
  return {
    answer: {
      data: buckets.map(toUsagePoint),
      unit: point.unit,
      maximumResolution: resolutionOfMinutes[point.finestMinutes] ?? 'day',
    },
    point,
    range,
  };
}
