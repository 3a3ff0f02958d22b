import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { customers, userCustomers, users } from '../../db/schema';

/** Every user link to these companies, with the person and the company. */
export function findCompanyPersonLinks(db: Db, companyIds: readonly number[]) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      personRole: userCustomers.personRole,
      companyName: customers.name,
      businessId: customers.businessId,
    })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(inArray(userCustomers.customerId, [...companyIds]))
    .orderBy(asc(customers.name));
}
