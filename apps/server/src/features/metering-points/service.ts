import type { MeteringPointDetails } from '@energiaportaali/domain';
import { assertCanSeeMeteringPoint } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import type { PointReference } from '../../usage-periods/buckets';
import { findMeteringPoint } from './repo';

/** The point's address and ids; 403 for a point the user may not see (also an unknown one). */
export async function meteringPointDetails(
  db: Db,
  user: SessionUser,
  { mp, companyid }: PointReference,
): Promise<MeteringPointDetails> {
  const id = await assertCanSeeMeteringPoint(db, user, mp, companyid);
  const point = await findMeteringPoint(db, id);
  if (!point) throw notFound({ message: messages.usageNotFound });
  return {
    meteringpointIdentifier: point.identifier,
    gsrnIdentifier: point.gsrn,
    utility: point.utility,
    address: point.street,
    zip: point.postalCode,
    city: point.city,
  };
}
