import { describe, expect, it } from 'vitest';
import { contactChangeMessages, contactChangeSchema } from './contact-change';

const fieldErrors = (input: unknown) =>
  contactChangeSchema.safeParse(input).error?.flatten().fieldErrors ?? {};

describe('the contact change form', () => {
  it('leaves empty fields out and compacts the phone number', () => {
    expect(contactChangeSchema.parse({ phonenumber: '+358 40 765 4321', email: '' })).toEqual({
      phonenumber: '+358407654321',
    });
    expect(contactChangeSchema.parse({ email: ' uusi@esimerkki.fi ' })).toEqual({
      email: 'uusi@esimerkki.fi',
    });
  });

  it.each([{}, { phonenumber: '', email: '' }, { phonenumber: '  ', email: ' ' }])(
    'needs a phone number or an e-mail address: %j',
    (input) => {
      expect(fieldErrors(input)).toEqual({
        phonenumber: [contactChangeMessages.oneRequired],
        email: [contactChangeMessages.oneRequired],
      });
    },
  );

  it('checks the phone format and length', () => {
    expect(contactChangeMessages.invalidPhone).toBe('Lisää puhelinnumero muodossa +358123456789');
    expect(fieldErrors({ phonenumber: '040 123 4567' })).toEqual({
      phonenumber: [contactChangeMessages.invalidPhone],
    });
    expect(fieldErrors({ phonenumber: `+358 ${'1'.repeat(17)}` })).toEqual({
      phonenumber: [contactChangeMessages.phoneTooLong],
    });
    // 20 digits once the spaces are gone.
    expect(contactChangeSchema.parse({ phonenumber: `+358 ${'1 '.repeat(16)}` }).phonenumber).toBe(
      `+358${'1'.repeat(16)}`,
    );
  });

  it('checks the e-mail format and length', () => {
    expect(contactChangeMessages.invalidEmail).toBe(
      'Lisää sähköpostiosoite muodossa nimi@esimerkki.fi',
    );
    expect(fieldErrors({ email: 'nimi.esimerkki.fi' })).toEqual({
      email: [contactChangeMessages.invalidEmail],
    });
    expect(fieldErrors({ email: `${'a'.repeat(310)}@esimerkki.fi` })).toEqual({
      email: [contactChangeMessages.emailTooLong],
    });
  });

  it('refuses unknown fields', () => {
    const issues = contactChangeSchema.safeParse({ email: 'a@example.fi', address: 'x' }).error;
    expect(issues?.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['address'] }]);
  });
});
