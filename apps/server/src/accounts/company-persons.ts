import type { Db } from '../db/connection';
import { createAccountIfEmailFree, type Person } from './create-account';
import { linkCustomers } from './customer-links';

/** A company person's role: an admin ('Pääkäyttäjä') is a companyManager. */
export const companyPersonRole = (admin: boolean) => (admin ? 'companyManager' : 'companyUser');

/**
 * A password-less person of these companies, a companyManager who is their admin or a
 * companyUser; its id, or null when the address already has an account (the unique index
 * decides, also between concurrent adds, and the transaction goes on).
 */
export async function createCompanyPerson(
  db: Db,
  person: Person,
  companyIds: readonly number[],
  { admin }: { admin: boolean },
): Promise<string | null> {
  const userId = await createAccountIfEmailFree(db, { ...person, role: companyPersonRole(admin) });
  if (userId === null) return null;
  await linkCustomers(db, userId, companyIds, admin ? 'admin' : 'user');
  return userId;
}
