import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashIdentityCode } from './identity-code-hash';

describe('identity code hash', () => {
  it('is an HMAC-SHA256 of the upper-case code', () => {
    const expected = createHmac('sha256', 'avain').update('010170-999R').digest('hex');
    expect(hashIdentityCode('010170-999R', 'avain')).toBe(expected);
    expect(hashIdentityCode(' 010170-999r ', 'avain')).toBe(expected);
  });

  it('depends on the key and never contains the code', () => {
    const a = hashIdentityCode('010170-999R', 'avain-1');
    expect(a).not.toBe(hashIdentityCode('010170-999R', 'avain-2'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an empty key', () => {
    expect(() => hashIdentityCode('010170-999R', '')).toThrow();
  });
});
