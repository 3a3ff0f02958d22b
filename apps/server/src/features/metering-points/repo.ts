import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { meteringPoints } from '../../db/schema';

/** A metering point's public facts by internal id (after the access module has checked it). */
export async function findMeteringPoint(db: Db, id: number) {
  const [row] = await db
    .select({
      identifier: meteringPoints.identifier,
      gsrn: meteringPoints.gsrn,
      utility: meteringPoints.utility,
      street: meteringPoints.street,
      postalCode: meteringPoints.postalCode,
      city: meteringPoints.city,
    })
    .from(meteringPoints)
    .where(eq(meteringPoints.id, id));
  return row ?? null;
}
