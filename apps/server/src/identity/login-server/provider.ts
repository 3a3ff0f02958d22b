import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { PortalConfig } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import { databaseFaultOf, isDatabaseUnavailable } from '../../db/database-faults';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { findAccountById } from './accounts';
import { createTableAdapter } from './adapter';
import { renderMessagePage } from './login-page';
import { loadProviderSecrets } from './secrets';

/** Where the embedded login server is mounted; its issuer is `${origin}/oidc`. */
export const loginServerPrefix = '/oidc';
export const loginServerProviderName = 'login-server';
/** The portal's own (first-party) client; its consent is implied. */
export const firstPartyClientId = 'energiaportaali';
export const firstPartyScope = 'openid email profile';

export interface LoginServerOptions {
  db: Db;
  origin: string;
  redirectUris: string[];
  portalConfig: PortalConfig;
  trustProxy: boolean;
  logger: FastifyBaseLogger;
}

export interface LoginServer {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const minutes = (n: number) => n * 60;

async function loadOrCreateGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  if (grantId) {
    const grant = await oidc.provider.Grant.find(grantId);
    if (grant) return grant;
  }
  if (clientId !== firstPartyClientId) return undefined;
  const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! });
  grant.addOIDCScope(firstPartyScope);
  await grant.save();
  return grant;
}

/** The embedded OpenID provider: users log in with e-mail and password; sub = users.id. */
export async function createLoginServer(options: LoginServerOptions): Promise<LoginServer> {
  const { db, origin, portalConfig, logger } = options;
  const issuer = `${origin}${loginServerPrefix}`;
  const secrets = await loadProviderSecrets(db, loginServerProviderName);

  const configuration: Configuration = {
    adapter: createTableAdapter(db, loginServerProviderName),
    clients: [
      {
        client_id: firstPartyClientId,
        client_secret: secrets.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The relying party reads the e-mail from the ID token (as with an external provider).
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          name: `${account.firstName} ${account.lastName}`,
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    loadExistingGrant: loadOrCreateGrant,
    interactions: {
      url: (_ctx, interaction) => `${loginServerPrefix}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    clientBasedCORS: () => false,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: minutes(10),
      IdToken: minutes(10),
      Interaction: minutes(15),
      Session: minutes(60),
      Grant: minutes(60),
    },
    renderError: (ctx, _out, error) => {
      const databaseAway = isDatabaseUnavailable(error);
      if (!databaseAway) {
        logger.warn(
          { error: (error as { error?: string }).error ?? 'unknown' },
          'login server error',
        );
      }
      ctx.type = 'html';
      ctx.body = renderMessagePage(
        portalConfig,
        messages.loginServerErrorTitle,
        databaseAway ? messages.databaseUnavailable : messages.loginExpired,
      );
    },
  };

  // Imported on demand: the module prints a Node 22 advice on load, and only this path needs it.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(issuer, configuration);
  provider.proxy = options.trustProxy;
  // Paths the provider does not know answer like every other unknown server path. Outermost, so
  // that it sees the final answer (the provider's own chain calls next() along the way).
  provider.middleware.unshift(async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    ctx.body = notFound().toJSON();
    // Koa turns a status it did not see set into 200 once a body is set.
    ctx.status = 404;
  });
  provider.on('server_error', (ctx, error) => {
    const fault = databaseFaultOf(error);
    if (!fault) {
      logger.error({ err: error }, 'login server failed');
      return;
    }
    // Emitted while the answer is still being made: it becomes a 503 instead of a 500.
    ctx.status = 503;
    logger.warn({ fault }, 'login server: database unavailable');
  });
  // What escapes the provider's own error handler Koa would print to the console, unserialized;
  // like Koa, client errors (exposed ones, 404) are not logged.
  (provider as unknown as NodeJS.EventEmitter).on(
    'error',
    (error: { expose?: boolean; status?: number }) => {
      if (error.expose || error.status === 404) return;
      logger.error({ err: error }, 'login server failed');
    },
  );
  return { provider, issuer, clientId: firstPartyClientId, clientSecret: secrets.clientSecret };
}
