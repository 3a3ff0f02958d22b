import { and, eq } from 'drizzle-orm';
import { meteringPointVisibility } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { meteringPoints } from '../../db/schema';
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
  const visible = meteringPointVisibility(db, user, companyid);
  if (!visible) throw forbidden();
  const [point] = await db
    .select({ id: meteringPoints.id })
    .from(meteringPoints)
    .where(and(eq(meteringPoints.identifier, mp), visible))
    .limit(1);
  if (!point) throw forbidden();
  return point.id;
}
