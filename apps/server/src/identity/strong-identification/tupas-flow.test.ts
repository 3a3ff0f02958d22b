import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { tupasRequestMac, tupasResponseMac } from '../tupas';
import { decideAtTestBank, openTestBank } from '../../../test/strong-identification';

const secret = 'energiaportaali-test-bank-secret-not-secret';

describe('Tupas bank list and the test bank', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  it('lists the test bank with every Bank field and a correct MAC', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/cred/tupas/banks' });
    expect(response.statusCode).toBe(200);
    const [bank] = response.json();
    expect(Object.keys(bank).sort()).toEqual(
      [
        'name',
        'bankAuthUrl',
        'imgPath',
        'messageType',
        'version',
        'vendorId',
        'languageCode',
        'identifier',
        'idType',
        'returnLink',
        'cancelLink',
        'rejectLink',
        'keyVersion',
        'algorithmType',
        'mac',
      ].sort(),
    );
    expect(bank).toMatchObject({
      name: 'Testipankki (testipalvelu)',
      bankAuthUrl: 'http://localhost:3000/test-bank/tupas',
      returnLink: 'http://localhost:3000/api/auth/tupas/return',
      cancelLink: 'http://localhost:3000/palauta?error=cancel',
      rejectLink: 'http://localhost:3000/palauta?error=reject',
      algorithmType: '03',
    });
    expect(bank.identifier).toMatch(/^\d{20}$/);
    expect(bank.mac).toBe(tupasRequestMac(bank, secret));
    const image = await testApp.app.inject({ method: 'GET', url: bank.imgPath });
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('shows the test bank page with its buttons and refuses a forged request', async () => {
    const { page, form, browser } = await openTestBank(testApp.app, 'reg');
    expect(page.statusCode).toBe(200);
    for (const text of [
      'Testipankki (testipalvelu)',
      'Hyväksy',
      'Peruuta',
      'Hylkää',
      '010170-999R',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).not.toContain('<script');
    const forged = await browser.request('POST', '/test-bank/tupas', {
      ...form,
      A01Y_RETLINK: 'https://evil.example/',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('approves into /palauta with a token, cancels and rejects to the interrupted page', async () => {
    const approved = await decideAtTestBank(testApp.app, 'cred', { identityCode: '010170-999R' });
    expect(approved.location).toMatch(/^\/palauta\?token=[\w-]{43}$/);
    const reg = await decideAtTestBank(testApp.app, 'reg', { identityCode: '150585-998U' });
    expect(reg.location).toMatch(/^\/rekisteroidy\/tiedot\?token=/);
    const notCustomer = await decideAtTestBank(testApp.app, 'reg', { identityCode: '311299-997C' });
    expect(notCustomer.location).toBe('/rekisteroidy/failure');
    expect((await decideAtTestBank(testApp.app, 'cred', 'cancel')).location).toBe(
      '/palauta?error=cancel',
    );
    expect((await decideAtTestBank(testApp.app, 'cred', 'reject')).location).toBe(
      '/palauta?error=reject',
    );
    expect((await decideAtTestBank(testApp.app, 'reg', 'cancel')).location).toBe(
      '/rekisteroidy/aloita?error=cancel',
    );
  });

  it('refuses an invalid identity code at the bank', async () => {
    const { response } = await decideAtTestBank(testApp.app, 'cred', {
      identityCode: '010170-999A',
    });
    expect(response!.statusCode).toBe(400);
    expect(response!.body).toContain('Henkilötunnus on virheellinen');
  });

  async function signedReturn(overrides: Record<string, string> = {}) {
    const { bank } = await openTestBank(testApp.app, 'cred');
    const fields = {
      B02K_VERS: '0003',
      B02K_TIMESTMP: '60020260101120000000001',
      B02K_IDNBR: '0000000001',
      B02K_STAMP: bank.identifier!,
      B02K_CUSTNAME: 'TESTIHENKILÖ',
      B02K_KEYVERS: '0001',
      B02K_ALG: '03',
      B02K_CUSTID: '010170-999R',
      B02K_CUSTTYPE: '01',
    };
    return { ...fields, B02K_MAC: tupasResponseMac(fields, secret), ...overrides };
  }
  const returnWith = (fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/auth/tupas/return?${new URLSearchParams(fields)}`,
    });

  it('rejects a forged MAC without giving a token', async () => {
    const fields = await signedReturn();
    const forged = await returnWith({ ...fields, B02K_CUSTID: '150585-998U' });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/rekisteroidy/virhe?error=invalid_mac&flow=cred');
  });

  it('accepts a stamp once only', async () => {
    const fields = await signedReturn();
    const first = await returnWith(fields);
    expect(first.headers.location).toMatch(/^\/palauta\?token=/);
    const again = await returnWith(fields);
    expect(again.headers.location).toBe('/rekisteroidy/virhe?error=invalid_stamp&flow=reg');
    expect(again.headers.location).not.toContain('token');
  });

  it('refuses a stamp it never issued', async () => {
    const fields = await signedReturn({ B02K_STAMP: '20260101120000123456' });
    const response = await returnWith(fields);
    expect(response.headers.location).toBe('/rekisteroidy/virhe?error=invalid_stamp&flow=reg');
  });
});
