import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

// Conventions: snake_case columns; instants as timestamptz; calendar days as date;
// money numeric(12,2); metered quantities numeric(18,6) (MWh values need six decimals).
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 6 });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const calendarDay = (name: string) => date(name, { mode: 'string' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const customerKind = pgEnum('customer_kind', ['person', 'company', 'housing_company']);
export const utility = pgEnum('utility', ['electricity', 'districtheat', 'water']);
export const meterUnit = pgEnum('meter_unit', ['kWh', 'MWh', 'm3']);
export const userRole = pgEnum('user_role', [
  'consumer',
  'companyUser',
  'companyManager',
  'remUser',
  'remCompany',
  'operator',
]);
export const personRole = pgEnum('person_role', ['admin', 'user']);
export const invoiceProductType = pgEnum('invoice_product_type', [
  'electricity',
  'heat',
  'fiber',
  'water',
]);
export const applyingCreds = pgEnum('applying_creds', ['business', 'manager']);
export const requestStatus = pgEnum('request_status', ['new', 'handled', 'rejected']);
export const fibreRequestKind = pgEnum('fibre_request_kind', ['offer', 'reading']);
export const emailStatus = pgEnum('email_status', ['pending', 'sending', 'sent', 'failed']);
/** spot: margin on the day-ahead price; fixed: a price per kWh; unit: heat and water. */
export const tariffKind = pgEnum('tariff_kind', ['spot', 'fixed', 'distribution', 'unit']);
export const alertKind = pgEnum('alert_kind', ['price', 'consumption', 'forecast']);

// ---------------------------------------------------------------- customers and metering points

export const customers = pgTable(
  'customers',
  {
    id: id(),
    kind: customerKind('kind').notNull(),
    /** Display name: the full name of a person, the company name otherwise. */
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Keyed hash of the personal identity code (persons only); never the code itself. */
    identityCodeHash: text('identity_code_hash'),
    businessId: text('business_id'),
    /** The parent company of a subsidiary (Esimerkki Kiinteistöt Oy → Esimerkki Oy). */
    parentCustomerId: integer('parent_customer_id'),
    customerNumbers: text('customer_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentCustomerId], foreignColumns: [t.id] }).onDelete('set null'),
    uniqueIndex('customers_identity_code_hash_key').on(t.identityCodeHash),
    uniqueIndex('customers_business_id_key').on(t.businessId),
    index('customers_parent_customer_id_idx').on(t.parentCustomerId),
    index('customers_customer_numbers_idx').using('gin', t.customerNumbers),
    check(
      'customers_person_fields',
      sql`(${t.kind} = 'person') = (${t.firstName} IS NOT NULL AND ${t.lastName} IS NOT NULL AND ${t.businessId} IS NULL)`,
    ),
    check(
      'customers_identity_code_hash_persons_only',
      sql`${t.identityCodeHash} IS NULL OR ${t.kind} = 'person'`,
    ),
    check(
      'customers_business_id_required',
      sql`${t.kind} = 'person' OR ${t.businessId} IS NOT NULL`,
    ),
  ],
);

export const meteringPoints = pgTable(
  'metering_points',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** meteringpointIdentifier: digits, typed by users in the water reading form. */
    identifier: text('identifier').notNull(),
    gsrn: text('gsrn').notNull(),
    /**
     * Electricity with production: the GSRN of its production metering point in Datahub, whose
     * values are stored beside this point's consumption.
     */
    productionGsrn: text('production_gsrn'),
    utility: utility('utility').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    /** Meter numbers (water meters are chosen from these in the reading form). */
    deviceCodes: text('device_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unit: meterUnit('unit').notNull(),
    /** Current native resolution; its history is in metering_point_resolutions. */
    resolutionMinutes: integer('resolution_minutes').notNull(),
    temperatureArea: text('temperature_area').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('metering_points_identifier_key').on(t.identifier),
    uniqueIndex('metering_points_gsrn_key').on(t.gsrn),
    uniqueIndex('metering_points_production_gsrn_key').on(t.productionGsrn),
    index('metering_points_customer_id_idx').on(t.customerId),
    check('metering_points_identifier_digits', sql`${t.identifier} ~ '^[0-9]{1,20}$'`),
    check('metering_points_gsrn_digits', sql`${t.gsrn} ~ '^[0-9]{18}$'`),
    check(
      'metering_points_production_gsrn',
      sql`${t.productionGsrn} ~ '^[0-9]{18}$' AND ${t.productionGsrn} <> ${t.gsrn}`,
    ),
    check('metering_points_resolution', sql`${t.resolutionMinutes} IN (15, 60, 1440)`),
  ],
);

/**
 * Native resolution per metering point and period: a quarter-hour query over a period stored
 * hourly answers 404 (no finer data exists there).
 */
export const meteringPointResolutions = pgTable(
  'metering_point_resolutions',
  {
    meteringPointId: integer('metering_point_id')
      .notNull()
      .references(() => meteringPoints.id, { onDelete: 'cascade' }),
    validFrom: instant('valid_from').notNull(),
    resolutionMinutes: integer('resolution_minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meteringPointId, t.validFrom] }),
    check('metering_point_resolutions_minutes', sql`${t.resolutionMinutes} IN (15, 60, 1440)`),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    contractIdentifier: text('contract_identifier').notNull(),
    /** As the billing system names it: 'Sähköverkkosopimus', 'Kaukolämmön myyntisopimus', 'water'. */
    contractType: text('contract_type').notNull(),
    contractProduct: text('contract_product').notNull(),
    startDate: calendarDay('start_date').notNull(),
    /** Null = open-ended (rendered '12/31/9999 12:00:00 AM' by the APIs). */
    endDate: calendarDay('end_date'),
    yearlyEstimateKwh: integer('yearly_estimate_kwh'),
    utility: utility('utility').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    meteringPointId: integer('metering_point_id')
      .notNull()
      .references(() => meteringPoints.id),
    /** How the contract is priced (cost views); null: not priced. */
    tariffId: integer('tariff_id').references(() => tariffs.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contracts_contract_identifier_key').on(t.contractIdentifier),
    index('contracts_customer_id_idx').on(t.customerId),
    index('contracts_metering_point_id_idx').on(t.meteringPointId),
    check('contracts_period', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
  ],
);

// ---------------------------------------------------------------- users and access

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** scrypt hash (auth/password.ts); null until the user has set a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    role: userRole('role').notNull(),
    termsAcceptedAt: instant('terms_accepted_at'),
    dataProtectionAcceptedAt: instant('data_protection_accepted_at'),
    lastLoginAt: instant('last_login_at'),
    /** Set by customer service: a locked account cannot log in and has no sessions. */
    lockedAt: instant('locked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Which customers a user acts for; personRole marks a company's admin ('Pääkäyttäjä'). */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    personRole: personRole('person_role').notNull().default('user'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    index('user_customers_customer_id_idx').on(t.customerId),
  ],
);

/**
 * The account an external OpenID provider's identity logs in to (decision 0047): bound by the
 * verified e-mail at the first login, found by (issuer, subject) afterwards. One identity per
 * account and provider, so another identity claiming the same e-mail is refused.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    uniqueIndex('external_identities_issuer_user_key').on(t.issuer, t.userId),
  ],
);

export const propertyManagerOffices = pgTable(
  'property_manager_offices',
  {
    id: id(),
    name: text('name').notNull(),
    businessId: text('business_id').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    postOffice: text('post_office').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('property_manager_offices_business_id_key').on(t.businessId)],
);

/** Office staff: remUser accounts and the office's remCompany main user; one office per user. */
export const officeStaff = pgTable(
  'office_staff',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => propertyManagerOffices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.officeId, t.userId] }),
    uniqueIndex('office_staff_user_id_key').on(t.userId),
  ],
);

/** A housing company belongs to at most one office at a time (unique customer_id). */
export const officeHousingCompanies = pgTable(
  'office_housing_companies',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => propertyManagerOffices.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.officeId, t.customerId] }),
    uniqueIndex('office_housing_companies_customer_id_key').on(t.customerId),
  ],
);

