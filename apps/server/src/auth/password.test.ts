import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

const fast = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Demo-salasana-2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Demo-salasana-2026', hash)).toBe(true);
    expect(await verifyPassword('demo-salasana-2026', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('sama', fast), hashPassword('sama', fast)]);
    expect(a).not.toBe(b);
  });

  it('verifies with the parameters stored in the hash', async () => {
    const hash = await hashPassword('vanha-salasana', fast);
    expect(await verifyPassword('vanha-salasana', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(true);
    expect(needsRehash(await hashPassword('uusi'))).toBe(false);
  });

  it.each([
    '',
    'plain',
    'scrypt$32768$8$1$c2FsdA==',
    'scrypt$1000$8$1$c2FsdA==$a2V5',
    'bcrypt$x$y$z$a$b',
  ])('never matches a malformed hash %j', async (encoded) => {
    expect(await verifyPassword('plain', encoded)).toBe(false);
  });
});
