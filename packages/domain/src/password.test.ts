import { describe, expect, it } from 'vitest';
import {
  createNewPasswordSchema,
  passwordLimits,
  passwordMessages,
  passwordStrength,
} from './password';

const strong = 'vihreä-kettu-hyppää-aidan-yli-91';

function errorsOf(input: unknown, userInputs: string[] = []) {
  const result = createNewPasswordSchema(userInputs).safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path,
    message: issue.message,
  }));
}

describe('createNewPasswordSchema', () => {
  it('accepts a strong password repeated exactly', () => {
    const result = createNewPasswordSchema().safeParse({ password: strong, password2: strong });
    expect(result.data).toEqual({ password: strong, password2: strong });
  });

  it.each([
    ['an empty password', { password: '', password2: '' }, passwordMessages.required],
    ['a missing password', { password2: 'x' }, passwordMessages.required],
    ['a short password', { password: 'Kx9#pL', password2: 'Kx9#pL' }, passwordMessages.tooShort],
    ['a too long password', { password: 'a'.repeat(101), password2: '' }, passwordMessages.tooLong],
    [
      'a simple password',
      { password: 'salasana123', password2: 'salasana123' },
      passwordMessages.tooSimple,
    ],
  ])('says so for %s', (_case, input, message) => {
    expect(errorsOf(input)).toContainEqual({ path: ['password'], message });
  });

  it.each([
    ['an empty repeat', { password: strong, password2: '' }, passwordMessages.repeatRequired],
    ['a missing repeat', { password: strong }, passwordMessages.repeatRequired],
    [
      'a different repeat',
      { password: strong, password2: `${strong}!` },
      passwordMessages.mismatch,
    ],
  ])('says so for %s', (_case, input, message) => {
    expect(errorsOf(input)).toEqual([{ path: ['password2'], message }]);
  });

  it('reports only that an empty password is required, nothing about its length or strength', () => {
    expect(errorsOf({ password: '', password2: '' })).toEqual([
      { path: ['password'], message: passwordMessages.required },
      { path: ['password2'], message: passwordMessages.repeatRequired },
    ]);
  });

  it('returns every error of both fields at once', () => {
    expect(errorsOf({ password: 'abc', password2: 'abd' })).toEqual([
      { path: ['password'], message: passwordMessages.tooShort },
      { path: ['password'], message: passwordMessages.tooSimple },
      { path: ['password2'], message: passwordMessages.mismatch },
    ]);
  });

  it('accepts 100 characters and rejects 101', () => {
    const longest = 'Kx9#pLm2-'.repeat(12).slice(0, passwordLimits.maxLength);
    expect(longest).toHaveLength(100);
    expect(errorsOf({ password: longest, password2: longest })).toEqual([]);
    const tooLong = `${longest}z`;
    expect(errorsOf({ password: tooLong, password2: tooLong })).toEqual([
      { path: ['password'], message: passwordMessages.tooLong },
    ]);
  });

  it("rejects a password made of the user's own e-mail address", () => {
    const email = 'matti.meikalainen@example.fi';
    const input = { password: 'meikalainen2024', password2: 'meikalainen2024' };
    expect(errorsOf(input)).toEqual([]);
    expect(errorsOf(input, [email])).toEqual([
      { path: ['password'], message: passwordMessages.tooSimple },
    ]);
  });
});

describe('passwordStrength', () => {
  it('scores a Finnish dictionary word low', () => {
    expect(passwordStrength('keskiviikko')).toBeLessThan(passwordLimits.minScore);
    expect(passwordStrength('järjestelmä')).toBeLessThan(passwordLimits.minScore);
  });

  it("scores the user's e-mail and names low, also without umlauts", () => {
    const userInputs = ['matti.meikalainen@example.fi', 'Matti', 'Meikäläinen'];
    for (const password of ['matti.meikalainen@example.fi', 'Meikalainen!']) {
      expect(passwordStrength(password)).toBeGreaterThanOrEqual(passwordLimits.minScore);
      expect(passwordStrength(password, userInputs)).toBeLessThan(passwordLimits.minScore);
    }
  });

  it('scores a long random passphrase as strong', () => {
    expect(passwordStrength(strong)).toBe(4);
    expect(passwordStrength('tuhti-korppi-laituri-sammal-87')).toBeGreaterThanOrEqual(3);
  });

  it('scores a crafted 100-character input without stalling the form or the server', () => {
    // Unbounded leet matching took 1.5–2 s for these; the configured caps keep it near 100 ms.
    for (const unit of ['1a', 'Aa1!', 'Kx9#pLm2-']) {
      // A stopwatch, not a date (the domain's types have no `performance`).
      // eslint-disable-next-line no-restricted-properties
      const started = Date.now();
      passwordStrength(unit.repeat(50).slice(0, passwordLimits.maxLength));
      // eslint-disable-next-line no-restricted-properties
      expect(Date.now() - started).toBeLessThan(750);
    }
  });
});

describe('passwordLimits', () => {
  it('holds the spec limits', () => {
    expect(passwordLimits).toEqual({ minLength: 8, maxLength: 100, minScore: 2 });
  });
});
