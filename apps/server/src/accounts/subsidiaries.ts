import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { customers } from '../db/schema';

/** Makes the company the parent of those subsidiaries that have none yet. */
export async function adoptSubsidiaries(
  db: Db,
  parentId: number,
  subsidiaryIds: readonly number[],
): Promise<void> {
  if (subsidiaryIds.length === 0) return;
  await db
    .update(customers)
    .set({ parentCustomerId: parentId, updatedAt: sql`now()` })
    .where(
      and(
        inArray(customers.id, [...subsidiaryIds]),
        isNull(customers.parentCustomerId),
        ne(customers.id, parentId),
      ),
    );
}
