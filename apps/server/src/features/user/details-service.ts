import type { LoginType, UserDetails, UserRole } from '@energiaportaali/domain';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { forbidden } from '../../errors';
import { messages } from '../../messages';
import { actingCustomers, actingOffice, visibleHousingCompanies } from '../../auth/access';
import { fibreAvailabilityOf, type CustomerRow } from './details-repo';

/** Which roles each login page accepts (spec 01 §6: remUser and remCompany log in as 'rem'). */
const rolesByLoginType: Record<LoginType, readonly UserRole[]> = {
  consumer: ['consumer'],
  company: ['companyUser', 'companyManager'],
  rem: ['remUser', 'remCompany'],
  operator: ['operator'],
};

const customerDataUnavailable = () =>
  forbidden({ code: 'CUSTOMER_DATA_UNAVAILABLE', message: messages.customerDataUnavailable });

const toCompany = (row: CustomerRow) => ({
  customerIdentifier: row.customerNumbers[0] ?? String(row.id),
  customerName: row.name,
  identifier: row.businessId ?? row.customerNumbers[0] ?? String(row.id),
});

const toClient = (row: CustomerRow) => ({
  customerships: [{ customer: { id: row.id, name: row.name, official: row.businessId ?? '' } }],
});

const byName = (a: CustomerRow, b: CustomerRow) =>
  a.name.localeCompare(b.name, 'fi') || a.id - b.id;

/**
 * The login answer for a login page, or null when the user's role does not belong to it (204).
 * Throws 403 when a customer-facing user has no customer data to show.
 */
export async function userDetails(
  db: Db,
  user: SessionUser,
  type: LoginType,
): Promise<UserDetails | null> {
  if (!rolesByLoginType[type].includes(user.role)) return null;
  const base = {
    userData: {
      kind: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    },
    name: `${user.firstName} ${user.lastName}`,
  };
  // Customer service acts for no customer: its back office is its whole portal.
  if (type === 'operator') return base;
  if (type !== 'rem') {
    // Only what the access module grants: a parent company's link gives no subsidiary (0005).
    const customers = (await actingCustomers(db, user)).sort(byName);
    if (customers.length === 0) throw customerDataUnavailable();
    const fibreAvailableList = await fibreAvailabilityOf(
      db,
      customers.map((customer) => customer.id),
    );
    return { ...base, companies: customers.map(toCompany), fibreAvailableList };
  }
  if ((await actingOffice(db, user)) === null) throw customerDataUnavailable();
  // The access module decides which housing companies the user represents; shown by name.
  const housingCompanies = (await visibleHousingCompanies(db, user)).sort(byName);
  return { ...base, clients: housingCompanies.map(toClient) };
}
