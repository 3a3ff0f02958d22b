import type { IncomingMessage } from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import {
  backOfficeMessages,
  loginReturnPaths,
  passwordResetPaths,
  type PortalConfig,
} from '@energiaportaali/domain';
import { loginReturnUris, portalOrigin } from '../../auth/relying-party';
import { databaseFaultOf, isDatabaseUnavailable } from '../../db/database-faults';
import { handleError } from '../../http/error-handler';
import { clientAddressKey } from '../../http/rate-limit-store';
import type { RouteContext } from '../../http/route-context';
import { messages } from '../../messages';
import { authenticate } from './accounts';
import {
  loginStylesheet,
  loginStylesheetPath,
  renderLoginPage,
  renderMessagePage,
} from './login-page';
import { clearFailures, recordFailure, secondsUntilAllowed, throttleKeys } from './login-throttle';
import { createLoginServer, firstPartyScope, loginServerPrefix } from './provider';

const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(200),
});

type RawWithOriginal = IncomingMessage & { originalUrl?: string };

// A consumer's login (back to /kirjaudu) changes a forgotten password by strong identification;
// every other login by an e-mailed link (decision 0044).
function forgotPasswordPath(redirectUri: unknown): string {
  const path = typeof redirectUri === 'string' ? URL.parse(redirectUri)?.pathname : undefined;
  return path === loginReturnPaths.consumer ? '/palauta' : passwordResetPaths.request;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The embedded login server: oidc-provider under /oidc plus its Finnish login page. Not mounted
 * when an external provider is configured (OIDC_ISSUER).
 */
export const loginServerRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { database, env, portalConfig } = context;
  if (env.OIDC_ISSUER) return;
  const { provider } = await createLoginServer({
    db: database.db,
    origin: portalOrigin(env),
    redirectUris: loginReturnUris(env),
    portalConfig,
    trustProxy: env.TRUST_PROXY !== false,
    logger: app.log,
  });

  const stylesheet = loginStylesheet(portalConfig);
  app.get(loginStylesheetPath, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(stylesheet),
  );
  await app.register(interactionRoutes, { ...context, provider });
  await app.register(mountProvider, { provider, portalConfig });
};

// Every authorization request stores an interaction: one address gets only so many, in the
// store all processes share (decision 0049).
export const authorizationLimit = { max: 60, timeWindow: '1 minute' };

// The provider's authorization endpoint under any spelling its router would still take.
function isAuthorizationPath(rest: string): boolean {
  const path = rest.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Left as written: the provider refuses it too.
  }
  return (
    decoded
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '')
      .toLowerCase() === '/auth'
  );
}

interface ProviderMount {
  provider: Provider;
  portalConfig: PortalConfig;
}

// oidc-provider is a Koa app: it gets the raw request with its body unread and answers itself.
const mountProvider: FastifyPluginAsync<ProviderMount> = async (
  app,
  { provider, portalConfig },
) => {
  const callback = provider.callback();
  const limitAuthorization = app.createRateLimit({
    ...authorizationLimit,
    keyGenerator: (request) => `oidc-auth|${clientAddressKey(request.ip)}`,
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as RawWithOriginal;
    const url = raw.url ?? '/';
    const rest = url.slice(loginServerPrefix.length);
    if (isAuthorizationPath(rest)) {
      const limit = await limitAuthorization(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        const page = renderMessagePage(
          portalConfig,
          messages.loginServerErrorTitle,
          messages.tooManyRequests,
        );
        return sendHtml(reply, 429, page);
      }
    }
    reply.hijack();
    // With originalUrl set, oidc-provider builds its URLs under the mount path.
    raw.originalUrl = url;
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    await callback(raw, reply.raw);
  };
  app.all(loginServerPrefix, handler);
  app.all(`${loginServerPrefix}/*`, handler);
};

interface InteractionOptions extends RouteContext {
  provider: Provider;
}

const interactionRoutes: FastifyPluginAsync<InteractionOptions> = async (app, options) => {
  const { provider, portalConfig, database } = options;
  const db = database.db;
  addFormParser(app);
  // These are pages: a missing database is told on a page, like the provider's own errors.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (!isDatabaseUnavailable(error)) return handleError(error, request, reply);
    request.log.warn({ fault: databaseFaultOf(error) }, 'login page: database unavailable');
    return sendHtml(
      reply,
      503,
      renderMessagePage(portalConfig, messages.loginServerErrorTitle, messages.databaseUnavailable),
    );
  });

  const expired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      renderMessagePage(portalConfig, messages.loginExpiredTitle, messages.loginExpired),
    );

  // The interaction of this browser (by its cookie), or null when it is gone or not this one.
  const interactionFor = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    }
  };

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionResult']>[2],
  ) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };

  app.get<{ Params: { uid: string } }>(
    `${loginServerPrefix}/interaction/:uid`,
    async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return expired(reply);
      if (details.prompt.name === 'consent') {
        // Only the first-party client exists; its consent is implied.
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id as string,
        });
        grant.addOIDCScope(firstPartyScope);
        return finish(request, reply, { consent: { grantId: await grant.save() } });
      }
      return sendHtml(
        reply,
        200,
        renderLoginPage(portalConfig, {
          uid: details.uid,
          forgotPasswordPath: forgotPasswordPath(details.params.redirect_uri),
        }),
      );
    },
  );

  app.post<{ Params: { uid: string } }>(
    `${loginServerPrefix}/interaction/:uid/login`,
    async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return expired(reply);
      const form = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof form.email === 'string' ? form.email : '';
      const page = (status: number, error: string) =>
        sendHtml(
          reply,
          status,
          renderLoginPage(portalConfig, {
            uid: details.uid,
            email,
            error,
            forgotPasswordPath: forgotPasswordPath(details.params.redirect_uri),
          }),
        );
      const keys = throttleKeys(request.ip, email);
      const wait = await secondsUntilAllowed(db, keys);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return page(429, messages.loginRateLimited(wait));
      }
      const credentials = credentialsSchema.safeParse(form);
      const account = credentials.success
        ? await authenticate(db, credentials.data.email, credentials.data.password)
        : null;
      if (!account) {
        await recordFailure(db, keys);
        return page(401, messages.loginFailed);
      }
      if (account.locked) return page(403, backOfficeMessages.accountLocked);
      await clearFailures(db, keys);
      return finish(request, reply, { login: { accountId: account.id } });
    },
  );

  app.get<{ Params: { uid: string } }>(
    `${loginServerPrefix}/interaction/:uid/abort`,
    async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return expired(reply);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    },
  );
};

function addFormParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
