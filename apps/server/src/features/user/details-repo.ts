import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  customers,
  officeHousingCompanies,
  officeStaff,
  staffHousingCompanies,
  userCustomers,
} from '../../db/schema';

export interface CustomerRow {
  id: number;
  name: string;
  businessId: string | null;
  customerNumbers: string[];
}

const customerColumns = {
  id: customers.id,
  name: customers.name,
  businessId: customers.businessId,
  customerNumbers: customers.customerNumbers,
};

/** The customers a user acts for, with the subsidiaries of those that are companies. */
export async function findUserCustomers(db: Db, userId: string): Promise<CustomerRow[]> {
  const linked = db
    .select({ id: userCustomers.customerId })
    .from(userCustomers)
    .where(eq(userCustomers.userId, userId));
  return db
    .select(customerColumns)
    .from(customers)
    .where(or(inArray(customers.id, linked), inArray(customers.parentCustomerId, linked)))
    .orderBy(asc(customers.name), asc(customers.id));
}

/** The office a staff member (remUser or remCompany) belongs to, if any. */
export async function findOfficeId(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ officeId: officeStaff.officeId })
    .from(officeStaff)
    .where(eq(officeStaff.userId, userId))
    .limit(1);
  return row?.officeId ?? null;
}

/** Every housing company the office manages (what its main user sees). */
export async function findOfficeHousingCompanies(db: Db, officeId: number): Promise<CustomerRow[]> {
  return db
    .select(customerColumns)
    .from(officeHousingCompanies)
    .innerJoin(customers, eq(customers.id, officeHousingCompanies.customerId))
    .where(eq(officeHousingCompanies.officeId, officeId))
    .orderBy(asc(customers.name), asc(customers.id));
}

/** The housing companies assigned to one staff member. */
export async function findStaffHousingCompanies(db: Db, userId: string): Promise<CustomerRow[]> {
  return db
    .select(customerColumns)
    .from(staffHousingCompanies)
    .innerJoin(customers, eq(customers.id, staffHousingCompanies.customerId))
    .where(eq(staffHousingCompanies.userId, userId))
    .orderBy(asc(customers.name), asc(customers.id));
}
