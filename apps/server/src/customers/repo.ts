import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { customers } from '../db/schema';

export interface CustomerContact {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  customerNumbers: string[];
}

/** The customers with these ids (ids the access module gave), in id order. */
export async function findCustomers(db: Db, ids: readonly number[]): Promise<CustomerContact[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      customerNumbers: customers.customerNumbers,
    })
    .from(customers)
    .where(inArray(customers.id, [...ids]))
    .orderBy(asc(customers.id));
}
