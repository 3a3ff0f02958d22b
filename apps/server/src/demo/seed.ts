import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { connectWithoutTimeLimits, type Database, type Db } from '../db/connection';
import type { BulkConnection } from '../db/bulk-load';
import { bulkCopy, bulkInsert } from '../db/bulk-load';
import { dayBlockColumns, dayBlockCopyLine } from '../db/day-block';
import { queryRows } from '../db/query';
import { refreshRollups } from '../db/rollups';
import { spotZone } from '../cost/spot-zone';
import * as schema from '../db/schema';
import { hashPassword } from '../auth/password';
import { hashIdentityCode } from '../identity/identity-code-hash';
import { qualityCode } from '../import/meter-quality';
import { demoDayBlocks } from './day-blocks';
import { demoQualities, pointWithGaps } from './demo-qualities';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import { consumerInvoices, billingInvoices } from './invoices';
import { demoPrices } from './prices';
import { demoTariffs } from './tariffs';
import { clearTimelineCache, meterSeries, temperatureSeries, type Window } from './series';
import {
  backOfficeWork,
  businessRegistryEntries,
  otherOffice,
  demoCustomers,
  demoPassword,
  demoUsers,
  productionStartDate,
  propertyManagerOffice,
  smartMeterSwitchDate,
  temperatureAreas,
  type TemperatureArea,
} from './world';

export interface SeedInput {
  identityCodeKey: string;
  window: Window;
  today: Date;
  /** The back office's queue (backOfficeWork in world.ts): `npm start` has it. */
  backOfficeWork: boolean;
  log: (message: string) => void;
}

const dayInstant = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return helsinkiMidnight(y, m, d);
};

