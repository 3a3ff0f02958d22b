import { z } from 'zod';
import { emailAddress, optionalText } from './validators';

/** Longest feedback message (spec 01 §9). */
export const feedbackMaxLength = 2000;

/** The address shown in the feedback form's e-mail format message. */
export const feedbackEmailExample = 'nimi@esimerkki.fi';

/** The feedback form's messages (spec 01 §5; the spec gives no wording for the message rules). */
export const feedbackMessages = {
  invalidEmail: `Väärä sähköpostiosoite. Sähköpostiosoitteen tulee olla muodossa '${feedbackEmailExample}'`,
  messageRequired: 'Viesti on pakollinen',
  messageTooLong: `Viesti saa olla enintään ${feedbackMaxLength} merkkiä pitkä`,
} as const;

const feedbackFields = {
  // Checked before trimming, so the form's remaining-characters count and the rule agree.
  feedback: z
    .string({ error: feedbackMessages.messageRequired })
    .max(feedbackMaxLength, feedbackMessages.messageTooLong)
    .trim()
    .min(1, feedbackMessages.messageRequired),
  /** Only when the sender wants an answer. */
  email: optionalText(
    emailAddress({
      invalid: feedbackMessages.invalidEmail,
      tooLong: feedbackMessages.invalidEmail,
    }),
  ),
};

/** The feedback form: a message and an optional e-mail address for the answer. */
export const feedbackFormSchema = z.object(feedbackFields);

/**
 * POST /api/feedback/submit `{feedback, username, customerName, email?}` (spec 01 §3). The server
 * takes the username and customer name from the session; the client's copies are only accepted.
 */
export const feedbackRequestSchema = z
  .object({
    ...feedbackFields,
    username: z.string().max(320).optional(),
    customerName: z.string().max(500).optional(),
  })
  .strict();

/** The parsed feedback form. */
export type FeedbackForm = z.output<typeof feedbackFormSchema>;
/** The feedback payload as the client sends it. */
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
/** The feedback payload as the server reads it. */
export type Feedback = z.output<typeof feedbackRequestSchema>;
