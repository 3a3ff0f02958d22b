import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/connection';
import { oidcSecrets } from '../../db/schema';

export interface ProviderSecrets {
  /** Private signing keys (RS256), published as the provider's JWKS. */
  jwks: { keys: JWK[] };
  /** Keys that sign oidc-provider's cookies. */
  cookieKeys: string[];
  /** The first-party client's secret. */
  clientSecret: string;
}

function generateSecrets(): ProviderSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * The provider's secrets, generated on the first start and kept in the database: every process
 * signs with the same keys, and tokens and cookies survive a restart. Concurrent first starts
 * both insert; the first row wins and both read it back.
 */
export async function loadProviderSecrets(db: Db, providerName: string): Promise<ProviderSecrets> {
  const read = async () => {
    const [row] = await db
      .select({ secrets: oidcSecrets.secrets })
      .from(oidcSecrets)
      .where(eq(oidcSecrets.provider, providerName));
    return row?.secrets as ProviderSecrets | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(oidcSecrets)
    .values({ provider: providerName, secrets: generateSecrets() })
    .onConflictDoNothing();
  return (await read())!;
}
