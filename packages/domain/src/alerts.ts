import { z } from 'zod';
import { internalIdTextSchema } from './internal-id';
import { paths } from './navigation';

// E-mail alerts (issue #14 item 4): the user's alerts on /ilmoitukset, their API and the
// anonymous unsubscribe link every alert e-mail carries.

/** price: tomorrow's spot price (c/kWh with VAT); consumption: yesterday's; forecast: this month's cost (€). */
export const alertKinds = ['price', 'consumption', 'forecast'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** The roles that may have alerts: consumers and the company roles. */
export const alertRoles = ['consumer', 'companyUser', 'companyManager'] as const;

/** Most alerts one user may have. */
export const maxAlertsPerUser = 20;
/** How many days an e-mail's unsubscribe link works. */
export const alertUnsubscribeTtlDays = 60;

/** Paths of the alert screens. */
export const alertPaths = {
  alerts: paths.alerts,
  /** `/ilmoitukset/peru?token=…`: the unsubscribe link of an alert e-mail. */
  unsubscribe: paths.alertUnsubscribe,
} as const;

/** Thresholds: a price may be negative (spot prices are), the others not. */
export const alertThresholdLimits = {
  price: { min: -1000, max: 100_000 },
  consumption: { min: 0, max: 100_000_000 },
  forecast: { min: 0, max: 100_000_000 },
} as const satisfies Record<AlertKind, { min: number; max: number }>;

export const alertErrorCodes = {
  tooMany: 'TOO_MANY_ALERTS',
  linkInvalid: 'ALERT_LINK_INVALID',
  linkUsed: 'ALERT_LINK_USED',
} as const;

/** The alert form's and API's Finnish messages. */
export const alertMessages = {
  kindRequired: 'Valitse ilmoituksen tyyppi',
  thresholdRequired: 'Anna raja-arvo',
  thresholdInvalid: 'Raja-arvon on oltava luku, enintään kolme desimaalia',
  thresholdTooLow: (min: number) => `Raja-arvo ei voi olla pienempi kuin ${min}`,
  thresholdTooHigh: (max: number) => `Raja-arvo ei voi olla suurempi kuin ${max}`,
  pointRequired: 'Valitse käyttöpaikka, jota ilmoitus koskee',
  pointNotForPrice: 'Hintailmoitus ei koske käyttöpaikkaa',
  nothingToChange: 'Anna uusi raja-arvo tai tila',
  tooMany: `Sinulla voi olla enintään ${maxAlertsPerUser} ilmoitusta.`,
  notFound: 'Ilmoitusta ei löytynyt.',
  linkInvalid:
    'Linkki on virheellinen tai vanhentunut. Voit lopettaa ilmoituksen kirjautumalla palveluun.',
  linkUsed: 'Tämä linkki on jo käytetty: ilmoitus on jo lopetettu.',
} as const;

/** The unit of an alert's threshold: c/kWh for price, € for forecast, the point's unit otherwise. */
export function alertUnit(kind: AlertKind, pointUnit: string | null): string {
  if (kind === 'price') return 'c/kWh';
  if (kind === 'forecast') return '€';
  return pointUnit === 'm3' ? 'm³' : (pointUnit ?? 'kWh');
}

const pointIdentifier = z
  .string({ error: alertMessages.pointRequired })
  .regex(/^[0-9]{1,20}$/, alertMessages.pointRequired);

const threshold = z
  .number({ error: alertMessages.thresholdRequired })
  .refine((value) => Number.isFinite(value), alertMessages.thresholdInvalid)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: alertMessages.thresholdInvalid,
  });

function checkThreshold(kind: AlertKind, value: number, context: z.RefinementCtx): void {
  const { min, max } = alertThresholdLimits[kind];
  if (value < min) {
    context.addIssue({
      code: 'custom',
      path: ['threshold'],
      message: alertMessages.thresholdTooLow(min),
    });
  } else if (value > max) {
    context.addIssue({
      code: 'custom',
      path: ['threshold'],
      message: alertMessages.thresholdTooHigh(max),
    });
  }
}

// The point rules look at the fields as given, so they are told even when another field is
// wrong (zod skips a plain refinement once a field has failed): every field error at once. A body
// that is not an object at all has only its type error.
type GivenAlert = { kind?: unknown; meteringPointId?: unknown };
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};
const needsPoint = (kind: unknown) => kind === 'consumption' || kind === 'forecast';

/** POST /api/alerts: a new alert; consumption and forecast name a metering point, price none. */
export const newAlertSchema = z
  .object({
    kind: z.enum(alertKinds, { error: alertMessages.kindRequired }),
    threshold,
    meteringPointId: pointIdentifier.optional(),
    /** The company whose view the point is chosen in (company roles); a business id. */
    companyId: z.string().max(20).optional(),
  })
  .strict()
  .refine(
    (alert) => {
      const given = alert as GivenAlert;
      return !(given.kind === 'price' && given.meteringPointId !== undefined);
    },
    { ...always, path: ['meteringPointId'], message: alertMessages.pointNotForPrice },
  )
  .refine(
    (alert) => {
      const given = alert as GivenAlert;
      return !(needsPoint(given.kind) && given.meteringPointId === undefined);
    },
    { ...always, path: ['meteringPointId'], message: alertMessages.pointRequired },
  )
  .superRefine((alert, context) => checkThreshold(alert.kind, alert.threshold, context));
export type NewAlert = z.infer<typeof newAlertSchema>;

/** PATCH /api/alerts/{id}: a new threshold, on/off, or both. */
export const alertUpdateSchema = z
  .object({ threshold: threshold.optional(), active: z.boolean().optional() })
  .strict()
  .refine((update) => update.threshold !== undefined || update.active !== undefined, {
    message: alertMessages.nothingToChange,
    path: ['threshold'],
  });
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;

/** The `{id}` of /api/alerts/{id}. */
export const alertParamsSchema = z.object({
  id: internalIdTextSchema(alertMessages.notFound),
});

/** One alert as the API answers it. */
export const alertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(alertKinds),
  threshold: z.number(),
  /** c/kWh, €, kWh, MWh or m³. */
  unit: z.string(),
  active: z.boolean(),
  /** The metering point's public identifier and address; null for price alerts. */
  meteringPointId: z.string().nullable(),
  address: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/alerts: the user's alerts, oldest first. */
export const alertsSchema = z.array(alertSchema);

/** POST /api/alerts/unsubscribe: the token of an e-mail's link. */
export const alertUnsubscribeSchema = z.object({ token: z.string().min(1).max(300) }).strict();

/** What the unsubscribe link stopped (or would stop): told on the page. */
export const alertUnsubscribeAnswerSchema = z.object({
  kind: z.enum(alertKinds),
  threshold: z.number(),
  unit: z.string(),
});
export type AlertUnsubscribeAnswer = z.infer<typeof alertUnsubscribeAnswerSchema>;
