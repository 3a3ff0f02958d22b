import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ListQuery } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import { oneTimeTokens, users } from '../../db/schema';
import { invitationPurpose } from '../../invitation';
import { containsPattern, listOrder, pageWindow, withinDays } from './paging';

const tokens = oneTimeTokens;

// Revoked: used up by customer service or by a newer link (one-time-tokens' revokedMark).
const revoked = sql<boolean>`coalesce((${tokens.data}->>'revoked')::boolean, false)`;

// The invited account is gone (a manager company's invitation has none to lose). Compared as
// text: an id in the row's data that is not a uuid matches nothing rather than failing.
const accountDeleted = sql<boolean>`(${tokens.data}->>'userId' IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM ${users} WHERE ${users.id}::text = ${tokens.data}->>'userId'))`;

// A link its holder used stays 'used'; any other of a deleted account is 'deleted'.
const statusConditions = {
  pending: and(
    isNull(tokens.usedAt),
    sql`${tokens.expiresAt} > now()`,
    sql`NOT ${accountDeleted}`,
  )!,
  used: and(isNotNull(tokens.usedAt), sql`NOT ${revoked}`)!,
  revoked: and(isNotNull(tokens.usedAt), revoked, sql`NOT ${accountDeleted}`)!,
  expired: and(
    isNull(tokens.usedAt),
    sql`${tokens.expiresAt} <= now()`,
    sql`NOT ${accountDeleted}`,
  )!,
  deleted: and(sql`(${tokens.usedAt} IS NULL OR ${revoked})`, accountDeleted)!,
} as const;

export interface InvitationListQuery extends ListQuery {
  status?: keyof typeof statusConditions;
  /** A part of the invited address. */
  email?: string;
}

/** A page of stored invitations (one row more than asked), newest or oldest first. */
export function listInvitations(db: Db, query: InvitationListQuery) {
  const conditions = withinDays(tokens.createdAt, query);
  if (query.status) conditions.push(statusConditions[query.status]);
  if (query.email) {
    conditions.push(sql`${tokens.data}->>'email' ILIKE ${containsPattern(query.email)}`);
  }
  const { limit, offset } = pageWindow(query);
  return db
    .select({
      id: tokens.tokenHash,
      data: tokens.data,
      createdAt: tokens.createdAt,
      expiresAt: tokens.expiresAt,
      usedAt: tokens.usedAt,
      expired: sql<boolean>`${tokens.expiresAt} <= now()`,
      revoked,
      accountDeleted,
    })
    .from(tokens)
    .where(and(eq(tokens.purpose, invitationPurpose), ...conditions))
    .orderBy(...listOrder(query, tokens.createdAt, tokens.tokenHash))
    .limit(limit)
    .offset(offset);
}
