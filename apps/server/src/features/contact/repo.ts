import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contactChangeRequests, fibreAvailability } from '../../db/schema';

/** Which of these customers have fibre available at an address. */
export async function customerIdsWithFibre(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ customerId: fibreAvailability.customerId })
    .from(fibreAvailability)
    .where(inArray(fibreAvailability.customerId, [...ids]));
  return new Set(rows.map((row) => row.customerId));
}

export interface NewContactChangeRequest {
  userId: string;
  customerId: number | null;
  phone: string | null;
  email: string | null;
}

/** Stores a contact change request; returns its id. */
export async function insertContactChangeRequest(
  db: Db,
  request: NewContactChangeRequest,
): Promise<number> {
  const [row] = await db
    .insert(contactChangeRequests)
    .values(request)
    .returning({ id: contactChangeRequests.id });
  return row!.id;
}
