import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  parsePersonalIdentityCode,
  tupasFormFields,
  tupasRequestFields,
} from '@energiaportaali/domain';
import type { Env } from '../../config/env';
import { escapeHtml } from '../html';
import {
  demoPersonButtons,
  identityCodeField,
  invalidIdentityCodeText,
  testServicePage,
} from '../test-idp/html';
import { tupasRequestMac, tupasResponseMac, tupasSha256, type TupasRequestFields } from '../tupas';
import { testBankPath } from './tupas-banks';
import type { Clock } from '../../clock';

const title = 'Testipankki (testipalvelu)';

type Form = Record<string, unknown>;

/** The request's fields when its A01Y_MAC is right (constant-time check), else null. */
function verifiedRequest(form: Form, secret: string): TupasRequestFields | null {
  const fields = {} as Record<keyof TupasRequestFields, string>;
  for (const [name, key] of tupasRequestFields) {
    const value = form[name];
    if (typeof value !== 'string' || value.length > 512) return null;
    fields[key] = value;
  }
  if (fields.algorithmType !== tupasSha256 || typeof form.A01Y_MAC !== 'string') return null;
  let expected: string;
  try {
    expected = tupasRequestMac(fields, secret);
  } catch {
    return null;
  }
  const given = Buffer.from(form.A01Y_MAC.toUpperCase(), 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? fields : null;
}

function hiddenFields(form: Form): string {
  return tupasFormFields
    .map(([name]) => name)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(String(form[name]))}">`)
    .join('\n');
}

function bankPage(form: Form, error?: string): string {
  return testServicePage(
    title,
    `<form method="post" action="${testBankPath}/decision">
${hiddenFields(form)}
<input type="hidden" name="action" value="approve">
${identityCodeField(error)}
<button type="submit">Hyväksy</button>
<fieldset>
<legend>Testihenkilöt</legend>
${demoPersonButtons()}
</fieldset>
</form>
<form method="post" action="${testBankPath}/decision">
${hiddenFields(form)}
<button type="submit" name="action" value="cancel">Peruuta</button>
<button type="submit" name="action" value="reject">Hylkää</button>
</form>`,
  );
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

const invalidRequestPage = () =>
  testServicePage(title, '<p class="error">Virheellinen tunnistuspyyntö.</p>');

function withQuery(link: string, query: Record<string, string>): string {
  return `${link}${link.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

/** The signed B02K return message of an approved identification. */
function approval(request: TupasRequestFields, identityCode: string, secret: string, at: Date) {
  const now = at.toISOString().replace(/\D/g, '').slice(0, 14);
  const fields = {
    B02K_VERS: request.version,
    B02K_TIMESTMP: `600${now}${String(randomInt(1_000_000)).padStart(6, '0')}`,
    B02K_IDNBR: String(randomInt(1_000_000_000)).padStart(10, '0'),
    B02K_STAMP: request.identifier,
    B02K_CUSTNAME: 'TESTIHENKILÖ',
    B02K_KEYVERS: request.keyVersion,
    B02K_ALG: tupasSha256,
    B02K_CUSTID: identityCode,
    B02K_CUSTTYPE: '01',
  };
  return { ...fields, B02K_MAC: tupasResponseMac(fields, secret) };
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="6" fill="#1f5f99"/><text x="60" y="26" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">Testipankki</text></svg>`;

/**
 * The embedded TEST bank 'Testipankki (testipalvelu)': checks the A01Y request MAC, lets the
 * tester pick a person, and returns a signed B02K message to the request's return link (or
 * goes to its cancel or reject link). Stateless: everything it needs travels in the signed form.
 */
export async function testBankRoutes(
  app: FastifyInstance,
  { env, clock }: { env: Env; clock: Clock },
) {
  const secret = env.TUPAS_TEST_BANK_SECRET;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const formOf = (body: unknown): Form =>
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Form) : {};

  app.get('/test-bank/testipankki.svg', async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(logo),
  );

  app.post(testBankPath, async (request, reply) => {
    const form = formOf(request.body);
    if (!verifiedRequest(form, secret)) return html(reply, 400, invalidRequestPage());
    return html(reply, 200, bankPage(form));
  });

  app.post(`${testBankPath}/decision`, async (request, reply) => {
    const form = formOf(request.body);
    const fields = verifiedRequest(form, secret);
    if (!fields) return html(reply, 400, invalidRequestPage());
    if (form.action === 'cancel') return reply.redirect(fields.cancelLink, 303);
    if (form.action === 'reject') return reply.redirect(fields.rejectLink, 303);
    const identityCode = typeof form.identityCode === 'string' ? form.identityCode.trim() : '';
    if (parsePersonalIdentityCode(identityCode) === null) {
      return html(reply, 400, bankPage(form, invalidIdentityCodeText));
    }
    const message = approval(fields, identityCode.toUpperCase(), secret, clock.now());
    return reply.redirect(withQuery(fields.returnLink, message), 303);
  });
}
