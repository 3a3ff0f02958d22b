import { createHash, timingSafeEqual } from 'node:crypto';
import { tupasRequestFields, type Bank } from '@energiaportaali/domain';

/** Tupas algorithm code of SHA-256, the only MAC algorithm used here. */
export const tupasSha256 = '03';

const requestFields = tupasRequestFields;

/** The bank fields a request MAC covers. */
export type TupasRequestFields = Pick<Bank, (typeof requestFields)[number][1]>;

const responseFields = [
  'B02K_VERS',
  'B02K_TIMESTMP',
  'B02K_IDNBR',
  'B02K_STAMP',
  'B02K_CUSTNAME',
  'B02K_KEYVERS',
  'B02K_ALG',
  'B02K_CUSTID',
  'B02K_CUSTTYPE',
] as const;

/** The fields of the bank's return message that its MAC covers. */
export type TupasResponseFields = Record<(typeof responseFields)[number], string>;

/** A bank's settings; the per-request fields and the MAC are added by `buildBankEntry`. */
export type BankConfig = Omit<
  Bank,
  'identifier' | 'returnLink' | 'cancelLink' | 'rejectLink' | 'algorithmType' | 'mac'
>;

/** What changes per identification attempt. */
export interface BankEntryRequest {
  stamp: string;
  returnLink: string;
  cancelLink: string;
  rejectLink: string;
  secret: string;
}

// Tupas messages are ISO-8859-1 and the bank hashes those bytes, so 'Meikäläinen' must hash as
// one byte per letter. A character outside Latin-1 has no such byte and would be silently mangled.
function isLatin1(value: unknown): value is string {
  return typeof value === 'string' && Buffer.from(value, 'latin1').toString('latin1') === value;
}

function macOf(values: readonly string[], secret: string): string {
  if (secret === '') throw new Error('A Tupas MAC needs a secret');
  const parts = [...values, secret];
  if (!parts.every(isLatin1)) throw new RangeError('Tupas fields must be ISO-8859-1 text');
  const message = parts.map((part) => `${part}&`).join('');
  return createHash('sha256').update(message, 'latin1').digest('hex').toUpperCase();
}

/** MAC of a Tupas request: SHA-256 over the A01Y fields in order and the secret, each followed by '&'. */
export function tupasRequestMac(fields: TupasRequestFields, secret: string): string {
  return macOf(
    requestFields.map(([, key]) => fields[key]),
    secret,
  );
}

/** MAC of a Tupas return message: SHA-256 over the B02K fields in order and the secret, each followed by '&'. */
export function tupasResponseMac(fields: TupasResponseFields, secret: string): string {
  return macOf(
    responseFields.map((key) => fields[key]),
    secret,
  );
}

const macPattern = /^[0-9A-Fa-f]{64}$/;

/** Whether a return message (e.g. the raw query) carries a valid SHA-256 B02K_MAC; never throws. */
export function verifyTupasResponse(
  fields: Readonly<Partial<Record<keyof TupasResponseFields | 'B02K_MAC', unknown>>>,
  secret: string,
): boolean {
  const mac = fields.B02K_MAC;
  const values = responseFields.map((key) => fields[key]);
  if (typeof mac !== 'string' || !macPattern.test(mac)) return false;
  if (!values.every(isLatin1) || secret === '' || !isLatin1(secret)) return false;
  // Only SHA-256 is accepted: a message naming another algorithm is not checked as if it were.
  if (fields.B02K_ALG !== tupasSha256) return false;
  const expected = Buffer.from(macOf(values, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(mac, 'hex'));
}

/** A complete bank list entry for one identification attempt, its MAC computed with SHA-256. */
export function buildBankEntry(config: BankConfig, request: BankEntryRequest): Bank {
  // Copied field by field: whatever else a bank's settings hold (its key) never reaches the list.
  const fields: Omit<Bank, 'mac'> = {
    name: config.name,
    bankAuthUrl: config.bankAuthUrl,
    imgPath: config.imgPath,
    messageType: config.messageType,
    version: config.version,
    vendorId: config.vendorId,
    languageCode: config.languageCode,
    identifier: request.stamp,
    idType: config.idType,
    returnLink: request.returnLink,
    cancelLink: request.cancelLink,
    rejectLink: request.rejectLink,
    keyVersion: config.keyVersion,
    algorithmType: tupasSha256,
  };
  return { ...fields, mac: tupasRequestMac(fields, request.secret) };
}