/** Runs `work` in one transaction on one connection; nothing is kept if it throws. */
export async function inSeedTransaction<T>(
  database: Database,
  work: (db: Db, bulk: BulkConnection) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    // PGlite is a single connection and nothing else runs during the seed, so a plain
    // BEGIN keeps the COPY statements and the Drizzle queries in one transaction.
    await database.exec('BEGIN');
    try {
      await skipForeignKeyTriggers(database.db);
      const result = await work(database.db, { kind: 'pglite', pglite: database.pglite! });
      await database.exec('COMMIT');
      return result;
    } catch (error) {
      await database.exec('ROLLBACK');
      throw error;
    }
  }
  // A bulk load like the import: the pool's time limits are for requests (on a busy machine
  // the rollups of seven years of demo data take longer).
  const client = await connectWithoutTimeLimits(database.pool!);
  try {
    await client.query('BEGIN');
    const db = drizzlePostgres(client, { schema });
    await skipForeignKeyTriggers(db);
    const result = await work(db, { kind: 'postgres', client });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

// Every row of the seed references a row created a moment earlier in the same transaction;
// skipping the per-row foreign-key triggers halves the load time. Only a superuser may (PGlite
// always is); elsewhere the checks simply run.
async function skipForeignKeyTriggers(db: Db): Promise<void> {
  const [row] = await queryRows<{ superuser: string }>(
    db,
    sql`SELECT current_setting('is_superuser') AS superuser`,
  );
  if (row?.superuser === 'on') await db.execute(sql`SET LOCAL session_replication_role = replica`);
}

export async function seedDemoWorld(db: Db, bulk: BulkConnection, input: SeedInput): Promise<void> {
  const { window, log } = input;
  let started = performance.now();
  let cpu = process.cpuUsage();
  const lap = (what: string) => {
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    log(`demo world: ${what} in ${Math.round(performance.now() - started)} ms (cpu ${cpuMs} ms)`);
    started = performance.now();
    cpu = process.cpuUsage();
  };

  // One hash for every demo account: the password is public anyway, and scrypt is slow on purpose.
  const passwordHash = await hashPassword(demoPassword);
  const ids = await seedPeopleAndPlaces(db, input, passwordHash);
  lap('customers, users and contracts');

  const temperatures = new Map(
    (Object.keys(temperatureAreas) as TemperatureArea[]).map((area) => [
      area,
      temperatureSeries(area, window),
    ]),
  );
  for (const [area, series] of temperatures) {
    const ts = Array.from(series.celsius, (_, i) =>
      new Date(window.from + i * 3_600_000).toISOString(),
    );
    await bulkInsert(bulk, 'temperatures', [
      { name: 'area', type: 'text', values: ts.map(() => area) },
      { name: 'ts', type: 'timestamptz', values: ts },
      { name: 'celsius', type: 'numeric', values: Array.from(series.celsius, (c) => c.toFixed(1)) },
    ]);
  }
  lap('temperatures');

  let values = 0;
  let blocks = 0;
  const smartMeterSwitch = dayInstant(smartMeterSwitchDate).getTime();
  const productionStart = dayInstant(productionStartDate).getTime();
  for (const customer of demoCustomers) {
    for (const point of customer.meteringPoints) {
      const series = meterSeries(point, window, {
        smartMeterSwitch,
        productionStart,
        temperatures: temperatures.get(point.temperatureArea)!,
      });
      const quality =
        point.key === pointWithGaps
          ? demoQualities(series, window)
          : new Array<number>(series.ts.length).fill(qualityCode.measured);
      const days = demoDayBlocks(ids.points.get(point.key)!, series, quality);
      await bulkCopy(bulk, 'meter_days', dayBlockColumns, days.map(dayBlockCopyLine));
      values += series.ts.length;
      blocks += days.length;
    }
  }
  clearTimelineCache();
  lap(`${values} meter data values in ${blocks} day blocks`);

  // Before the rollups, which cost each hour at its price.
  const priceCount = await seedPrices(bulk, window, input.today);
  lap(`${priceCount} prices`);

  // Loaded in this transaction and never analysed: without statistics the planner joins the
  // rollup's meter rows to the prices row by row (minutes instead of seconds).
  await db.execute(sql`ANALYZE meter_days, prices`);
  await refreshRollups(db, {
    meteringPointIds: [...ids.points.values()],
    from: new Date(window.from),
    to: new Date(window.to),
  });
  lap('rollups');

  await seedInvoices(db, input.today, ids);
  lap('invoices');

  if (input.backOfficeWork) {
    await seedBackOfficeWork(db, input.today, ids);
    lap('the back office queue');
  }
}

interface Ids {
  customers: Map<string, number>;
  points: Map<string, number>;
  /** User ids by e-mail. */
  users: Map<string, string>;
}

/**
 * Day-ahead prices from 2020 (or the window's start, if earlier) to the end of tomorrow, as the
 * market publishes tomorrow's prices in the afternoon.
 */
async function seedPrices(bulk: BulkConnection, window: Window, today: Date): Promise<number> {
  const first = Math.min(window.from, helsinkiMidnight(2020, 1, 1).getTime());
  const { year, month, day } = helsinkiFields(today.getTime());
  const series = demoPrices(new Date(first), helsinkiMidnight(year, month, day + 2));
  await bulkInsert(bulk, 'prices', [
    { name: 'zone', type: 'text', values: series.start.map(() => spotZone) },
    { name: 'start', type: 'timestamptz', values: series.start },
    { name: 'minutes', type: 'int', values: series.minutes },
    { name: 'eur_per_mwh', type: 'numeric', values: series.eurPerMwh },
  ]);
  return series.start.length;
}

/** The demo tariffs and their rates; the ids by code. */
async function seedTariffs(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const tariff of demoTariffs) {
    const [row] = await db
      .insert(schema.tariffs)
      .values({ code: tariff.code, name: tariff.name, utility: tariff.utility, kind: tariff.kind })
      .returning({ id: schema.tariffs.id });
    ids.set(tariff.code, row!.id);
    await db.insert(schema.tariffRates).values(
      tariff.rates.map((rate) => {
        const [y, m] = rate.from.split('-').map(Number) as [number, number];
        return {
          tariffId: row!.id,
          validFrom: helsinkiMidnight(y, m, 1),
          priceCents: String(rate.cents),
          nightPriceCents: rate.nightCents === undefined ? null : String(rate.nightCents),
          monthlyFeeEuros: rate.monthlyFee.toFixed(2),
        };
      }),
    );
  }
  return ids;
}

