import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { parsePersonalIdentityCode } from '@energiaportaali/domain';
import type { Env } from '../../config/env';
import type { Db } from '../../db/connection';
import { customers } from '../../db/schema';
import { unauthorized } from '../../errors';
import { messages } from '../../messages';
import { hashIdentityCode } from '../identity-code-hash';
import {
  consumeToken,
  newToken,
  peekToken,
  storeToken,
  type StoredToken,
} from '../../auth/one-time-tokens';

export const flows = ['reg', 'cred'] as const;
/** Registration (`reg`) or password change (`cred`). */
export type Flow = (typeof flows)[number];

export interface IdentificationData {
  flow: Flow;
}

const purpose = 'strong-identification';

/** The SPA page an identification failure leads to (spec 01 §2 failure page). */
export function failurePath(error: string, flow: Flow): string {
  const code = /^[a-z_]{1,40}$/.test(error) ? error : 'server_error';
  return `/rekisteroidy/virhe?${new URLSearchParams({ error: code, flow })}`;
}

/**
 * After a verified identification: hashes the identity code (the clear code goes no further),
 * issues the single-use token and answers the SPA page to redirect to (identity contract).
 */
export async function completeIdentification(
  db: Db,
  env: Env,
  flow: Flow,
  identityCode: unknown,
): Promise<string> {
  if (typeof identityCode !== 'string' || parsePersonalIdentityCode(identityCode) === null) {
    return failurePath('invalid_identity', flow);
  }
  const identityCodeHash = hashIdentityCode(identityCode, env.IDENTITY_CODE_KEY);
  if (flow === 'reg') {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.identityCodeHash, identityCodeHash))
      .limit(1);
    if (!customer) return '/rekisteroidy/failure';
  }
  const token = newToken();
  await storeToken(db, token, purpose, identityCodeHash, { flow } satisfies IdentificationData);
  const query = new URLSearchParams({ token });
  return flow === 'reg' ? `/rekisteroidy/tiedot?${query}` : `/palauta?${query}`;
}

export const invalidToken = () =>
  unauthorized({ code: 'INVALID_TOKEN', message: messages.invalidIdentificationToken });

/** The bearer token of the request; 401 INVALID_TOKEN when there is none. */
export function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer ([\w-]{16,200})$/.exec(request.headers.authorization ?? '');
  if (!match) throw invalidToken();
  return match[1]!;
}

export type Identified = StoredToken<IdentificationData>;

/** The identified person behind a valid, unused token (subject: identity-code hash); 401 otherwise. */
export async function peekIdentification(db: Db, token: string): Promise<Identified> {
  const found = await peekToken<IdentificationData>(db, token, purpose);
  if (!found) throw invalidToken();
  return found;
}

/** Uses the token up (inside the caller's transaction); 401 when bad, used or expired. */
export async function consumeIdentification(db: Db, token: string): Promise<Identified> {
  const found = await consumeToken<IdentificationData>(db, token, purpose);
  if (!found) throw invalidToken();
  return found;
}
