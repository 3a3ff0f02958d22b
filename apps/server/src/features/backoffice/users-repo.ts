import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@energiaportaali/domain';
import { accountColumns } from '../../accounts';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { sessions, users } from '../../db/schema';
import { containsPattern, listOrder, pageWindow, withinDays } from './paging';

// Whom a user acts for: their own customers, a manager's assigned housing companies, and every
// housing company of the office for its main user (as the access module reads them).
const actsFor = sql.raw(`(
  select uc.user_id, uc.customer_id from user_customers uc
  union all
  select sh.user_id, sh.customer_id from staff_housing_companies sh
  union all
  select os.user_id, oh.customer_id
    from office_staff os
    join office_housing_companies oh on oh.office_id = os.office_id
    join users ou on ou.id = os.user_id and ou.role = 'remCompany'
)`);

/**
 * Users matching `text`: a part of the name or e-mail or of the business id of a customer they
 * act for or of their office, or exactly the metering point identifier or GSRN of such a
 * customer.
 */
function userSearchCondition(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(
    ${users.email} ILIKE ${pattern}
    OR (${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern}
    OR (${users.lastName} || ' ' || ${users.firstName}) ILIKE ${pattern}
    OR EXISTS (
      SELECT 1 FROM ${actsFor} a JOIN customers c ON c.id = a.customer_id
      WHERE a.user_id = ${users.id} AND c.business_id ILIKE ${pattern}
    )
    OR EXISTS (
      SELECT 1 FROM office_staff os JOIN property_manager_offices o ON o.id = os.office_id
      WHERE os.user_id = ${users.id} AND o.business_id ILIKE ${pattern}
    )
    OR EXISTS (
      SELECT 1 FROM ${actsFor} a JOIN metering_points m ON m.customer_id = a.customer_id
      WHERE a.user_id = ${users.id} AND (m.identifier = ${text} OR m.gsrn = ${text})
    )
  )`;
}

const listedColumns = {
  ...accountColumns,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export interface UserSearchQuery extends ListQuery {
  q: string;
}

/** A page of the users the query finds (one row more than asked). */
export function listUsers(db: Db, query: UserSearchQuery) {
  const conditions = withinDays(users.createdAt, query);
  if (query.q) conditions.push(userSearchCondition(query.q));
  const { limit, offset } = pageWindow(query);
  return db
    .select(listedColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(...listOrder(query, users.createdAt, users.id))
    .limit(limit)
    .offset(offset);
}

export async function findAccount(db: Db, id: string) {
  const [row] = await db.select(listedColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The customers each of these users acts for, by name. */
export async function customersOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return queryRows<{ userId: string; name: string; businessId: string | null }>(
    db,
    sql`SELECT DISTINCT a.user_id AS "userId", c.name, c.business_id AS "businessId"
        FROM ${actsFor} a JOIN customers c ON c.id = a.customer_id
        WHERE a.user_id IN (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ORDER BY c.name`,
  );
}

/** The office of each of these users that is office staff. */
export async function officesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return queryRows<{ userId: string; name: string }>(
    db,
    sql`SELECT os.user_id AS "userId", o.name
        FROM office_staff os JOIN property_manager_offices o ON o.id = os.office_id
        WHERE os.user_id IN (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

/** Locks (keeping the first lock time) or unlocks the account; false when there is none. */
export async function setLocked(db: Db, id: string, locked: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      lockedAt: locked ? sql`coalesce(${users.lockedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Deletes every session of the account; how many there were. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.idHash });
  return rows.length;
}
