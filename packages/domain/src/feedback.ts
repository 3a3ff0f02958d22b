import { z } from 'zod';
import { paths } from './navigation';
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

/**
 * What the feedback is about: general, or accessibility (the feedback channel the accessibility
 * statement names, laki digitaalisten palvelujen tarjoamisesta 306/2019). Rows before the
 * category were general.
 */
export const feedbackCategories = ['general', 'accessibility'] as const;
/** One of the feedback categories. */
export type FeedbackCategory = (typeof feedbackCategories)[number];

const feedbackCategory = z.enum(feedbackCategories).default('general');

/** The feedback page's query parameter that chooses the topic: `/feedback?aihe=saavutettavuus`. */
export const feedbackTopicParam = 'aihe';

const topicOfCategory: Record<FeedbackCategory, string> = {
  general: 'yleinen',
  accessibility: 'saavutettavuus',
};

/** The feedback form's address with `category` chosen. */
export function feedbackPathFor(category: FeedbackCategory): string {
  return `${paths.feedback}?${feedbackTopicParam}=${topicOfCategory[category]}`;
}

/** The category a `?aihe=` value chooses; general for none or an unknown one. */
export function feedbackCategoryOfTopic(topic: string | null): FeedbackCategory {
  return feedbackCategories.find((category) => topicOfCategory[category] === topic) ?? 'general';
}

/** The feedback form: a topic, a message and an optional e-mail address for the answer. */
export const feedbackFormSchema = z.object({ ...feedbackFields, category: feedbackCategory });

/**
 * POST /api/feedback/submit `{feedback, username, customerName, email?, category?}` (spec 01 §3;
 * the category is ours, 'general' when left out). The server
 * takes the username and customer name from the session; the client's copies are only accepted.
 */
export const feedbackRequestSchema = z
  .object({
    ...feedbackFields,
    category: feedbackCategory,
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
