import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { tupasRequestMac, tupasResponseMac } from '../tupas';

// A bank of the environment's list (decision 0031), beside the test bank or alone.
const macKey = 'pankin-oma-salainen-avain';
const nordea = {
  TUPAS_BANK_NORDEA_NAME: 'Nordea',
  TUPAS_BANK_NORDEA_URL: 'https://tunnistus.nordea.example/tupas',
  TUPAS_BANK_NORDEA_VENDOR_ID: '12345678',
  TUPAS_BANK_NORDEA_KEY_VERSION: '0002',
  TUPAS_BANK_NORDEA_MAC_KEY: macKey,
  TUPAS_BANK_NORDEA_IMAGE: '/pankit/nordea.svg',
};
const testBankSecret = 'energiaportaali-test-bank-secret-not-secret';

type Entry = Record<string, string>;

describe('a configured Tupas bank', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { TUPAS_BANKS: 'testipankki,nordea', ...nordea } });
  });
  afterAll(() => testApp.app.close());

  const banks = async (flow: 'reg' | 'cred') =>
    (await testApp.app.inject({ method: 'GET', url: `/api/auth/${flow}/tupas/banks` })).json<
      Entry[]
    >();

  it('appears in Valitse pankkisi in list order, its MAC made with its own key', async () => {
    const list = await banks('reg');
    expect(list.map((bank) => bank.name)).toEqual(['Testipankki (testipalvelu)', 'Nordea']);
    const bank = list[1]!;
    expect(bank).toMatchObject({
      bankAuthUrl: 'https://tunnistus.nordea.example/tupas',
      imgPath: '/pankit/nordea.svg',
      messageType: '701',
      version: '0003',
      vendorId: '12345678',
      languageCode: 'FI',
      idType: '02',
      keyVersion: '0002',
      algorithmType: '03',
      returnLink: 'http://localhost:3000/api/auth/tupas/return',
      cancelLink: 'http://localhost:3000/rekisteroidy/aloita?error=cancel',
    });
    expect(bank.identifier).toMatch(/^\d{20}$/);
    expect(bank.mac).toBe(tupasRequestMac(bank as never, macKey));
    expect(bank.mac).not.toBe(tupasRequestMac(bank as never, testBankSecret));
    expect(JSON.stringify(list)).not.toContain(macKey);
  });

  function signedReturn(stamp: string, key: string) {
    const fields = {
      B02K_VERS: '0003',
      B02K_TIMESTMP: '60020260101120000000001',
      B02K_IDNBR: '0000000001',
      B02K_STAMP: stamp,
      B02K_CUSTNAME: 'MALLIKAS MAIJA',
      B02K_KEYVERS: '0002',
      B02K_ALG: '03',
      B02K_CUSTID: '150585-998U',
      B02K_CUSTTYPE: '01',
    };
    return { ...fields, B02K_MAC: tupasResponseMac(fields, key) };
  }
  const returnWith = (fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/auth/tupas/return?${new URLSearchParams(fields)}`,
    });

  it('has its return message verified with its key', async () => {
    const bank = (await banks('reg'))[1]!;
    const answer = await returnWith(signedReturn(bank.identifier!, macKey));
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/^\/rekisteroidy\/tiedot\?token=[\w-]{43}$/);
  });

  it('refuses a return message signed with another bank key', async () => {
    const bank = (await banks('cred'))[1]!;
    const answer = await returnWith(signedReturn(bank.identifier!, testBankSecret));
    expect(answer.headers.location).toBe('/rekisteroidy/virhe?error=invalid_mac&flow=cred');
  });
});

describe('configured banks without the test services', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { TEST_IDENTIFICATION: 'false', TUPAS_BANKS: 'nordea', ...nordea },
    });
  });
  afterAll(() => testApp.app.close());

  it('lists only the configured bank, and the test bank is not there at all', async () => {
    const list = (
      await testApp.app.inject({ method: 'GET', url: '/api/auth/cred/tupas/banks' })
    ).json<Entry[]>();
    expect(list.map((bank) => bank.name)).toEqual(['Nordea']);
    const testBank = await testApp.app.inject({ method: 'POST', url: '/test-bank/tupas' });
    expect(testBank.statusCode).toBe(404);
  });
});
