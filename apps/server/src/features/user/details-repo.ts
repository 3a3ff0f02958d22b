import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers, officeStaff, userCustomers } from '../../db/schema';

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
