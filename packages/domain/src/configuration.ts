import { z } from 'zod';

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

/** The organisation's configuration: `portal.config.json`, also served by GET /api/configuration. */
export const portalConfigSchema = z
  .object({
    brandName: z.string().min(1),
    theme: z.enum(themes).default('default'),
    customerServiceEmail: z.email(),
    apiBase: z.string().startsWith('/').default('/api'),
    timeZone: z.string().min(1).default('Europe/Helsinki'),
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
  })
  .strict();

export type PortalConfig = z.infer<typeof portalConfigSchema>;
export type PortalConfigInput = z.input<typeof portalConfigSchema>;
