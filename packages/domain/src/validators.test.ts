import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  compactPhone,
  emailAddress,
  isValidEmail,
  isValidPhone,
  optionalText,
  phoneNumber,
  requiredText,
} from './validators';

const phone = phoneNumber({ invalid: 'muoto', tooLong: 'pitkä' });
const email = emailAddress({ invalid: 'virheellinen', tooLong: 'liian pitkä' });
const messagesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

describe('phone numbers', () => {
  it.each(['+358401234567', '+358 40 123 4567', '+46 8 1234', '+12345'])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each(['0401234567', '+0401234567', '+3584', '+358-40-123', '358401234567', ''])(
    'refuses %s',
    (value) => {
      expect(isValidPhone(value)).toBe(false);
      expect(messagesOf(phone, value)).toEqual(['muoto']);
    },
  );

  it('removes whitespace and counts the length without it', () => {
    expect(phone.parse(' +358 40 123 4567 ')).toBe('+358401234567');
    expect(phone.parse(`+3${'5 '.repeat(18)}`)).toHaveLength(20);
    expect(messagesOf(phone, `+3${'5'.repeat(19)}`)).toEqual(['pitkä']);
  });

  it('compacts any valid number into digits after the plus sign', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+[1-9][\d ]{4,30}$/), (value) => {
        expect(compactPhone(value)).toMatch(/^\+\d+$/);
      }),
    );
  });
});

describe('e-mail addresses', () => {
  it('accepts an address and trims it', () => {
    expect(isValidEmail('nimi@esimerkki.fi')).toBe(true);
    expect(email.parse(' nimi@esimerkki.fi ')).toBe('nimi@esimerkki.fi');
  });

  it.each(['nimi', 'nimi@', '@esimerkki.fi', 'nimi@esimerkki', 'ni mi@esimerkki.fi'])(
    'refuses %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
      expect(messagesOf(email, value)).toEqual(['virheellinen']);
    },
  );

  it('refuses an address over 320 characters', () => {
    expect(messagesOf(email, `${'a'.repeat(310)}@esimerkki.fi`)).toEqual(['liian pitkä']);
  });
});

describe('optional and required texts', () => {
  const optionalEmail = optionalText(email);

  it('treats missing, empty and blank as absent', () => {
    for (const value of [undefined, '', '   ']) expect(optionalEmail.parse(value)).toBeUndefined();
  });

  it('still checks a given value', () => {
    expect(messagesOf(optionalEmail, 'nimi')).toEqual(['virheellinen']);
  });

  it('requires something besides whitespace', () => {
    expect(messagesOf(requiredText('pakollinen'), '  ')).toEqual(['pakollinen']);
    expect(requiredText('pakollinen').parse(' x ')).toBe('x');
  });
});
