import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { oneTimeTokens } from '../../db/schema';
import { invitationPurpose } from '../../invitations';

const tokens = oneTimeTokens;

/** The columns a list filters and sorts on. */
export const invitationColumns = {
  createdAt: tokens.createdAt,
  id: tokens.tokenHash,
  email: sql<string>`${tokens.data}->>'email'`,
};

export const invitationStatusConditions = {
  pending: and(isNull(tokens.usedAt), sql`${tokens.expiresAt} > now()`)!,
  used: isNotNull(tokens.usedAt),
  expired: and(isNull(tokens.usedAt), sql`${tokens.expiresAt} <= now()`)!,
} as const;

export interface InvitationListFilter {
  conditions: SQL[];
  order: SQL[];
  limit: number;
  offset: number;
}

/** A page of stored invitations (one row more than asked), newest or oldest first. */
export function listInvitations(db: Db, filter: InvitationListFilter) {
  return db
    .select({
      id: tokens.tokenHash,
      data: tokens.data,
      createdAt: tokens.createdAt,
      expiresAt: tokens.expiresAt,
      usedAt: tokens.usedAt,
      expired: sql<boolean>`${tokens.expiresAt} <= now()`,
    })
    .from(tokens)
    .where(and(eq(tokens.purpose, invitationPurpose), ...filter.conditions))
    .orderBy(...filter.order)
    .limit(filter.limit)
    .offset(filter.offset);
}
