import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemState } from '../../db/schema';

const stateKey = 'altcha-hmac-key';

/**
 * The ALTCHA signing key when ALTCHA_HMAC_KEY is unset: generated on the first use and kept in
 * the database, so every process accepts the others' challenges and a restart keeps them valid.
 * Concurrent first uses both insert; the first row wins and both read it back.
 */
export async function loadGeneratedHmacKey(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db
      .select({ value: systemState.value })
      .from(systemState)
      .where(eq(systemState.key, stateKey));
    return typeof row?.value === 'string' ? row.value : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(systemState)
    .values({ key: stateKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await read())!;
}