async function seedPeopleAndPlaces(db: Db, input: SeedInput, passwordHash: string): Promise<Ids> {
  const tariffIds = await seedTariffs(db);
  const customers = new Map<string, number>();
  const points = new Map<string, number>();
  const userIds = new Map<string, string>();
  for (const customer of demoCustomers) {
    const [row] = await db
      .insert(schema.customers)
      .values({
        kind: customer.kind,
        name: customer.name,
        firstName: customer.firstName,
        lastName: customer.lastName,
        identityCodeHash: customer.identityCode
          ? hashIdentityCode(customer.identityCode, input.identityCodeKey)
          : null,
        businessId: customer.businessId,
        parentCustomerId: customer.parentKey ? customers.get(customer.parentKey) : null,
        customerNumbers: customer.customerNumbers,
        email: customer.email,
        phone: customer.phone,
        street: customer.street,
        postalCode: customer.postalCode,
        city: customer.city,
      })
      .returning({ id: schema.customers.id });
    customers.set(customer.key, row!.id);
    for (const [param, value] of Object.entries(customer.params ?? {})) {
      await db.insert(schema.companyParams).values({ customerId: row!.id, param, value });
    }
    for (const fibre of customer.fibre ?? []) {
      await db.insert(schema.fibreAvailability).values({ customerId: row!.id, ...fibre });
    }
    for (const point of customer.meteringPoints) {
      const resolution =
        point.utility === 'electricity' ? 15 : point.utility === 'districtheat' ? 60 : 1440;
      const [pointRow] = await db
        .insert(schema.meteringPoints)
        .values({
          customerId: row!.id,
          identifier: point.identifier,
          gsrn: point.gsrn,
          productionGsrn: point.productionGsrn,
          utility: point.utility,
          street: point.street,
          postalCode: point.postalCode,
          city: point.city,
          deviceCodes: point.deviceCodes,
          unit: point.unit,
          resolutionMinutes: resolution,
          temperatureArea: point.temperatureArea,
        })
        .returning({ id: schema.meteringPoints.id });
      points.set(point.key, pointRow!.id);
      const history = [
        {
          validFrom: dayInstant('2020-01-01'),
          resolutionMinutes: resolution === 15 ? 60 : resolution,
        },
      ];
      if (resolution === 15)
        history.push({ validFrom: dayInstant(smartMeterSwitchDate), resolutionMinutes: 15 });
      await db
        .insert(schema.meteringPointResolutions)
        .values(history.map((h) => ({ meteringPointId: pointRow!.id, ...h })));
      await db.insert(schema.contracts).values(
        point.contracts.map((contract) => ({
          contractIdentifier: contract.identifier,
          contractType: contract.type,
          contractProduct: contract.product,
          startDate: contract.start,
          endDate: contract.end,
          yearlyEstimateKwh: contract.yearlyEstimateKwh,
          tariffId: contract.tariff === null ? null : tariffIds.get(contract.tariff)!,
          utility: point.utility,
          customerId: row!.id,
          meteringPointId: pointRow!.id,
        })),
      );
    }
  }

  const [office] = await db
    .insert(schema.propertyManagerOffices)
    .values({
      name: propertyManagerOffice.name,
      businessId: propertyManagerOffice.businessId,
      street: propertyManagerOffice.street,
      postalCode: propertyManagerOffice.postalCode,
      postOffice: propertyManagerOffice.postOffice,
    })
    .returning({ id: schema.propertyManagerOffices.id });
  await db.insert(schema.officeHousingCompanies).values(
    propertyManagerOffice.housingCompanies.map((key) => ({
      officeId: office!.id,
      customerId: customers.get(key)!,
    })),
  );
  await db.insert(schema.businessRegistry).values(
    businessRegistryEntries.map((entry) => {
      const customer = demoCustomers.find((c) => c.businessId === entry.businessId);
      return {
        businessId: entry.businessId,
        name: entry.name,
        representativeOfficeName: entry.representative,
        street: customer?.street ?? propertyManagerOffice.street,
        postalCode: customer?.postalCode ?? propertyManagerOffice.postalCode,
        city: customer?.city ?? propertyManagerOffice.postOffice,
      };
    }),
  );

  // The demo's trade register answers through the imported table, as a utility without a
  // register service would fill it (decision 0045).
  const officesByName = new Map(
    [propertyManagerOffice, otherOffice].map((entry) => [entry.name, entry]),
  );
  await db.insert(schema.housingManagers).values(
    businessRegistryEntries.flatMap((entry) => {
      const manager = entry.representative ? officesByName.get(entry.representative) : undefined;
      if (!manager) return [];
      return [
        {
          housingCompanyBusinessId: entry.businessId,
          officeBusinessId: manager.businessId,
          officeName: manager.name,
        },
      ];
    }),
  );

  const acceptedAt = new Date(Date.UTC(2025, 0, 15, 10));
  for (const user of demoUsers) {
    const [row] = await db
      .insert(schema.users)
      .values({
        email: user.email,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        role: user.role,
        termsAcceptedAt: acceptedAt,
        dataProtectionAcceptedAt: acceptedAt,
        createdAt: acceptedAt,
        updatedAt: acceptedAt,
      })
      .returning({ id: schema.users.id });
    userIds.set(user.email, row!.id);
    if (user.customers?.length) {
      await db.insert(schema.userCustomers).values(
        user.customers.map((link) => ({
          userId: row!.id,
          customerId: customers.get(link.key)!,
          personRole: link.personRole,
        })),
      );
    }
    if (user.office) {
      await db.insert(schema.officeStaff).values({ officeId: office!.id, userId: row!.id });
      for (const key of user.office.housingCompanies) {
        await db.insert(schema.staffHousingCompanies).values({
          officeId: office!.id,
          userId: row!.id,
          customerId: customers.get(key)!,
        });
      }
    }
  }
  return { customers, points, users: userIds };
}

