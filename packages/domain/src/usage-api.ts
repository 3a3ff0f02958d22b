import { z } from 'zod';

// The consumption API (spec 01 §7, spec 02 §7): GET /api/{type}/{level}?start&end&mp&…
// and GET /api/temperature/{level}?start&end&mp. Buckets are calendar buckets in
// Europe/Helsinki (a day in March's last weekend has 23 hours, in October's 25).

/** The product as the screens name it (spec 01 §3 "Usage view state"). */
export const products = ['electricity', 'districtheat', 'water'] as const;
export type Product = (typeof products)[number];

/** The product as the API path names it: districtheat is `heat` there. */
export const usageTypes = ['electricity', 'heat', 'water'] as const;
export type UsageType = (typeof usageTypes)[number];

export const usageTypeOf: Record<Product, UsageType> = {
  electricity: 'electricity',
  districtheat: 'heat',
  water: 'water',
};

export const productOfUsageType: Record<UsageType, Product> = {
  electricity: 'electricity',
  heat: 'districtheat',
  water: 'water',
};

/** Path segments of the consumption pages: /sahko, /kaukolampo, /vesi. */
export const productPathSegments: Record<Product, string> = {
  electricity: 'sahko',
  districtheat: 'kaukolampo',
  water: 'vesi',
};

/**
 * The API level is the bucket size. `thisyear` is the year view of electricity and heat and
 * answers month buckets like `month` (water's year view asks `month`, spec 01 §7).
 */
export const usageApiLevels = ['thisyear', 'month', 'day', 'hour', 'quarterhour'] as const;
export type UsageApiLevel = (typeof usageApiLevels)[number];

/** The finest bucket a period has data for (the day frame drills down only at quarterhour). */
export const resolutions = ['quarterhour', 'hour', 'day'] as const;
export type Resolution = (typeof resolutions)[number];

/** The `logintype` of the usage calls (spec 01 §7): not the login entries of `user-details.ts`. */
export const usageLoginTypes = ['consumer', 'b2b', 'rem'] as const;

export const meterUnits = ['kWh', 'MWh', 'm3'] as const;
export type MeterUnit = (typeof meterUnits)[number];

/** A calendar day (Helsinki midnight) or an instant with an offset or Z. */
const boundary = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Query of the usage calls. `start` is inclusive, `end` exclusive; a plain date means midnight
 * in Helsinki. `mp` is the metering point's public identifier; `companyid` a business id
 * (company and housing-company views). The server answers 400 with
 * 'Kulutuslukemia voi hakea enintään yhden vuoden ajalta...' when end is after start plus one
 * calendar year, end is not after start, or a date is malformed.
 */
export const usageQuerySchema = z.object({
  start: boundary,
  end: boundary,
  mp: z.string().regex(/^[0-9]{1,20}$/),
  companyid: z.string().max(20).optional(),
  logintype: z.enum(usageLoginTypes).optional(),
  comparison: flag.optional(),
  download: flag.optional(),
  /** Each bucket with its cost in euros (issue #14); the Excel file gains cost columns. */
  cost: flag.optional(),
});
export type UsageQuery = z.input<typeof usageQuerySchema>;

export const temperatureQuerySchema = z.object({
  start: boundary,
  end: boundary,
  mp: z.string().regex(/^[0-9]{1,20}$/),
  companyid: z.string().max(20).optional(),
});
export type TemperatureQuery = z.input<typeof temperatureQuerySchema>;

/** Qualities of a bucket's values other than measured, from the least to the most uncertain. */
export const bucketQualities = ['estimated', 'suspect', 'missing'] as const;
export type BucketQuality = (typeof bucketQualities)[number];

const usageValues = {
  /** Bucket start, ISO 8601 UTC. */
  ts: z.string(),
  /** Sum of the values present (electricity net of production from 2023); absent if all missing. */
  v: z.number().optional(),
  /** The bucket's least certain quality (missing > suspect > estimated); absent if all measured. */
  q: z.enum(bucketQualities).optional(),
  /** Production (electricity points with production only). */
  vp: z.number().optional(),
  /** The last meter reading in the bucket, when the meter reports one. */
  r: z.number().optional(),
};

/**
 * How the page, its table and the Excel file name a bucket's quality: a bucket of one value by
 * the value's quality, a bucket of many by what it contains; a bucket without `v` is missing.
 */
export type QualityLabel =
  'measured' | BucketQuality | 'containsEstimated' | 'containsSuspect' | 'containsMissing';

/** The Finnish words of each quality label: the page, its table and the Excel file say the same. */
export const qualityLabelsFi: Record<QualityLabel, string> = {
  measured: 'Mitattu',
  estimated: 'Arvioitu',
  suspect: 'Epävarma',
  missing: 'Puuttuu',
  containsEstimated: 'Sisältää arvioituja arvoja',
  containsSuspect: 'Sisältää epävarmoja arvoja',
  containsMissing: 'Sisältää puuttuvia arvoja',
};

/** Whether a bucket holds one meter value: its size is the finest stored in the period. */
export function holdsSingleValue(
  bucket: Resolution | 'month',
  maximumResolution: Resolution,
): boolean {
  return bucket === maximumResolution;
}

const containing = {
  estimated: 'containsEstimated',
  suspect: 'containsSuspect',
  missing: 'containsMissing',
} as const satisfies Record<BucketQuality, QualityLabel>;

