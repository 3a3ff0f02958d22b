import { describe, expect, it } from 'vitest';
import {
  buildBankEntry,
  tupasRequestMac,
  tupasResponseMac,
  verifyTupasResponse,
  type BankConfig,
  type TupasRequestFields,
  type TupasResponseFields,
} from './tupas';

const secret = 'LEHTI';
const base = 'https://portaali.example.fi/api/auth/tupas';

const request: TupasRequestFields = {
  messageType: '701',
  version: '0003',
  vendorId: '0000000000',
  languageCode: 'FI',
  identifier: '20240115103000123456',
  idType: '02',
  returnLink: `${base}/ok`,
  cancelLink: `${base}/cancel`,
  rejectLink: `${base}/reject`,
  keyVersion: '0001',
  algorithmType: '03',
};

// Hashed outside the code under test: printf '%s' '<message>' | sha256sum
const requestMessage = `701&0003&0000000000&FI&20240115103000123456&02&${base}/ok&${base}/cancel&${base}/reject&0001&03&LEHTI&`;
const requestMacOfMessage = 'C735C22ABEE62035D6B83847AA2D03F66C4D62BE15515C812B02433B3102C602';

const response: TupasResponseFields = {
  B02K_VERS: '0003',
  B02K_TIMESTMP: '20240115103012000000',
  B02K_IDNBR: '1234567890',
  B02K_STAMP: '20240115103000123456',
  B02K_CUSTNAME: 'MEIKÄLÄINEN MATTI',
  B02K_KEYVERS: '0001',
  B02K_ALG: '03',
  B02K_CUSTID: '010170-999R',
  B02K_CUSTTYPE: '01',
};

// The bank hashes ISO-8859-1 bytes: printf '%s' '<message>' | iconv -t iso-8859-1 | sha256sum
const responseMacOfMessage = '3F2AA5026CC431773C67CF5B7151913DEF6A4734D23C5BC3A0A025CE61482AF5';

const signedResponse = { ...response, B02K_MAC: responseMacOfMessage };

describe('tupasRequestMac', () => {
  it('hashes the fields in their defined order, each followed by &, then the secret and &', () => {
    expect(requestMessage).toContain('&0001&03&LEHTI&');
    expect(tupasRequestMac(request, secret)).toBe(requestMacOfMessage);
  });

  it('gives 64 upper-case hex characters', () => {
    expect(tupasRequestMac(request, secret)).toMatch(/^[0-9A-F]{64}$/);
  });

  it('depends on the order of the fields, not only on their values', () => {
    const swapped = { ...request, vendorId: request.languageCode, languageCode: request.vendorId };
    expect(tupasRequestMac(swapped, secret)).not.toBe(requestMacOfMessage);
  });

  it('depends on the secret', () => {
    expect(tupasRequestMac(request, 'LEHTJ')).not.toBe(requestMacOfMessage);
  });

  it('refuses an empty secret and text the bank cannot receive', () => {
    expect(() => tupasRequestMac(request, '')).toThrow();
    expect(() => tupasRequestMac({ ...request, returnLink: `${base}/ok€` }, secret)).toThrow();
  });
});

describe('tupasResponseMac', () => {
  it('hashes the B02K fields in their defined order as ISO-8859-1 bytes', () => {
    expect(tupasResponseMac(response, secret)).toBe(responseMacOfMessage);
  });
});

describe('verifyTupasResponse', () => {
  it('accepts a return message signed with the secret', () => {
    expect(verifyTupasResponse(signedResponse, secret)).toBe(true);
  });

  it('rejects a wrong secret', () => {
    expect(verifyTupasResponse(signedResponse, 'LEHTJ')).toBe(false);
    expect(verifyTupasResponse(signedResponse, '')).toBe(false);
  });

  it.each(Object.keys(response) as (keyof TupasResponseFields)[])('rejects a changed %s', (key) => {
    const changed = { ...signedResponse, [key]: `${response[key]}0` };
    expect(verifyTupasResponse(changed, secret)).toBe(false);
  });

  it('rejects values swapped or moved between fields', () => {
    const moved = {
      ...signedResponse,
      B02K_CUSTNAME: 'MEIKÄLÄINEN',
      B02K_KEYVERS: 'MATTI 0001',
    };
    expect(verifyTupasResponse(moved, secret)).toBe(false);
    const reordered = { ...signedResponse, B02K_VERS: response.B02K_IDNBR, B02K_IDNBR: '0003' };
    expect(verifyTupasResponse(reordered, secret)).toBe(false);
  });

  it('rejects a message that names another algorithm than SHA-256', () => {
    const md5 = { ...response, B02K_ALG: '01' };
    const mac = tupasResponseMac(md5, secret);
    expect(verifyTupasResponse({ ...md5, B02K_MAC: mac }, secret)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['short', responseMacOfMessage.slice(0, 63)],
    ['long', `${responseMacOfMessage}0`],
    ['non-hex', `${responseMacOfMessage.slice(0, 63)}G`],
    ['forged', 'A'.repeat(64)],
    ['not a string', 42],
    ['a list', [responseMacOfMessage]],
  ])('rejects a %s MAC without throwing', (_case, mac) => {
    expect(verifyTupasResponse({ ...response, B02K_MAC: mac }, secret)).toBe(false);
  });

  it('rejects missing fields and text outside ISO-8859-1 without throwing', () => {
    expect(verifyTupasResponse({ ...signedResponse, B02K_CUSTID: undefined }, secret)).toBe(false);
    expect(verifyTupasResponse({ ...signedResponse, B02K_CUSTNAME: 'Matti 😀' }, secret)).toBe(
      false,
    );
    expect(verifyTupasResponse({}, secret)).toBe(false);
  });
});

describe('buildBankEntry', () => {
  const config: BankConfig = {
    name: 'Nordea',
    bankAuthUrl: 'https://tunnistus.example-bank.fi/tupas',
    imgPath: '/images/banks/nordea.png',
    messageType: '701',
    version: '0003',
    vendorId: '0000000000',
    languageCode: 'FI',
    idType: '02',
    keyVersion: '0001',
  };
  const attempt = {
    stamp: '20240115103000123456',
    returnLink: `${base}/ok`,
    cancelLink: `${base}/cancel`,
    rejectLink: `${base}/reject`,
    secret,
  };

  it('gives the whole bank entity with its SHA-256 MAC', () => {
    expect(buildBankEntry(config, attempt)).toEqual({
      ...config,
      identifier: attempt.stamp,
      returnLink: attempt.returnLink,
      cancelLink: attempt.cancelLink,
      rejectLink: attempt.rejectLink,
      algorithmType: '03',
      mac: requestMacOfMessage,
    });
  });

  it('never puts the secret or other settings into the entry', () => {
    const settings = { ...config, secret, key: 'LEHTI' };
    const entry = buildBankEntry(settings, attempt);
    expect(Object.keys(entry)).not.toContain('secret');
    expect(Object.keys(entry)).not.toContain('key');
    expect(JSON.stringify(entry)).not.toContain(secret);
  });
});