/** Staff member ↔ housing company; both must belong to the same office (composite keys). */
export const staffHousingCompanies = pgTable(
  'staff_housing_companies',
  {
    officeId: integer('office_id').notNull(),
    userId: uuid('user_id').notNull(),
    customerId: integer('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerId] }),
    index('staff_housing_companies_customer_id_idx').on(t.customerId),
    foreignKey({
      columns: [t.officeId, t.userId],
      foreignColumns: [officeStaff.officeId, officeStaff.userId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.officeId, t.customerId],
      foreignColumns: [officeHousingCompanies.officeId, officeHousingCompanies.customerId],
    }).onDelete('cascade'),
  ],
);

/** Simulated trade register (PRH): who is registered as a housing company's representative. */
export const businessRegistry = pgTable('business_registry', {
  businessId: text('business_id').primaryKey(),
  name: text('name').notNull(),
  representativeOfficeName: text('representative_office_name'),
  street: text('street'),
  postalCode: text('postal_code'),
  city: text('city'),
});

/**
 * The trade register's housing-company managers as the utility imports them
 * (`npm run import -- housing-managers FILE.csv`, decision 0045): which office the register
 * names manager (isännöitsijä) of a housing company. The check of 'Lisää asunto-osakeyhtiö'
 * reads it when no trade-register service is configured.
 */
export const housingManagers = pgTable('housing_managers', {
  housingCompanyBusinessId: text('housing_company_business_id').primaryKey(),
  officeBusinessId: text('office_business_id').notNull(),
  /** The office's name in the register, for the refusal's text; optional in the file. */
  officeName: text('office_name'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * 'Lisää asunto-osakeyhtiö' when no register can answer: the back office approves or rejects
 * (decision 0045). One open request per office and housing company.
 */
export const housingCompanyRequests = pgTable(
  'housing_company_requests',
  {
    id: id(),
    officeId: integer('office_id')
      .notNull()
      .references(() => propertyManagerOffices.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: requestStatus('status').notNull().default('new'),
    handledAt: instant('handled_at'),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Told to the manager when the request is rejected. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('housing_company_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('housing_company_requests_open_key')
      .on(t.officeId, t.customerId)
      .where(sql`status = 'new'`),
  ],
);

// ---------------------------------------------------------------- meter data

/**
 * The quality of a stored value (import/meter-quality.ts): 0 measured, 1 estimated, 2 suspect,
 * 3 missing (its value is null). A rollup keeps the least certain quality among its values.
 */
const qualityCode = (name: string) => smallint(name);

const meterValues = {
  /** Null where the value is missing, or where only production has arrived. */
  value: quantity('value'),
  quality: qualityCode('quality').notNull().default(0),
  production: quantity('production'),
  /** The production's quality; null reads as measured (rows from before qualities were kept). */
  productionQuality: qualityCode('production_quality'),
  reading: quantity('reading'),
};

/** A day's values in millionths of their unit (numeric(18,6) exactly), one per interval. */
const microUnits = (name: string) => bigint(name, { mode: 'number' }).array();
/** A day's qualities, a byte per interval; null when every value is measured. */
const qualityBytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Meter data as day blocks (decision 0038): one row per point and Helsinki day, the day's
 * intervals in order from `day_start` (Helsinki midnight) at `minutes` each, null where an
 * interval has no value (db/meter-days.ts).
 */
export const meterDays = pgTable(
  'meter_days',
  {
    meteringPointId: integer('metering_point_id')
      .notNull()
      .references(() => meteringPoints.id, { onDelete: 'cascade' }),
    dayStart: instant('day_start').notNull(),
    minutes: smallint('minutes').notNull(),
    value: microUnits('value'),
    quality: qualityBytes('quality'),
    production: microUnits('production'),
    productionQuality: qualityBytes('production_quality'),
    reading: microUnits('reading'),
  },
  (t) => [primaryKey({ columns: [t.meteringPointId, t.dayStart] })],
);

// Rollups: calendar buckets in Europe/Helsinki (db/rollups.ts); value and production are sums,
// reading is the last reading in the bucket, samples the number of native rows summed.
function rollupTable<Name extends string, Extra extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Extra,
) {
  return pgTable(
    name,
    {
      meteringPointId: integer('metering_point_id')
        .notNull()
        .references(() => meteringPoints.id, { onDelete: 'cascade' }),
      bucketStart: instant('bucket_start').notNull(),
      ...meterValues,
      samples: integer('samples').notNull(),
      /** Hours holding data: a bucket's share of the month's fixed fees (hours × 1 h ÷ month). */
      hours: integer('hours').notNull().default(1),
      /** Electricity: consumption in the night hours 22–07 (Helsinki), for day/night tariffs. */
      nightValue: quantity('night_value'),
      /**
       * Electricity: Σ consumption × day-ahead price, euros without VAT; null where a row had no
       * price (db/rollups.ts).
       */
      spotCost: numeric('spot_cost', { precision: 18, scale: 8 }),
      ...columns,
    },
    (t) => [primaryKey({ columns: [t.meteringPointId, t.bucketStart] })],
  );
}

/**
 * The cost of a day or month bucket in euros (cost/stored-cost.ts): with VAT, and its energy,
 * distribution, tax and VAT parts, each rounded to 8 decimals; all null where the bucket cannot
 * be priced. Kept with the sums so a view with cost reads what a view without reads.
 */
const costColumns = {
  cost: doublePrecision('cost'),
  energyCost: doublePrecision('energy_cost'),
  gridCost: doublePrecision('grid_cost'),
  taxCost: doublePrecision('tax_cost'),
  vatCost: doublePrecision('vat_cost'),
  /**
   * The same five as members of the usage API's bucket object, `"c":…,"ce":…,"cd":…,"ct":…,
   * "cv":…`: written once with them, so a view does not build 155 JSON numbers a month.
   */
  costJson: text('cost_json'),
};

export const meterDataDay = rollupTable('meter_data_day', costColumns);
export const meterDataMonth = rollupTable('meter_data_month', costColumns);

export const temperatures = pgTable(
  'temperatures',
  {
    area: text('area').notNull(),
    ts: instant('ts').notNull(),
    celsius: numeric('celsius', { precision: 4, scale: 1 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.ts] })],
);

// ---------------------------------------------------------------- prices and cost

/**
 * Day-ahead spot prices per bidding zone: one row per market time unit (60 minutes before
 * 2025-10-01, 15 minutes from then), EUR/MWh without VAT; negative prices happen.
 */
export const prices = pgTable(
  'prices',
  {
    zone: text('zone').notNull(),
    start: instant('start').notNull(),
    minutes: integer('minutes').notNull(),
    eurPerMwh: numeric('eur_per_mwh', { precision: 10, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zone, t.start] }),
    check('prices_minutes', sql`${t.minutes} IN (15, 60)`),
  ],
);

/** A product or tariff a contract is priced by; its rates change over time (tariff_rates). */
export const tariffs = pgTable(
  'tariffs',
  {
    id: id(),
    /** Stable key used by the register import and the demo world. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    utility: utility('utility').notNull(),
    kind: tariffKind('kind').notNull(),
  },
  (t) => [uniqueIndex('tariffs_code_key').on(t.code)],
);

/**
 * Rates without VAT from `valid_from` (a Helsinki month start) until the next row. priceCents:
 * c/kWh of a fixed product, the margin of a spot product, distribution's (day) rate, or heat's
 * and water's price per unit of the point; nightPriceCents: distribution's night rate (22–07).
 */
export const tariffRates = pgTable(
  'tariff_rates',
  {
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id, { onDelete: 'cascade' }),
    validFrom: instant('valid_from').notNull(),
    priceCents: numeric('price_cents', { precision: 12, scale: 5 }).notNull(),
    nightPriceCents: numeric('night_price_cents', { precision: 12, scale: 5 }),
    monthlyFeeEuros: numeric('monthly_fee_euros', { precision: 10, scale: 2 })
      .notNull()
      .default('0'),
  },
  (t) => [primaryKey({ columns: [t.tariffId, t.validFrom] })],
);

/** Electricity tax (class I, with the security-of-supply fee), c/kWh without VAT. */
export const electricityTaxRates = pgTable('electricity_tax_rates', {
  validFrom: instant('valid_from').primaryKey(),
  centsPerKwh: numeric('cents_per_kwh', { precision: 10, scale: 5 }).notNull(),
});

/** VAT per utility (electricity had 10 % from 2022-12-01 to 2023-04-30). */
export const vatRates = pgTable(
  'vat_rates',
  {
    utility: utility('utility').notNull(),
    validFrom: instant('valid_from').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.utility, t.validFrom] })],
);

/**
 * Stored costs to compute again from an instant on, for every point: a migration that changes
 * what costs are made of (new columns, a new legal rate) adds a row, and the first process to
 * migrate after it recomputes and removes it (cost/stored-cost.ts).
 */
export const costRefreshes = pgTable('cost_refreshes', {
  fromInstant: instant('from_instant').primaryKey(),
});

// ---------------------------------------------------------------- alerts

/**
 * A user's e-mail alert: price (tomorrow's spot price above threshold c/kWh in any hour),
 * consumption (yesterday's above threshold kWh on the point) or forecast (this month's cost
 * forecast above threshold €, on the point).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: alertKind('kind').notNull(),
    /** Null for price alerts (the bidding zone's price, not a point's). */
    meteringPointId: integer('metering_point_id').references(() => meteringPoints.id, {
      onDelete: 'cascade',
    }),
    threshold: numeric('threshold', { precision: 12, scale: 3 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('alerts_user_id_idx').on(t.userId),
    index('alerts_kind_active_idx').on(t.kind, t.active),
  ],
);

/** One row per alert and Helsinki day it was sent: the primary key makes the send unique. */
export const alertSends = pgTable(
  'alert_sends',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    day: calendarDay('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.day] })],
);

// ---------------------------------------------------------------- forms and requests

export const waterReadings = pgTable(
  'water_readings',
  {
    id: id(),
    meteringPointId: integer('metering_point_id')
      .notNull()
      .references(() => meteringPoints.id),
    meterId: text('meter_id').notNull(),
    readingDate: calendarDay('reading_date').notNull(),
    reading: integer('reading').notNull(),
    email: text('email'),
    sendCopy: boolean('send_copy').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: requestStatus('status').notNull().default('new'),
    /** When and by which operator the back office marked it handled (or rejected). */
    handledAt: instant('handled_at'),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('water_readings_metering_point_id_idx').on(t.meteringPointId, t.readingDate),
    index('water_readings_status_created_at_idx').on(t.status, t.createdAt),
    index('water_readings_created_at_idx').on(t.createdAt),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email'),
    message: text('message').notNull(),
    status: requestStatus('status').notNull().default('new'),
    /** When and by which operator the back office marked it handled (or rejected). */
    handledAt: instant('handled_at'),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_created_at_idx').on(t.createdAt),
    index('feedback_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

export const companyRegistrationRequests = pgTable(
  'business_registration_requests',
  {
    id: id(),
    applyingCompany: text('applying_company').notNull(),
    applyingPerson: text('applying_person').notNull(),
    contactEmail: text('contact_email').notNull(),
    applyingCompanyIdentifier: text('applying_company_identifier').notNull(),
    daughterCompanyIdentifiers: text('daughter_company_identifiers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    applyingCreds: applyingCreds('applying_creds').notNull(),
    status: requestStatus('status').notNull().default('new'),
    /** When and by which operator the back office marked it handled (or rejected). */
    handledAt: instant('handled_at'),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Told to the applicant when the request is rejected. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('business_registration_requests_status_idx').on(t.status, t.createdAt)],
);

export const contactChangeRequests = pgTable(
  'contact_change_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    email: text('email'),
    status: requestStatus('status').notNull().default('new'),
    /** When and by which operator the back office marked it handled (or rejected). */
    handledAt: instant('handled_at'),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_change_requests_user_id_idx').on(t.userId),
    index('contact_change_requests_status_created_at_idx').on(t.status, t.createdAt),
    check(
      'contact_change_requests_something',
      sql`${t.phone} IS NOT NULL OR ${t.email} IS NOT NULL`,
    ),
  ],
);

/** /kuitu: an offer request (person fields) or a fibre reading (measurement fields). */
export const fibreRequests = pgTable(
  'fibre_requests',
  {
    id: id(),
    kind: fibreRequestKind('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    email: text('email'),
    measurementPointId: text('measurement_point_id'),
    meterId: text('meter_id'),
    consumption: quantity('consumption'),
    status: requestStatus('status').notNull().default('new'),
    /** When and by which operator the back office marked it handled (or rejected). */
    handledAt: instant('handled_at'),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fibre_requests_user_id_idx').on(t.userId),
    index('fibre_requests_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

/** Fibre products available at a customer's addresses (fiber{type}.html advertisements). */
export const fibreAvailability = pgTable(
  'fibre_availability',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('fibre_availability_customer_id_idx').on(t.customerId)],
);

// ---------------------------------------------------------------- invoices

/** Consumer invoice by product (spec 02 §3: Laskunumero, AsiakasKey, KayttopaikkaKey, …). */
export const consumerInvoices = pgTable(
  'consumer_invoices',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    meteringPointId: integer('metering_point_id')
      .notNull()
      .references(() => meteringPoints.id),
    productType: invoiceProductType('product_type').notNull(),
    /** Laskunumero */
    invoiceNumber: text('invoice_number').notNull(),
    /** AsiakasKey */
    customerKey: text('customer_key').notNull(),
    /** KayttopaikkaKey */
    usagePlaceKey: text('usage_place_key').notNull(),
    /** Mittalaitenro */
    meterNumber: text('meter_number'),
    /** LaskutusjaksoAlkuPvm / LaskutusjaksoLoppuPvm */
    periodStart: calendarDay('period_start').notNull(),
    periodEnd: calendarDay('period_end').notNull(),
    /** LaskunSumma (VAT included) */
    total: money('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('consumer_invoices_invoice_number_key').on(t.invoiceNumber),
    index('consumer_invoices_customer_idx').on(t.customerId, t.productType, t.periodStart),
    index('consumer_invoices_metering_point_idx').on(t.meteringPointId, t.periodStart),
  ],
);

/** Rivit */
export const consumerInvoiceRows = pgTable(
  'consumer_invoice_rows',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => consumerInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** TuotekomponenttiTunnus */
    componentCode: text('component_code').notNull(),
    /** Maara */
    quantity: quantity('quantity').notNull(),
    /** MaaranYksikko */
    quantityUnit: text('quantity_unit').notNull(),
    /** YksikkohintaALV0 (unit prices need more than cents: c/kWh) */
    unitPriceVat0: numeric('unit_price_vat0', { precision: 14, scale: 5 }).notNull(),
    /** HintaYksikko */
    priceUnit: text('price_unit').notNull(),
    /** VeloitusALV0 */
    chargeVat0: money('charge_vat0').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

/** ALV: rate → Veroton, Vero, Yht */
export const consumerInvoiceVat = pgTable(
  'consumer_invoice_vat',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => consumerInvoices.id, { onDelete: 'cascade' }),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    net: money('net').notNull(),
    vat: money('vat').notNull(),
    total: money('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.vatRate] })],
);

/** billing-system invoice (spec 02 §3); statuses 190xx and types 460xx as integer codes. */
export const billingInvoices = pgTable(
  'ropo_invoices',
  {
    id: id(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceType: integer('invoice_type').notNull(),
    invoiceStatus: integer('invoice_status').notNull(),
    invoiceDate: calendarDay('invoice_date').notNull(),
    dueDate: calendarDay('due_date').notNull(),
    /** The due date before any postponement; the new date may not precede it. */
    originalDueDate: calendarDay('original_due_date').notNull(),
    amountTotal: money('amount_total').notNull(),
    amountOpen: money('amount_open').notNull(),
    amountVatExcluded: money('amount_vat_excluded').notNull(),
    isPaymentAgreementAllowed: boolean('is_payment_agreement_allowed').notNull().default(false),
    paymentAgreementMaxDuedate: calendarDay('payment_agreement_max_duedate'),
    paymentAgreementType: text('payment_agreement_type'),
    duedateChanged: boolean('duedate_changed').notNull().default(false),
    /** 269002 marks an invoice billed on behalf of a third party. */
    thirdPartyInvoicingInvoiceType: integer('third_party_invoicing_invoice_type'),
    customerNumber: text('customer_number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ropo_invoices_invoice_number_key').on(t.invoiceNumber),
    index('ropo_invoices_customer_due_date_idx').on(t.customerId, t.dueDate),
    check(
      'ropo_invoices_status',
      sql`${t.invoiceStatus} BETWEEN 19001 AND 19023 AND ${t.invoiceStatus} <> 19007`,
    ),
    check('ropo_invoices_type', sql`${t.invoiceType} BETWEEN 46001 AND 46006`),
  ],
);

export const billingInvoiceCalculationPeriods = pgTable(
  'ropo_invoice_calculation_periods',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    objectKey: text('object_key').notNull(),
    objectName: text('object_name').notNull(),
    networkId: text('network_id').notNull(),
    meteringPointId: integer('metering_point_id').references(() => meteringPoints.id),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    index('ropo_invoice_calculation_periods_mp_idx').on(t.meteringPointId),
  ],
);

/** Billing parameters per customer, e.g. OnlineMaxSaldoLimit (absent = 0). */
export const companyParams = pgTable(
  'company_params',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    param: text('param').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.param] })],
);

// ---------------------------------------------------------------- sessions, tokens, mail, audit

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value; the cookie itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: instant('idle_expires_at').notNull(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    data: jsonb('data').notNull().default({}),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_absolute_expires_at_idx').on(t.absoluteExpiresAt),
  ],
);

/** Single-use links (registration, password set, staff invitation); only the hash is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    /** What the token is about: a user id, an e-mail address or an identity-code hash. */
    subject: text('subject').notNull(),
    data: jsonb('data').notNull().default({}),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_subject_idx').on(t.purpose, t.subject),
    index('one_time_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

/** Who did what to which record; details never hold personal data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/** Process-wide facts such as "the demo world is complete"; written last by the seeder. */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- embedded login server

/**
 * oidc-provider's artefacts (sessions, interactions, codes, grants, …) shared by every server
 * process; `provider` separates several provider instances in one database.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: instant('expires_at'),
    consumedAt: instant('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.model, t.id] }),
    index('oidc_payloads_uid_idx').on(t.provider, t.uid),
    index('oidc_payloads_grant_id_idx').on(t.provider, t.grantId),
    index('oidc_payloads_user_code_idx').on(t.provider, t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** A provider's signing keys, cookie keys and client secret: generated once, then shared. */
export const oidcSecrets = pgTable('oidc_secrets', {
  provider: text('provider').primaryKey(),
  secrets: jsonb('secrets').notNull(),
  createdAt: createdAt(),
});

/** Failed logins per key (an IP or an e-mail hash) in a fixed window, for the login rate limit. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
});

/**
 * Request counts of the routes' rate limits, shared by every server process (a limit of N is N
 * in all, not N per process). The key is a hash of the route and the caller.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: instant('resets_at').notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);
