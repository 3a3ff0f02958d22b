import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ListQuery } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import { oneTimeTokens } from '../../db/schema';
import { invitationPurpose } from '../../invitations';
import { containsPattern, listOrder, pageWindow, withinDays } from './paging';

const tokens = oneTimeTokens;

// Revoked: used up by customer service or by a newer link (one-time-tokens' revokedMark).
const revoked = sql<boolean>`coalesce((${tokens.data}->>'revoked')::boolean, false)`;

const statusConditions = {
  pending: and(isNull(tokens.usedAt), sql`${tokens.expiresAt} > now()`)!,
  used: and(isNotNull(tokens.usedAt), sql`NOT ${revoked}`)!,
  revoked: and(isNotNull(tokens.usedAt), revoked)!,
  expired: and(isNull(tokens.usedAt), sql`${tokens.expiresAt} <= now()`)!,
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
    })
    .from(tokens)
    .where(and(eq(tokens.purpose, invitationPurpose), ...conditions))
    .orderBy(...listOrder(query, tokens.createdAt, tokens.tokenHash))
    .limit(limit)
    .offset(offset);
}
