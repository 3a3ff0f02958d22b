import { describe, expect, it } from 'vitest';
import {
  companyRegistrationFormSchema,
  companyRegistrationMessages as messages,
  companyRegistrationRequestOf,
  companyRegistrationRequestSchema,
  type CompanyRegistrationForm,
} from './company-registration';

const valid: CompanyRegistrationForm = {
  applyingCreds: 'business',
  firstName: ' Yrjö ',
  lastName: 'Yrittäjä',
  email: 'yrjo@esimerkki.fi',
  companyName: 'Esimerkki Oy',
  businessId: '1234567-1',
  subsidiaries: [{ businessId: '2345678-0' }, { businessId: '' }],
};

function errorsOf(form: Partial<CompanyRegistrationForm>) {
  const result = companyRegistrationFormSchema.safeParse({ ...valid, ...form });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

function subsidiaryErrors(businessId: string) {
  const result = companyRegistrationFormSchema.safeParse({
    ...valid,
    subsidiaries: [{ businessId }],
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the business registration form', () => {
  it('accepts a filled form and trims its texts', () => {
    const form = companyRegistrationFormSchema.parse(valid);
    expect(form.firstName).toBe('Yrjö');
  });

  it('names each missing or bad field with its own message', () => {
    expect(errorsOf({ applyingCreds: undefined as never }).applyingCreds).toEqual([
      messages.credsRequired,
    ]);
    expect(errorsOf({ firstName: '' }).firstName).toEqual([messages.firstNameRequired]);
    expect(errorsOf({ firstName: '  ' }).firstName).toEqual([messages.firstNameTooShort]);
    expect(errorsOf({ lastName: '' }).lastName).toEqual([messages.lastNameRequired]);
    expect(errorsOf({ email: '' }).email).toEqual([messages.emailRequired]);
    expect(errorsOf({ email: 'yrjo@' }).email).toEqual([messages.invalidEmail]);
    expect(errorsOf({ companyName: '' }).companyName).toEqual([messages.companyNameRequired]);
    expect(errorsOf({ companyName: ' ' }).companyName).toEqual([messages.companyNameTooShort]);
  });

  it('wants the business id in nine characters with a valid check digit', () => {
    expect(errorsOf({ businessId: '' }).businessId).toEqual([messages.businessIdRequired]);
    expect(errorsOf({ businessId: '1234567' }).businessId).toEqual([messages.businessIdTooShort]);
    expect(errorsOf({ businessId: '1234567-12' }).businessId).toEqual([messages.businessIdTooLong]);
    expect(errorsOf({ businessId: '1234567-2' }).businessId).toEqual([messages.businessIdInvalid]);
    expect(errorsOf({ businessId: ' 1234567-1 ' }).businessId).toBeUndefined();
  });

  it('lets a subsidiary field stay empty, but checks a filled one', () => {
    expect(subsidiaryErrors('')).toEqual([]);
    expect(subsidiaryErrors('2345678')).toEqual([messages.businessIdTooShort]);
    expect(subsidiaryErrors('2345678-01')).toEqual([messages.businessIdTooLong]);
    expect(subsidiaryErrors('2345678-1')).toEqual([messages.businessIdInvalid]);
  });
});

describe('the request of a form', () => {
  it("carries the spec's payload names, the full name and the filled subsidiaries once", () => {
    const form = companyRegistrationFormSchema.parse({
      ...valid,
      subsidiaries: [
        { businessId: '2345678-0' },
        { businessId: '' },
        { businessId: '2345678-0' },
        { businessId: '1234567-1' },
      ],
    });
    const request = companyRegistrationRequestOf(form, 'ratkaisu');
    expect(request).toEqual({
      applyingCompany: 'Esimerkki Oy',
      applyingPerson: 'Yrjö Yrittäjä',
      contactEmail: 'yrjo@esimerkki.fi',
      applyingCompanyIdentifier: '1234567-1',
      daughterCompanyIdentifiers: ['2345678-0'],
      applyingCreds: 'business',
      g_recaptcha_response: 'ratkaisu',
    });
    expect(companyRegistrationRequestSchema.parse(request)).toEqual(request);
  });

  it('refuses a request without a captcha or with an unknown field', () => {
    const request = companyRegistrationRequestOf(companyRegistrationFormSchema.parse(valid), '');
    expect(companyRegistrationRequestSchema.safeParse(request).success).toBe(false);
    expect(
      companyRegistrationRequestSchema.safeParse({
        ...request,
        g_recaptcha_response: 'x',
        admin: true,
      }).success,
    ).toBe(false);
  });
});
