import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { oneTimeTokens } from '../../db/schema';

const purpose = 'altcha';

/**
 * Marks a solved challenge as used, until it would have expired anyway. True the first time;
 * false when it was used before (a replay). The primary key decides between concurrent uses.
 */
export async function useSolutionOnce(
  db: Db,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  // Rows past their expiry can never be replayed (the challenge is refused as expired first).
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, purpose), lt(oneTimeTokens.expiresAt, sql`now()`)));
  const inserted = await db
    .insert(oneTimeTokens)
    .values({
      tokenHash: createHash('sha256').update(`${purpose}:${signature}`).digest('hex'),
      purpose,
      subject: purpose,
      expiresAt,
      usedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  return inserted.length === 1;
}
