import type { CompanyPerson } from '@energiaportaali/domain';
import { actingCustomers } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { findCompanyPersonLinks } from './company-users-repo';

const byRoleThenName = (a: CompanyPerson, b: CompanyPerson) =>
  (a.role === b.role ? 0 : a.role === 'admin' ? -1 : 1) ||
  a.lastName.localeCompare(b.lastName, 'fi') ||
  a.firstName.localeCompare(b.firstName, 'fi') ||
  a.email.localeCompare(b.email);

/**
 * GET /api/business/companyUsers: the persons of the companies the company manager acts for,
 * each with those of their companies the manager shares (spec 02 §6: companyManager only).
 */
export async function companyPersons(
  db: Db,
  user: SessionUser<'companyManager'>,
): Promise<CompanyPerson[]> {
  const companies = await actingCustomers(db, user);
  if (companies.length === 0) return [];
  const links = await findCompanyPersonLinks(
    db,
    companies.map((company) => company.id),
  );
  const persons = new Map<string, CompanyPerson>();
  for (const link of links) {
    const person = persons.get(link.userId) ?? {
      firstName: link.firstName,
      lastName: link.lastName,
      email: link.email,
      role: 'user' as const,
      companies: [],
    };
    if (link.personRole === 'admin') person.role = 'admin';
    person.companies.push({ companyName: link.companyName, businessId: link.businessId ?? '' });
    persons.set(link.userId, person);
  }
  return [...persons.values()].sort(byRoleThenName);
}
