import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parsePersonalIdentityCode } from '@energiaportaali/domain';
import type { Env } from '../../config/env';
import { escapeHtml } from '../html';
import { invalidIdentityCodeText, testServicePage } from './html';
import { publicOrigin } from '../strong-identification/origin';
import { interactionPage, testIdpTitle } from './interaction-page';
import { testIdpPath, type TestIdp, type TestIdpRegistry } from './provider';

const formLimit = 16 * 1024;
const interactionRoute = /^\/interaction\/([\w-]{1,64})(?:\/(login|abort))?$/;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > formLimit) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(html);
}

async function login(idp: TestIdp, req: IncomingMessage, res: ServerResponse, uid: string) {
  const details = await idp.provider.interactionDetails(req, res);
  const form = await readForm(req);
  const typed = (form.get('identityCode') ?? '').trim().toUpperCase();
  if (parsePersonalIdentityCode(typed) === null) {
    sendHtml(res, 400, interactionPage(uid, invalidIdentityCodeText, typed.slice(0, 20)));
    return;
  }
  const grant = new idp.provider.Grant({
    accountId: typed,
    clientId: String(details.params.client_id),
  });
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await idp.provider.interactionFinished(
    req,
    res,
    { login: { accountId: typed }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

// The test IdP's own pages; everything else is oidc-provider's.
async function interaction(idp: TestIdp, req: IncomingMessage, res: ServerResponse) {
  const match = interactionRoute.exec(new URL(req.url!, 'http://x').pathname);
  if (!match) return false;
  const [, uid, action] = match as unknown as [string, string, string | undefined];
  if (action === undefined && req.method === 'GET') {
    const details = await idp.provider.interactionDetails(req, res);
    sendHtml(res, 200, interactionPage(details.uid));
  } else if (action === 'login' && req.method === 'POST') {
    await login(idp, req, res, uid);
  } else if (action === 'abort' && req.method === 'POST') {
    await idp.provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'Tunnistautuminen peruutettiin' },
      { mergeWithLastSubmission: false },
    );
  } else {
    return false;
  }
  return true;
}

function failure(res: ServerResponse) {
  if (res.headersSent) {
    res.end();
    return;
  }
  sendHtml(
    res,
    400,
    testServicePage(
      testIdpTitle,
      `<p class="error">${escapeHtml('Tunnistautumista ei löytynyt tai se on vanhentunut. Aloita alusta.')}</p>`,
    ),
  );
}

/**
 * Mounts the test IdP under /test-idp. Fastify hands the raw request over untouched (no body
 * parsing: oidc-provider and the interaction forms read their own bodies).
 */
export function mountTestIdp(app: FastifyInstance, env: Env, registry: TestIdpRegistry): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const idp = await registry.forOrigin(publicOrigin(env, request));
    const { raw: req } = request;
    const { raw: res } = reply;
    const url = req.url ?? '/';
    const rest = url.slice(testIdpPath.length);
    // oidc-provider sees the path below the mount; originalUrl tells it where it is mounted.
    Object.assign(req, { originalUrl: url, url: rest.startsWith('/') ? rest : `/${rest}` });
    try {
      if (!(await interaction(idp, req, res))) await idp.handle(req, res);
    } catch (error) {
      request.log.warn({ errName: (error as Error).name }, 'test IdP interaction failed');
      failure(res);
    }
  };
  const methods = ['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'] as const;
  app.route({ method: [...methods], url: testIdpPath, handler });
  app.route({ method: [...methods], url: `${testIdpPath}/*`, handler });
}
