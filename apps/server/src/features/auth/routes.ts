import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  externalLoginCodes,
  loginEntryOfRole,
  loginEntrySchema,
  loginStateLostCode,
  loginTypes,
} from '@energiaportaali/domain';
import { portalOrigin } from '../../auth/relying-party';
import {
  clearSessionCookie,
  deleteSession,
  sessionCookieOf,
  setSessionCookie,
} from '../../auth/sessions';
import type { Env } from '../../config/env';
import type { Db } from '../../db/connection';
import { unauthorized } from '../../errors';
import type { RouteContext } from '../../http/route-context';
import { messages } from '../../messages';
import { createAuthService, LoginFailed, loginTransactionMs } from './service';

const transactionCookieName = 'login_tx';
const transactionCookiePath = '/api/auth';

const loginQuerySchema = z.object({ type: z.enum(loginTypes) }).strict();
const callbackBodySchema = z
  .object({ type: z.enum(loginTypes), search: z.string().max(4096) })
  .strict();
const logoutQuerySchema = z.object({ redirect: z.string().max(2048).optional() }).strict();

// What the person can do about an external identity's refusal (decision 0047).
const externalRefusals: Record<string, { code: string; message: string }> = {
  email_unverified: {
    code: externalLoginCodes.emailUnverified,
    message: messages.loginEmailUnverified,
  },
  email_bound: { code: externalLoginCodes.emailBound, message: messages.loginEmailBound },
};

// Never the wrong-password text: the password was checked and accepted on the login page.
const loginFailed = (error: LoginFailed) =>
  error.stateLost
    ? unauthorized({ code: loginStateLostCode, message: messages.loginStateLost })
    : unauthorized(
        Object.hasOwn(externalRefusals, error.reason)
          ? externalRefusals[error.reason]
          : { code: 'LOGIN_FAILED', message: messages.loginCallbackFailed },
      );

async function endSession(db: Db, env: Env, request: FastifyRequest, reply: FastifyReply) {
  const cookie = sessionCookieOf(request);
  if (cookie) await deleteSession(db, cookie);
  clearSessionCookie(reply, env);
  reply.header('cache-control', 'no-store');
}

/** Login (redirect + callback), the account's own login entry and the XHR logout, under /api. */
export const authRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, env, clock },
) => {
  const db = database.db;
  const service = await createAuthService(app, db, env, clock);
  const transactionCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: transactionCookiePath,
    secure: env.NODE_ENV === 'production',
  };

  app.get(
    '/auth/login',
    { config: { auth: 'none' }, schema: { querystring: loginQuerySchema } },
    async (request, reply) => {
      const { url, transactionCookie: value } = await service.startLogin(request.query.type);
      return reply
        .setCookie(transactionCookieName, value, {
          ...transactionCookie,
          maxAge: loginTransactionMs / 1000,
        })
        .header('cache-control', 'no-store')
        .redirect(url, 302);
    },
  );

  app.post(
    '/auth/callback',
    {
      config: { auth: 'none' },
      schema: {
        body: callbackBodySchema,
        response: { 204: z.undefined(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.clearCookie(transactionCookieName, transactionCookie);
      try {
        const session = await service.finishLogin({
          ...request.body,
          transactionCookie: request.cookies[transactionCookieName],
          previousSession: sessionCookieOf(request),
        });
        setSessionCookie(reply, env, session);
        return reply.code(204).send();
      } catch (error) {
        if (!(error instanceof LoginFailed)) throw error;
        request.log.warn({ reason: error.reason }, 'login callback refused');
        // A failed login also ends whatever session the browser had.
        await endSession(db, env, request, reply);
        throw loginFailed(error);
      }
    },
  );

  // Asked by a login page that found no details for its type (204): only a logged-in account,
  // whose password was accepted, learns where it does log in.
  app.get(
    '/auth/entry',
    {
      config: { auth: 'user' },
      schema: { response: { 200: loginEntrySchema, 401: apiErrorSchema } },
    },
    async (request) => loginEntryOfRole(request.user.role),
  );

  app.get('/oauth/logout', { config: { auth: 'none' } }, async (request, reply) => {
    await endSession(db, env, request, reply);
    return reply.code(204).send();
  });
};

/** Where the full-page logout may return: the portal's own origin only. */
export function logoutTarget(redirect: string | undefined, origin: string): string {
  if (!redirect) return '/';
  try {
    const target = new URL(redirect, origin);
    return target.origin === origin ? target.href : '/';
  } catch {
    return '/';
  }
}

/** GET /oauth/logout?redirect={origin}: the full-page logout link. */
export const logoutPageRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, env },
) => {
  app.get(
    '/oauth/logout',
    { schema: { querystring: logoutQuerySchema } },
    async (request, reply) => {
      await endSession(database.db, env, request, reply);
      return reply.redirect(logoutTarget(request.query.redirect, portalOrigin(env)), 302);
    },
  );
};
