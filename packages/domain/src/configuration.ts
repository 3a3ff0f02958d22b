import { z } from 'zod';
import { accessibilityStatementSchema } from './accessibility-statement';
import { languageSchema, type Language } from './language';

export const themes = ['default', 'rvk', 'kenve', 'tke'] as const;
export type Theme = (typeof themes)[number];

export const serviceNames = [
  'electricity',
  'contractInfo',
  'fibre',
  'water',
  'billingInfo',
  'districtheat',
] as const;
export type ServiceName = (typeof serviceNames)[number];

const serviceSchema = z.enum(serviceNames);

/** What a translation of the organisation's texts may replace; what it leaves out stays as given. */
const organisationTextsSchema = z
  .object({
    brandName: z.string().min(1).optional(),
    officeHours: z
      .object({ days: z.string().min(1) })
      .strict()
      .optional(),
    /** The fault numbers' labels in the order of `faultNumbers`. */
    faultNumberLabels: z.array(z.string().min(1)).optional(),
    templates: z.record(z.string(), z.string()).optional(),
  })
  .strict();

/** The organisation's configuration: `portal.config.json`, also served by GET /api/configuration. */
export const portalConfigSchema = z
  .object({
    brandName: z.string().min(1),
    theme: z.enum(themes).default('default'),
    customerServiceEmail: z.email(),
    apiBase: z.string().startsWith('/').default('/api'),
    timeZone: z.string().min(1).default('Europe/Helsinki'),
    /** The languages offered, the default first; the texts below are in the default one. */
    languages: z
      .array(languageSchema)
      .min(1)
      .refine((list) => new Set(list).size === list.length, {
        message: 'languages must not repeat a language',
      })
      .default(['fi']),
    /** The organisation's texts in the other offered languages, each replacing the default's. */
    translations: z.partialRecord(languageSchema, organisationTextsSchema).default({}),
    services: z
      .array(serviceSchema)
      .refine((list) => list.includes('electricity') && list.includes('contractInfo'), {
        message: 'services must include electricity and contractInfo',
      }),
    incomingServices: z.array(serviceSchema).default([]),
    contact: z
      .object({
        companyName: z.string().min(1),
        streetAddress: z.string().min(1),
        postalCode: z.string().min(1),
        city: z.string().min(1),
        phone: z.string().min(1),
        email: z.email(),
      })
      .strict(),
    officeHours: z
      .object({ days: z.string().min(1), times: z.array(z.string().min(1)).min(1) })
      .strict(),
    faultNumbers: z
      .array(z.object({ label: z.string().min(1), phone: z.string().min(1) }).strict())
      .min(1),
    documents: z
      .object({
        privacyStatement: z.string().default('/tietosuojaseloste.pdf'),
        termsOfUse: z.string().default('/kayttoehdot.pdf'),
        managerGuide: z.string().default('/isannointiohje.pdf'),
      })
      .strict()
      .prefault({}),
    /** HTML blocks by template key (infoboksi.html, fiber0.html, fiber{type}.html); sanitised before rendering. */
    templates: z.record(z.string(), z.string()).default({}),
    /** The accessibility statement's facts (306/2019); the web app writes its prose. */
    accessibilityStatement: accessibilityStatementSchema,
  })
  .strict()
  .superRefine(checkTranslations);

export type PortalConfig = z.infer<typeof portalConfigSchema>;
export type PortalConfigInput = z.input<typeof portalConfigSchema>;

type TranslatedParts = Pick<PortalConfig, 'languages' | 'translations' | 'faultNumbers'>;

// A translation belongs to an offered language other than the default, and names every fault number.
function checkTranslations(config: TranslatedParts, context: z.RefinementCtx): void {
  for (const [language, texts] of Object.entries(config.translations)) {
    const path = ['translations', language];
    if (!config.languages.slice(1).includes(language as Language)) {
      context.addIssue({
        code: 'custom',
        path,
        message: `${language} is not one of the offered languages after the default`,
      });
    }
    const labels = texts?.faultNumberLabels;
    if (labels && labels.length !== config.faultNumbers.length) {
      context.addIssue({
        code: 'custom',
        path: [...path, 'faultNumberLabels'],
        message: `gives ${labels.length} labels for ${config.faultNumbers.length} fault numbers`,
      });
    }
  }
}

/** The configuration as a person reading `language` sees it: its translation over the default's texts. */
export function localizedConfig(config: PortalConfig, language: Language): PortalConfig {
  const texts = config.translations[language];
  if (!texts) return config;
  return {
    ...config,
    brandName: texts.brandName ?? config.brandName,
    officeHours: { ...config.officeHours, ...texts.officeHours },
    faultNumbers: config.faultNumbers.map((entry, index) => ({
      ...entry,
      label: texts.faultNumberLabels?.[index] ?? entry.label,
    })),
    templates: { ...config.templates, ...texts.templates },
  };
}