async function seedBackOfficeWork(db: Db, today: Date, ids: Ids): Promise<void> {
  const before = (hoursAgo: number) => new Date(today.getTime() - hoursAgo * 3_600_000);
  const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
  await db.insert(schema.companyRegistrationRequests).values(
    backOfficeWork.registrationRequests.map(({ hoursAgo, ...request }) => ({
      ...request,
      createdAt: before(hoursAgo),
    })),
  );
  await db.insert(schema.feedback).values(
    backOfficeWork.feedback.map(({ hoursAgo, user, message }) => {
      const account = demoUsers.find((u) => u.email === user)!;
      const names = (account.customers ?? []).map(
        (link) => demoCustomers.find((c) => c.key === link.key)!.name,
      );
      return {
        userId: ids.users.get(user)!,
        username: user,
        customerName: names.join(', '),
        email: user,
        message,
        createdAt: before(hoursAgo),
      };
    }),
  );
  const readings = backOfficeWork.waterReadings.map((reading) => {
    const point = demoCustomers
      .flatMap((c) => c.meteringPoints)
      .find((p) => p.key === reading.pointKey)!;
    return { ...reading, point, createdAt: before(reading.hoursAgo) };
  });
  await db.insert(schema.waterReadings).values(
    readings.map((reading) => ({
      meteringPointId: ids.points.get(reading.pointKey)!,
      meterId: reading.point.deviceCodes[0]!,
      readingDate: dayOf(reading.createdAt),
      reading: reading.reading,
      email: reading.email,
      sendCopy: reading.email !== null,
      userId: ids.users.get(reading.user)!,
      createdAt: reading.createdAt,
    })),
  );
  // The copy of the first reading went to a mistyped address and bounced for good.
  const failed = backOfficeWork.failedEmail;
  const copied = readings.find((reading) => reading.email === failed.recipient)!;
  await db.insert(schema.emailOutbox).values({
    recipient: failed.recipient,
    subject: failed.subject,
    body: [
      'Hei,',
      '',
      'olemme vastaanottaneet ilmoittamasi vesimittarin lukeman:',
      '',
      `Käyttöpaikan numero: ${copied.point.identifier}`,
      `Vesimittarin numero: ${copied.point.deviceCodes[0]}`,
      `Lukema: ${copied.reading} m³`,
      '',
    ].join('\n'),
    status: 'failed',
    attempts: failed.attempts,
    lastError: failed.lastError,
    nextAttemptAt: before(failed.hoursAgo - 2),
    createdAt: before(failed.hoursAgo),
    updatedAt: before(failed.hoursAgo - 2),
  });
}

