import type { Db } from '../../db/connection';
import { companyRegistrationRequests } from '../../db/schema';

export type NewCompanyRegistration = typeof companyRegistrationRequests.$inferInsert;

/** Stores a registration request; returns its id. */
export async function insertCompanyRegistration(
  db: Db,
  request: NewCompanyRegistration,
): Promise<number> {
  const [row] = await db
    .insert(companyRegistrationRequests)
    .values(request)
    .returning({ id: companyRegistrationRequests.id });
  return row!.id;
}
