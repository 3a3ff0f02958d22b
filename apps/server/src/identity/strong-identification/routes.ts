import { z } from 'zod';
import { bankListSchema } from '@energiaportaali/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import type { RouteContext } from '../../http/route-context';
import { serviceUnavailable } from '../../errors';
import { messages } from '../../messages';
import { verifyTupasResponse } from '../tupas';
import { completeIdentification, failurePath, flows } from './identification';
import { consumeToken, storeToken } from '../../auth/one-time-tokens';
import { publicOrigin } from './origin';
import { bankEntry, configuredBanks, newStamp, type StampData } from './tupas-banks';
import { vatuRedirectUri, type VatuClient, type VatuTransaction } from './vatu';

export interface StrongIdentificationOptions extends RouteContext {
  vatuClient: (origin: string) => Promise<VatuClient | null>;
}

const rateLimit = { max: 30, timeWindow: '1 minute' };
const flowParams = z.object({ flow: z.enum(flows) }).strict();

// The return endpoints are browser redirects from a broker or bank, which may add parameters
// of their own: they are read leniently here and every failure ends on the SPA's failure page.
const vatuReturnQuery = z.object({
  state: z.string().min(1).max(512),
  code: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
});
const tupasReturnQuery = z.object({ B02K_STAMP: z.string().min(1).max(64) });
const singleValues = (query: unknown) =>
  Object.fromEntries(
    Object.entries(query as Record<string, unknown>).filter(
      ([, value]) => typeof value === 'string',
    ),
  );

const redirect = (reply: FastifyReply, path: string) =>
  reply.header('cache-control', 'no-store').redirect(path, 302);

/** The strong identification endpoints of the identity contract (vatu link flow and Tupas). */
export const strongIdentificationRoutes: FastifyPluginAsyncZod<
  StrongIdentificationOptions
> = async (app, { database, env, clock, vatuClient }) => {
  const { db } = database;

  app.get(
    '/auth/:flow/vatu/link',
    {
      config: { rateLimit },
      schema: {
        params: flowParams,
        querystring: z
          .object({
            state: z
              .string()
              .regex(/^[\w.:-]{1,64}$/)
              .optional(),
          })
          .strict(),
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(env, request);
      const vatu = await vatuClient(origin);
      if (!vatu) {
        throw serviceUnavailable({
          code: 'IDENTIFICATION_UNAVAILABLE',
          message: messages.identificationUnavailable,
        });
      }
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const transaction: VatuTransaction = {
        flow: request.params.flow,
        nonce,
        codeVerifier,
        origin,
      };
      await storeToken(db, state, 'vatu-transaction', 'vatu', transaction);
      const link = client.buildAuthorizationUrl(vatu.config, {
        redirect_uri: vatuRedirectUri(origin),
        scope: vatu.scope,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'login',
      });
      reply.setCookie('auth_state', request.query.state ?? String(clock.now().getTime()), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: origin.startsWith('https:'),
        expires: new Date(clock.now().getTime() + 10 * 365 * 24 * 3600 * 1000),
      });
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(link.href);
    },
  );

  app.get('/auth/vatu/return', { config: { rateLimit } }, async (request, reply) => {
    const query = vatuReturnQuery.safeParse(singleValues(request.query));
    if (!query.success) return redirect(reply, failurePath('invalid_request', 'reg'));
    const { state, error } = query.data;
    const transaction = await consumeToken<VatuTransaction>(db, state, 'vatu-transaction');
    if (!transaction) return redirect(reply, failurePath('invalid_state', 'reg'));
    const { flow } = transaction.data;
    if (error !== undefined) return redirect(reply, failurePath(error, flow));
    const identityCode = await exchangeCode(request, vatuClient, transaction.data, state);
    if (identityCode === null) return redirect(reply, failurePath('server_error', flow));
    return redirect(reply, await completeIdentification(db, env, flow, identityCode));
  });

  app.get(
    '/auth/:flow/tupas/banks',
    {
      config: { rateLimit },
      schema: { params: flowParams, response: { 200: bankListSchema } },
    },
    async (request, reply) => {
      const origin = publicOrigin(env, request);
      const { flow } = request.params;
      const banks = [];
      for (const bank of configuredBanks(env, origin)) {
        const stamp = newStamp(clock.now());
        await storeToken(db, stamp, 'tupas-stamp', bank.id, { flow } satisfies StampData);
        banks.push(bankEntry(bank, origin, flow, stamp));
      }
      reply.header('cache-control', 'no-store');
      return banks;
    },
  );

  app.get('/auth/tupas/return', { config: { rateLimit } }, async (request, reply) => {
    const fields = singleValues(request.query);
    const query = tupasReturnQuery.safeParse(fields);
    if (!query.success) return redirect(reply, failurePath('invalid_request', 'reg'));
    // The stamp is used up first: a message is accepted once, and only within 15 minutes.
    const stamp = await consumeToken<StampData>(db, query.data.B02K_STAMP, 'tupas-stamp');
    if (!stamp) return redirect(reply, failurePath('invalid_stamp', 'reg'));
    const { flow } = stamp.data;
    const bank = configuredBanks(env, publicOrigin(env, request)).find(
      (b) => b.id === stamp.subject,
    );
    if (!bank || !verifyTupasResponse(fields, bank.secret)) {
      request.log.warn({ bank: stamp.subject }, 'Tupas return message with a bad MAC');
      return redirect(reply, failurePath('invalid_mac', flow));
    }
    return redirect(reply, await completeIdentification(db, env, flow, fields.B02K_CUSTID));
  });
};

async function exchangeCode(
  request: FastifyRequest,
  vatuClient: StrongIdentificationOptions['vatuClient'],
  transaction: VatuTransaction,
  state: string,
): Promise<unknown> {
  try {
    const vatu = await vatuClient(transaction.origin);
    if (!vatu) return null;
    const search = request.url.slice(request.url.indexOf('?'));
    const currentUrl = new URL(`${vatuRedirectUri(transaction.origin)}${search}`);
    const tokens = await client.authorizationCodeGrant(vatu.config, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    return tokens.claims()?.[vatu.identityClaim] ?? null;
  } catch (error) {
    // Only the error's kind: messages and causes of token errors may quote claims.
    const { name, code } = error as { name?: string; code?: string };
    request.log.warn({ errName: name, errCode: code }, 'vatu code exchange failed');
    return null;
  }
}
