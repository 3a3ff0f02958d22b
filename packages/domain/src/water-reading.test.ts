import { describe, expect, it } from 'vitest';
import { helsinkiDay } from './helsinki-calendar';
import {
  anonymousWaterReadingRequestSchema,
  isCalendarDate,
  toWaterReadingRequest,
  waterReadingFormSchema,
  waterReadingMessages as messages,
  waterReadingRequestSchema,
} from './water-reading';

const validForm = {
  measurementPointId: '6400100004',
  meterId: '21000410',
  reading: '01234',
  date: '2026-03-14',
  email: '',
  sendCopy: false,
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (fields[issue.path.join('.')] ??= []).push(issue.message);
  }
  return fields;
}

// 15 March 2026, 00:30 in Helsinki, still the 14th in UTC: the schemas ask `today` at each parse.
const now = new Date('2026-03-14T22:30:00Z');
const today = () => helsinkiDay(now);

const formErrors = (changes: Partial<Record<keyof typeof validForm, unknown>>) =>
  fieldErrors(waterReadingFormSchema(today).safeParse({ ...validForm, ...changes }));

describe('water reading form', () => {
  it('accepts a filled form and turns it into the request', () => {
    const parsed = waterReadingFormSchema(today).parse({
      ...validForm,
      email: ' a@example.fi ',
      sendCopy: true,
    });
    expect(toWaterReadingRequest(parsed, 'ratkaisu')).toEqual({
      measurementPointId: '6400100004',
      meterId: '21000410',
      date: '2026-03-14',
      consumption: 1234,
      email: 'a@example.fi',
      sendCopy: true,
      g_recaptcha_response: 'ratkaisu',
    });
  });

  it.each([
    ['', messages.pointRequired],
    ['   ', messages.pointRequired],
    ['640A', messages.digitsOnly],
    ['-1', messages.digitsOnly],
    ['1'.repeat(21), messages.pointTooLong],
  ])('point number %j: %s', (value, message) => {
    expect(formErrors({ measurementPointId: value })).toEqual({ measurementPointId: [message] });
  });

  it('takes a point number of 20 digits', () => {
    expect(formErrors({ measurementPointId: '1'.repeat(20) })).toEqual({});
  });

  it.each([
    ['', messages.meterRequired],
    ['x'.repeat(41), messages.meterNotOfPoint],
  ])('meter %j: %s', (value, message) => {
    expect(formErrors({ meterId: value })).toEqual({ meterId: [message] });
  });

  it.each([
    ['', messages.readingRequired],
    ['12,5', messages.digitsOnly],
    ['abc', messages.digitsOnly],
    ['123456', messages.readingTooLong],
  ])('reading %j: %s', (value, message) => {
    expect(formErrors({ reading: value })).toEqual({ reading: [message] });
  });

  it.each([
    ['', messages.dateRequired],
    ['14.3.2026', messages.dateInvalid],
    ['2026-02-30', messages.dateInvalid],
    ['1999-12-31', messages.dateInvalid],
    ['0000-01-01', messages.dateInvalid],
    ['2026-03-16', messages.dateInFuture],
  ])('date %j: %s', (value, message) => {
    expect(formErrors({ date: value })).toEqual({ date: [message] });
  });

  it("takes today's date in Helsinki, even while it is still yesterday in UTC", () => {
    expect(today()).toBe('2026-03-15');
    expect(formErrors({ date: '2026-03-15' })).toEqual({});
  });

  it('checks the optional e-mail and asks for one when a copy is wanted', () => {
    expect(formErrors({ email: 'ei-osoite' })).toEqual({ email: [messages.invalidEmail] });
    expect(formErrors({ sendCopy: true })).toEqual({ email: [messages.copyNeedsEmail] });
    expect(formErrors({ sendCopy: true, email: '  ' })).toEqual({
      email: [messages.copyNeedsEmail],
    });
    expect(formErrors({ sendCopy: true, email: 'a@example.fi' })).toEqual({});
  });

  it('gives every field its message at once', () => {
    expect(
      Object.keys(
        formErrors({ measurementPointId: '', meterId: '', reading: '', date: '', sendCopy: true }),
      ).sort(),
    ).toEqual(['date', 'email', 'measurementPointId', 'meterId', 'reading']);
  });
});

describe('water reading requests', () => {
  const request = {
    measurementPointId: '6400100004',
    meterId: '21000410',
    date: today(),
    consumption: 99_999,
  };

  it('accepts a logged-in request without a captcha', () => {
    expect(waterReadingRequestSchema(today).safeParse(request).success).toBe(true);
  });

  it('needs the captcha from anonymous users', () => {
    expect(fieldErrors(anonymousWaterReadingRequestSchema(today).safeParse(request))).toEqual({
      g_recaptcha_response: [messages.captchaRequired],
    });
    const withCaptcha = { ...request, g_recaptcha_response: 'x' };
    expect(anonymousWaterReadingRequestSchema(today).safeParse(withCaptcha).success).toBe(true);
  });

  it.each([
    [undefined, messages.readingRequired],
    ['123', messages.readingRequired],
    [1.5, messages.digitsOnly],
    [-1, messages.digitsOnly],
    [100_000, messages.readingTooLong],
  ])('consumption %j: %s', (value, message) => {
    expect(
      fieldErrors(waterReadingRequestSchema(today).safeParse({ ...request, consumption: value })),
    ).toEqual({
      consumption: [message],
    });
  });

  it('refuses unknown fields', () => {
    expect(waterReadingRequestSchema(today).safeParse({ ...request, admin: true }).success).toBe(
      false,
    );
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-1', false],
  ])('%s is a date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});