async function seedInvoices(db: Db, today: Date, ids: Ids): Promise<void> {
  const consumer = consumerInvoices(demoCustomers, today);
  const consumerIds = await insertReturningIds(
    db,
    schema.consumerInvoices,
    consumer.map((invoice) => ({
      customerId: ids.customers.get(invoice.customerKey)!,
      meteringPointId: ids.points.get(invoice.pointKey)!,
      productType: invoice.productType,
      invoiceNumber: invoice.invoiceNumber,
      customerKey: invoice.billingCustomerKey,
      usagePlaceKey: invoice.usagePlaceKey,
      meterNumber: invoice.meterNumber,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      total: invoice.total,
    })),
  );
  await insertChunked(
    db,
    schema.consumerInvoiceRows,
    consumer.flatMap((invoice) =>
      invoice.rows.map((r, i) => ({
        invoiceId: consumerIds.get(invoice.invoiceNumber)!,
        position: i + 1,
        ...r,
      })),
    ),
  );
  await insertChunked(
    db,
    schema.consumerInvoiceVat,
    consumer.map(({ invoiceNumber, vat }) => ({
      invoiceId: consumerIds.get(invoiceNumber)!,
      vatRate: vat.rate,
      net: vat.net,
      vat: vat.vat,
      total: vat.total,
    })),
  );

  const billing = billingInvoices(demoCustomers, today);
  const billingIds = await insertReturningIds(
    db,
    schema.billingInvoices,
    billing.map(({ calculationPeriods: _periods, customerKey, ...invoice }) => ({
      ...invoice,
      customerId: ids.customers.get(customerKey)!,
    })),
  );
  await insertChunked(
    db,
    schema.billingInvoiceCalculationPeriods,
    billing.flatMap((invoice) =>
      invoice.calculationPeriods.map(({ pointKey, ...period }, i) => ({
        invoiceId: billingIds.get(invoice.invoiceNumber)!,
        position: i + 1,
        meteringPointId: ids.points.get(pointKey)!,
        ...period,
      })),
    ),
  );
}

type InvoiceTable = typeof schema.consumerInvoices | typeof schema.billingInvoices;

/** Inserts invoices and maps each invoice number to its new id. */
async function insertReturningIds<T extends InvoiceTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'][],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < values.length; start += 500) {
    const rows = (await db
      .insert(table)
      .values(values.slice(start, start + 500) as never)
      .returning({ id: table.id, invoiceNumber: table.invoiceNumber })) as {
      id: number;
      invoiceNumber: string;
    }[];
    for (const row of rows) ids.set(row.invoiceNumber, row.id);
  }
  return ids;
}

async function insertChunked<T extends Parameters<Db['insert']>[0]>(
  db: Db,
  table: T,
  values: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < values.length; start += 500) {
    await db.insert(table).values(values.slice(start, start + 500) as never);
  }
}
