import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { z } from 'zod';
import type { LoginType } from '@energiaportaali/domain';
import {
  createRelyingParty,
  embeddedProviderMetadata,
  loginReturnUri,
  portalOrigin,
  type LoginIdentity,
  type RelyingParty,
} from '../../auth/relying-party';
import { createSession } from '../../auth/sessions';
import type { Env } from '../../config/env';
import type { Db } from '../../db/connection';
import {
  firstPartyClientId,
  loginServerPrefix,
  loginServerProviderName,
} from '../../identity/login-server/provider';
import { loadProviderSecrets } from '../../identity/login-server/secrets';
import type { Clock } from '../../clock';
import { matchExternalAccount } from './external-account';
import { findUserIdById, saveLoginTransaction, takeLoginTransaction, touchLastLogin } from './repo';

/** A login started more than this long ago can no longer finish. */
export const loginTransactionMs = 10 * 60_000;

const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  redirectUri: z.string(),
});

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

// Reasons that mean this browser's login state is gone or belongs to another login.
const stateLostReasons = new Set([
  'no_transaction',
  'unknown_transaction',
  'type_mismatch',
  'state_mismatch',
]);

/** Why a login callback was refused; logged as a code, never with tokens or codes. */
export class LoginFailed extends Error {
  override readonly name = 'LoginFailed';
  constructor(readonly reason: string) {
    super(reason);
  }

  /** The state was lost (start again) rather than the code exchange failing. */
  get stateLost(): boolean {
    return stateLostReasons.has(this.reason);
  }
}

export interface AuthService {
  /** Returns the authorization URL and the transaction cookie binding it to this browser. */
  startLogin(type: LoginType): Promise<{ url: string; transactionCookie: string }>;
  /** Verifies and exchanges; returns the new session's cookie value. */
  finishLogin(input: {
    type: LoginType;
    search: string;
    transactionCookie: string | undefined;
    previousSession: string | undefined;
  }): Promise<string>;
}

// The embedded provider is reached in-process: no network hop to our own public origin.
function injectFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      payload:
        body === null || body === undefined
          ? undefined
          : body instanceof URLSearchParams
            ? body.toString()
            : typeof body === 'string'
              ? body
              : Buffer.from(body as ArrayBuffer),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) headers.append(name, String(item));
      }
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

async function relyingPartyFor(app: FastifyInstance, db: Db, env: Env): Promise<RelyingParty> {
  if (env.OIDC_ISSUER) {
    return createRelyingParty({
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID!,
      clientSecret: env.OIDC_CLIENT_SECRET!,
    });
  }
  const issuer = `${portalOrigin(env)}${loginServerPrefix}`;
  const secrets = await loadProviderSecrets(db, loginServerProviderName);
  return createRelyingParty({
    issuer,
    clientId: firstPartyClientId,
    clientSecret: secrets.clientSecret,
    metadata: embeddedProviderMetadata(issuer),
    fetch: injectFetch(app),
    allowHttp: true,
  });
}

export async function createAuthService(
  app: FastifyInstance,
  db: Db,
  env: Env,
  clock: Clock,
): Promise<AuthService> {
  const relyingParty = await relyingPartyFor(app, db, env);
  const embedded = env.OIDC_ISSUER === undefined;

  // The embedded provider's sub is users.id; an external identity is bound to its account.
  async function accountOf(identity: LoginIdentity): Promise<string> {
    if (embedded) {
      const userId = await findUserIdById(db, identity.sub);
      if (!userId) throw new LoginFailed('unknown_user');
      return userId;
    }
    const email = () =>
      identity.email().catch(() => {
        throw new LoginFailed('userinfo_failed');
      });
    const match = await matchExternalAccount(db, { ...identity, email }, env.OIDC_TRUST_EMAIL);
    if ('refused' in match) throw new LoginFailed(match.refused);
    return match.userId;
  }

  return {
    async startLogin(type) {
      const { url, transaction } = await relyingParty.startLogin(loginReturnUri(env, type));
      const transactionCookie = randomBytes(32).toString('base64url');
      await saveLoginTransaction(
        db,
        hash(transactionCookie),
        type,
        transaction,
        new Date(clock.now().getTime() + loginTransactionMs),
        clock.now(),
      );
      return { url: url.href, transactionCookie };
    },

    async finishLogin({ type, search, transactionCookie, previousSession }) {
      if (!transactionCookie) throw new LoginFailed('no_transaction');
      const stored = await takeLoginTransaction(db, hash(transactionCookie), clock.now());
      if (!stored) throw new LoginFailed('unknown_transaction');
      if (stored.type !== type) throw new LoginFailed('type_mismatch');
      const transaction = transactionSchema.parse(stored.data);
      // openid-client checks it too; checked first, a mismatch is told apart from a failed exchange.
      if (new URLSearchParams(search).get('state') !== transaction.state) {
        throw new LoginFailed('state_mismatch');
      }
      const identity = await relyingParty
        .finishLogin(search, transaction)
        .catch((error: unknown) => {
          throw new LoginFailed((error as { code?: string }).code ?? 'token_exchange_failed');
        });
      const userId = await accountOf(identity);
      await touchLastLogin(db, userId, clock.now());
      return createSession(db, userId, previousSession, clock.now());
    },
  };
}