/** The quality label of a bucket (or its comparison); `single` per holdsSingleValue. */
export function bucketQualityLabel(
  bucket: { v?: number; q?: BucketQuality },
  single: boolean,
): QualityLabel {
  if (bucket.v === undefined) return 'missing';
  if (bucket.q === undefined) return 'measured';
  // A value present beside missing ones: the bucket is partial whatever its size.
  return single && bucket.q !== 'missing' ? bucket.q : containing[bucket.q];
}

/**
 * A bucket's cost (cost=true), euros: energy, distribution and electricity tax without VAT, the
 * VAT, and their sum c. Fixed monthly fees are shared by the hours holding data (a day holds
 * 24/744 of a 31-day month's fee), so the buckets of a period add up to the period. Absent where
 * the point has no priced contract or a price is missing.
 */
export const bucketCostValues = {
  /** Total with VAT. */
  c: z.number().optional(),
  /** Energy (spot or fixed product, its monthly fee) without VAT. */
  ce: z.number().optional(),
  /** Distribution (basic fee and transfer) without VAT. */
  cd: z.number().optional(),
  /** Electricity tax without VAT. */
  ct: z.number().optional(),
  /** VAT. */
  cv: z.number().optional(),
  /** Hour and quarter-hour buckets of electricity: the day-ahead price, c/kWh with VAT. */
  p: z.number().optional(),
};

export const usagePointSchema = z.object({
  ...usageValues,
  ...bucketCostValues,
  /** The same bucket one year earlier (comparison=true; absent where that year has none). */
  comparison: z.object(usageValues).optional(),
});
export type UsagePoint = z.infer<typeof usagePointSchema>;

/**
 * An answer without buckets because the point's data has not come yet (decision 0043): nothing
 * is stored before the period's end, or the period runs past today after the last stored day.
 * `dataFrom` (YYYY-MM-DD) is the first stored day, else the first contract's start; null when
 * neither is known or applies.
 */
export const usageNoDataYetSchema = z.object({ dataFrom: z.iso.date().nullable() });
export type UsageNoDataYet = z.infer<typeof usageNoDataYetSchema>;

export const usageAnswerSchema = z.object({
  data: z.array(usagePointSchema),
  unit: z.enum(meterUnits),
  /** The finest resolution stored anywhere in the asked period. */
  maximumResolution: z.enum(resolutions),
  /** Present (and `data` empty) only when the point has no meter data yet for the period. */
  noDataYet: usageNoDataYetSchema.optional(),
});
export type UsageAnswer = z.infer<typeof usageAnswerSchema>;

export const temperatureAnswerSchema = z.object({
  /** Mean °C per bucket, one decimal. */
  data: z.array(z.object({ ts: z.string(), v: z.number() })),
});
export type TemperatureAnswer = z.infer<typeof temperatureAnswerSchema>;

/**
 * GET /api/meteringpoints/{mp}?companyid= — one metering point the user may see, for the heading
 * of its consumption page. `companyid` names the company or housing company whose view asks.
 */
export const meteringPointParamsSchema = z.object({ mp: z.string().regex(/^[0-9]{1,20}$/) });
export const meteringPointQuerySchema = z.object({ companyid: z.string().max(20).optional() });
export const meteringPointSchema = z.object({
  meteringpointIdentifier: z.string(),
  gsrnIdentifier: z.string(),
  utility: z.enum(products),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
});
export type MeteringPointDetails = z.infer<typeof meteringPointSchema>;

/** The spec's `'12/31/9999 12:00:00 AM'`: the contract is valid until further notice. */
export const openEndedContractEnd = '12/31/9999 12:00:00 AM';

/**
 * GET /api/contracts?companyid= — the customer's contracts with their metering points (spec 01
 * §3 "Customer data" and "Contract", spec 02 §3 "Contract list item"). A consumer gets their own
 * customer; company and manager roles name the company or housing company with `companyid`
 * (business id), checked by the access module.
 */
export const contractsQuerySchema = z.object({
  companyid: z.string().max(20).optional(),
});

export const contractSchema = z.object({
  contractIdentifier: z.string(),
  /** 'Sähköverkkosopimus', 'Sähköntuotannon verkkosopimus', 'Kaukolämmön myyntisopimus', 'water'. */
  contractType: z.string(),
  contractProduct: z.string(),
  utility: z.enum(products),
  /** YYYY-MM-DD */
  contractStart: z.string(),
  /** YYYY-MM-DD, or openEndedContractEnd. */
  contractEnd: z.string(),
  /** kWh a year; null when the utility has none. */
  yearlyEstimate: z.number().nullable(),
  meteringpointIdentifier: z.string(),
  gsrnIdentifier: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  deviceCodes: z.array(z.string()),
  unit: z.enum(meterUnits),
});
export type Contract = z.infer<typeof contractSchema>;

export const customerDataSchema = z.object({
  customerName: z.string(),
  /** Customer numbers in the billing system. */
  customerIdentifier: z.array(z.string()),
  /** Business id of a company or housing company; null for a consumer. */
  identifier: z.string().nullable(),
  email: z.string().nullable(),
  contracts: z.array(contractSchema),
});
export type CustomerData = z.infer<typeof customerDataSchema>;
