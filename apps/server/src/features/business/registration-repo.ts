import type { Db } from '../../db/connection';
import { businessRegistrationRequests } from '../../db/schema';

export type NewBusinessRegistration = typeof businessRegistrationRequests.$inferInsert;

/** Stores a registration request; returns its id. */
export async function insertBusinessRegistration(
  db: Db,
  request: NewBusinessRegistration,
): Promise<number> {
  const [row] = await db
    .insert(businessRegistrationRequests)
    .values(request)
    .returning({ id: businessRegistrationRequests.id });
  return row!.id;
}
