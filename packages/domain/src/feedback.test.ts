import { describe, expect, it } from 'vitest';
import {
  feedbackFormSchema,
  feedbackMaxLength,
  feedbackMessages,
  feedbackRequestSchema,
} from './feedback';

const fieldErrors = (input: unknown) =>
  feedbackRequestSchema.safeParse(input).error?.flatten().fieldErrors ?? {};

describe('the feedback form', () => {
  it('needs only a message; an empty e-mail is left out', () => {
    expect(feedbackFormSchema.parse({ feedback: ' Kiitos! ', email: '' })).toEqual({
      feedback: 'Kiitos!',
    });
  });

  it('keeps a given e-mail for the answer', () => {
    expect(feedbackFormSchema.parse({ feedback: 'Hei', email: 'nimi@esimerkki.fi' })).toEqual({
      feedback: 'Hei',
      email: 'nimi@esimerkki.fi',
    });
  });

  it.each([
    ['a missing message', {}],
    ['an empty message', { feedback: '' }],
    ['a blank message', { feedback: ' \n ' }],
  ])('requires the message: %s', (_case, input) => {
    expect(fieldErrors(input).feedback).toEqual([feedbackMessages.messageRequired]);
  });

  it('allows 2000 characters and no more', () => {
    expect(fieldErrors({ feedback: 'a'.repeat(feedbackMaxLength) }).feedback).toBeUndefined();
    expect(fieldErrors({ feedback: 'a'.repeat(feedbackMaxLength + 1) }).feedback).toEqual([
      feedbackMessages.messageTooLong,
    ]);
  });

  it('shows the format the e-mail should have', () => {
    expect(feedbackMessages.invalidEmail).toBe(
      "Väärä sähköpostiosoite. Sähköpostiosoitteen tulee olla muodossa 'nimi@esimerkki.fi'",
    );
    expect(fieldErrors({ feedback: 'Hei', email: 'nimi@' }).email).toEqual([
      feedbackMessages.invalidEmail,
    ]);
    expect(fieldErrors({ feedback: 'Hei', email: `${'a'.repeat(320)}@x.fi` }).email).toEqual([
      feedbackMessages.invalidEmail,
    ]);
  });
});

describe('POST /api/feedback/submit payload', () => {
  it('accepts the spec payload', () => {
    const payload = {
      feedback: 'Hei',
      username: 'kuluttaja@example.fi',
      customerName: 'Matti Meikäläinen',
      email: 'nimi@esimerkki.fi',
    };
    expect(feedbackRequestSchema.parse(payload)).toEqual(payload);
  });

  it('refuses unknown fields', () => {
    expect(feedbackRequestSchema.safeParse({ feedback: 'Hei', admin: true }).success).toBe(false);
  });
});
