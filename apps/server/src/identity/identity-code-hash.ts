import { createHmac } from 'node:crypto';

/**
 * Keyed hash (HMAC-SHA256, hex) of a Finnish personal identity code. The clear code is never
 * stored; the same code and key always give the same hash, so customers can be matched by it.
 */
export function hashIdentityCode(identityCode: string, key: string): string {
  if (key.length === 0) throw new Error('IDENTITY_CODE_KEY must not be empty');
  return createHmac('sha256', key).update(identityCode.trim().toUpperCase(), 'utf8').digest('hex');
}
