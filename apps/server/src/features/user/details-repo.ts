import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { fibreAvailability } from '../../db/schema';

export interface CustomerRow {
  id: number;
  name: string;
  businessId: string | null;
  customerNumbers: string[];
}

/** The fibre products available to these customers, by type and address, each once. */
export async function fibreAvailabilityOf(
  db: Db,
  customerIds: readonly number[],
): Promise<{ type: string; address: string }[]> {
  if (customerIds.length === 0) return [];
  return db
    .selectDistinct({ type: fibreAvailability.type, address: fibreAvailability.address })
    .from(fibreAvailability)
    .where(inArray(fibreAvailability.customerId, [...customerIds]))
    .orderBy(asc(fibreAvailability.type), asc(fibreAvailability.address));
}
