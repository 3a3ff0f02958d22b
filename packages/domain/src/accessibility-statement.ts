import { z } from 'zod';
import type { Language } from './language';

/** A text the organisation writes in Finnish, and in Swedish and English where it has them. */
const localisedText = z
  .object({
    fi: z.string().min(1),
    sv: z.string().min(1).optional(),
    en: z.string().min(1).optional(),
  })
  .strict();
/** A configured text in each language, Finnish where no other is given. */
export type LocalisedText = z.infer<typeof localisedText>;

/** The text of `language`, or the Finnish one when the configuration has none in it. */
export function localised(text: LocalisedText, language: Language): string {
  return text[language] ?? text.fi;
}

/** How far the service meets WCAG 2.1 AA (EU model statement, Decision (EU) 2018/1523). */
export const complianceStatuses = ['full', 'partial', 'none'] as const;
/** One of the compliance statuses of the model statement. */
export type ComplianceStatus = (typeof complianceStatuses)[number];

/** A WCAG 2.1 success criterion by its number, e.g. '1.1.1'. */
const wcagCriterion = z.string().regex(/^[1-4]\.\d{1,2}\.\d{1,2}$/, 'a WCAG criterion like 1.1.1');

/**
 * The facts of the accessibility statement that laki digitaalisten palvelujen tarjoamisesta
 * (306/2019) requires: `portal.config.json` `accessibilityStatement`. The statement's prose is
 * the web app's; these are what an organisation changes when it reviews the statement.
 */
export const accessibilityStatementSchema = z
  .object({
    /** The address of the service the statement covers. */
    serviceAddress: z.url(),
    complianceStatus: z.enum(complianceStatuses),
    /** When the statement was first prepared and last reviewed (YYYY-MM-DD). */
    preparedOn: z.iso.date(),
    reviewedOn: z.iso.date(),
    /** Where accessibility feedback goes besides the feedback form. */
    feedbackEmail: z.email(),
    /** Content that is not accessible, each with the WCAG criteria it fails (none: not assessed). */
    knownIssues: z
      .array(z.object({ criteria: z.array(wcagCriterion), description: localisedText }).strict())
      .default([]),
    /** Where a person turns when the answer does not come in two weeks or does not satisfy. */
    supervisoryAuthority: z
      .object({
        name: localisedText,
        unit: localisedText,
        website: localisedText,
        email: z.email(),
        phone: z.string().min(1),
      })
      .strict(),
  })
  .strict()
  .refine((statement) => statement.reviewedOn >= statement.preparedOn, {
    message: 'reviewedOn must not be before preparedOn',
    path: ['reviewedOn'],
  });

/** The accessibility statement's facts as configured. */
export type AccessibilityStatement = z.infer<typeof accessibilityStatementSchema>;
