import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@energiaportaali/domain';
import { findAccountByEmail } from '../../accounts';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { auditLog, users } from '../../db/schema';
import { listOrder, pageWindow, withinDays } from './paging';

export interface AuditFilter {
  /** Acting, or the user acted on (target type 'user'). */
  userId?: string;
  /** The actor. */
  actorId?: string;
  /** One of these actions. */
  actions?: string[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the user named by an id or an e-mail address; null when there is none. */
export async function findUserId(db: Db, idOrEmail: string): Promise<string | null> {
  if (!uuidPattern.test(idOrEmail)) return (await findAccountByEmail(db, idOrEmail))?.id ?? null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, idOrEmail));
  return user?.id ?? null;
}

// The filters but the user's: an action and the actor.
function conditions(filter: AuditFilter): SQL[] {
  const found: SQL[] = [];
  if (filter.actorId) found.push(eq(auditLog.actorUserId, filter.actorId));
  if (filter.actions) found.push(inArray(auditLog.action, filter.actions));
  return found;
}

/**
 * The actions in the log that start with `prefix`. A LIKE over the log itself would walk a
 * million rows for a prefix that is rare or absent (the index on action serves LIKE only under
 * the C collation); the names are few, so they are read by skipping through the index on
 * action, one probe per name, and the list then filters on them.
 */
export async function actionsStartingWith(db: Db, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await queryRows<{ action: string }>(
    db,
    sql`WITH RECURSIVE names AS (
          (SELECT action FROM audit_log ORDER BY action LIMIT 1)
          UNION ALL
          SELECT (SELECT a.action FROM audit_log a WHERE a.action > names.action
                  ORDER BY a.action LIMIT 1)
          FROM names WHERE names.action IS NOT NULL)
        SELECT action FROM names WHERE action LIKE ${pattern}`,
  );
  return rows.map((row) => row.action);
}

/**
 * A page (and one row more) of the audit log, the actor named by name and e-mail. The page's ids are
 * found first and only they are joined to their actors.
 */
export async function listAudit(db: Db, filter: AuditFilter, query: ListQuery) {
  const { limit, offset } = pageWindow(query);
  const order = listOrder(query, auditLog.at, auditLog.id);
  const rest = [...conditions(filter), ...withinDays(auditLog.at, query)];
  const ids = (where: SQL | undefined, window: { limit: number; offset: number }) =>
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset);
  let where = and(...rest);
  if (filter.userId) {
    // Acting or acted on: each side's first rows come from its own index and are merged, where
    // one scan with OR would walk the whole log's time index to find a rare user's rows.
    const side = (who: SQL) => ids(and(who, ...rest), { limit: offset + limit, offset: 0 });
    where = inArray(
      auditLog.id,
      union(
        side(eq(auditLog.actorUserId, filter.userId)),
        side(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, filter.userId))!),
      ),
    );
  }
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: users.email,
      actorName: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(inArray(auditLog.id, ids(where, { limit, offset })))
    .orderBy(...order);
}
