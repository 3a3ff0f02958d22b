import type { TemperatureAnswer, UsageApiLevel } from '@energiaportaali/domain';
import { assertCanSeeMeteringPoint } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { bucketOfLevel, type PointReference } from '../../usage-periods/buckets';
import { usageRange } from '../../usage-periods/range';
import { findTemperatures } from './repo';

export interface TemperatureRequest extends PointReference {
  level: UsageApiLevel;
  start: string;
  end: string;
}

/**
 * Mean outdoor temperature per bucket where the metering point is (spec 01 §7): the same
 * buckets, period rules and access rules as its consumption; 404 when there are none.
 */
export async function temperatures(
  db: Db,
  user: SessionUser,
  request: TemperatureRequest,
): Promise<TemperatureAnswer> {
  const range = usageRange(request);
  const pointId = await assertCanSeeMeteringPoint(db, user, request.mp, request.companyid);
  const rows = await findTemperatures(db, pointId, bucketOfLevel[request.level], range);
  if (rows.length === 0) throw notFound({ message: messages.usageNotFound });
  return { data: rows.map((row) => ({ ts: row.ts, v: Number(row.v) })) };
}
