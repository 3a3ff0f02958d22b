import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fibreAvailability, fibreRequests } from '../../db/schema';

export interface NewFibreOffer {
  userId: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Stores a fibre offer request; returns its id. */
export async function insertFibreOffer(db: Db, offer: NewFibreOffer): Promise<number> {
  const [row] = await db
    .insert(fibreRequests)
    .values({ kind: 'offer', ...offer })
    .returning({ id: fibreRequests.id });
  return row!.id;
}

/** The addresses where fibre is available to these customers (ids the access module gave). */
export async function fibreAddresses(db: Db, customerIds: readonly number[]): Promise<string[]> {
  if (customerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ address: fibreAvailability.address })
    .from(fibreAvailability)
    .where(inArray(fibreAvailability.customerId, [...customerIds]))
    .orderBy(asc(fibreAvailability.address));
  return rows.map((row) => row.address);
}
