import { assertCanSeeMeteringPoint, visibleMeteringPoints } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { forbidden } from '../../errors';

export interface PointReference {
  /** The metering point's public identifier. */
  mp: string;
  /** Business id of the company or housing company whose view asks (company and manager views). */
  companyid?: string;
}

/**
 * The internal id of a metering point the user may read consumption of, in one query: without
 * `companyid` the point must be visible to the user; with it the company or housing company
 * must be visible and own the point. Anything else (nonexistent included) is 403.
 */
export async function assertCanReadPoint(
  db: Db,
  user: SessionUser,
  { mp, companyid }: PointReference,
): Promise<number> {
  if (companyid === undefined) return assertCanSeeMeteringPoint(db, user, mp);
  const points = await visibleMeteringPoints(db, user, { customer: companyid });
  const point = points.find((candidate) => candidate.identifier === mp);
  if (!point) throw forbidden();
  return point.id;
}
