import { describe, expect, it } from 'vitest';
import { fibreOfferMessages as m, fibreOfferSchema } from './fibre';

const valid = {
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  phone: '+358 40 123 4567',
  email: 'kuluttaja@example.fi',
};

const fieldErrors = (input: unknown) =>
  fibreOfferSchema.safeParse(input).error?.flatten().fieldErrors ?? {};

describe('the fibre offer request', () => {
  it('accepts a complete request and compacts the phone number', () => {
    expect(fibreOfferSchema.parse({ ...valid, firstName: ' Matti ' })).toEqual({
      ...valid,
      phone: '+358401234567',
    });
  });

  it('reports every missing field at once', () => {
    expect(fieldErrors({})).toEqual({
      firstName: [m.firstNameRequired],
      lastName: [m.lastNameRequired],
      phone: [m.phoneRequired],
      email: [m.emailRequired],
    });
    expect(fieldErrors({ firstName: '', lastName: '', phone: '', email: '' })).toEqual({
      firstName: ['Etunimi on pakollinen'],
      lastName: ['Sukunimi on pakollinen'],
      phone: ['Puhelinnumero on pakollinen'],
      email: ['Sähköposti on pakollinen'],
    });
  });

  it('calls a name of only spaces too short, and a name over 100 characters too long', () => {
    expect(fieldErrors({ ...valid, firstName: '  ', lastName: ' ' })).toEqual({
      firstName: ['Etunimi on liian lyhyt'],
      lastName: ['Sukunimi on liian lyhyt'],
    });
    expect(fieldErrors({ ...valid, firstName: 'a'.repeat(101) })).toEqual({
      firstName: [m.firstNameTooLong],
    });
  });

  it('checks the e-mail and phone formats', () => {
    expect(fieldErrors({ ...valid, email: 'kuluttaja@', phone: '0401234567' })).toEqual({
      email: ['Sähköpostiosoite on virheellinen'],
      phone: ['Lisää puhelinnumero muodossa +358123456789'],
    });
  });

  it('refuses the fields of a reading and anything else unknown', () => {
    const reading = { measurementPointId: '1', meterId: '2', consumption: 3 };
    expect(fibreOfferSchema.safeParse({ ...valid, ...reading }).error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['measurementPointId', 'meterId', 'consumption'] },
    ]);
  });
});
