import { count, desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyRegistrationMessages } from '@energiaportaali/domain';
import { solveAltcha } from '../../../test/altcha';
import { jsonHeaders } from '../../../test/login';
import { setUpMailTestApp } from '../../../test/mail-app';
import { companyRegistrationRequests } from '../../db/schema';
import { messages } from '../../messages';

const request = {
  applyingCompany: 'Uusi Yritys Oy',
  applyingPerson: 'Uuno Uusi',
  contactEmail: ' uuno@uusiyritys.example.fi ',
  applyingCompanyIdentifier: '3456782-2',
  daughterCompanyIdentifiers: ['2345678-0'],
  applyingCreds: 'manager',
};

describe('POST /api/business/register', () => {
  const world = setUpMailTestApp();
  // Each test its own address: the route allows five requests per address in ten minutes.
  let address = 10;

  async function send(body: Record<string, unknown>, { solve = true } = {}) {
    const remoteAddress = `192.0.2.${address}`;
    const captcha = solve ? await solveAltcha(world.testApp.app, remoteAddress) : undefined;
    return world.testApp.app.inject({
      method: 'POST',
      url: '/api/business/register',
      headers: jsonHeaders,
      remoteAddress,
      payload: captcha ? { g_recaptcha_response: captcha, ...body } : body,
    });
  }

  const storedCount = async () => {
    const [row] = await world.testApp.database.db
      .select({ n: count() })
      .from(companyRegistrationRequests);
    return row!.n;
  };

  it('stores the request and e-mails it to customer service, replies to the asker', async () => {
    address += 1;
    const response = await send(request);
    expect(response.statusCode, response.body).toBe(200);

    const [stored] = await world.testApp.database.db
      .select()
      .from(companyRegistrationRequests)
      .orderBy(desc(companyRegistrationRequests.id))
      .limit(1);
    expect(stored).toMatchObject({
      applyingCompany: 'Uusi Yritys Oy',
      applyingPerson: 'Uuno Uusi',
      contactEmail: 'uuno@uusiyritys.example.fi',
      applyingCompanyIdentifier: '3456782-2',
      daughterCompanyIdentifiers: ['2345678-0'],
      applyingCreds: 'manager',
      status: 'new',
    });
    const mail = world.smtp.messages.at(-1)!;
    expect(mail.to).toEqual([world.testApp.portalConfig.customerServiceEmail]);
    expect(mail.subject).toBe('Tunnuspyyntö isännöintitoimistolle: Uusi Yritys Oy');
    expect(mail.replyTo).toContain('uuno@uusiyritys.example.fi');
    expect(mail.text).toContain('Y-tunnus: 3456782-2');
    expect(mail.text).toContain('Tytäryhtiöiden Y-tunnukset: 2345678-0');
    expect(mail.text).toContain(`(pyyntö ${stored!.id})`);
  });

  it('refuses a missing or reused captcha and stores nothing', async () => {
    address += 1;
    const before = await storedCount();
    const missing = await send(request, { solve: false });
    expect(missing.statusCode).toBe(400);

    const solution = await solveAltcha(world.testApp.app, `192.0.2.${address}`);
    const withSolution = { ...request, g_recaptcha_response: solution };
    expect((await send(withSolution, { solve: false })).statusCode).toBe(200);
    const reused = await send(withSolution, { solve: false });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      error: 'CAPTCHA_FAILED',
      message: messages.captchaFailed,
    });
    expect(await storedCount()).toBe(before + 1);
  });

  it('answers each bad field with its message and stores nothing', async () => {
    const before = await storedCount();
    const cases = [
      [{ applyingCompanyIdentifier: '3456782' }, companyRegistrationMessages.businessIdTooShort],
      [{ applyingCompanyIdentifier: '3456782-1' }, companyRegistrationMessages.businessIdInvalid],
      [
        { daughterCompanyIdentifiers: ['2345678-00'] },
        companyRegistrationMessages.businessIdTooLong,
      ],
      [{ contactEmail: 'uuno@' }, companyRegistrationMessages.invalidEmail],
      [{ applyingCompany: ' ' }, companyRegistrationMessages.companyNameTooShort],
      [{ applyingCreds: 'admin' }, companyRegistrationMessages.credsRequired],
    ] as const;
    for (const [change, message] of cases) {
      address += 1;
      const response = await send({ ...request, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it('lets one address send five requests in ten minutes', async () => {
    address += 1;
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(request)).statusCode).toBe(200);
    }
    expect((await send(request)).statusCode).toBe(429);
  });
});
