import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  helsinkiFields,
  helsinkiMidnight,
  isValidBusinessId,
  isValidPersonalIdentityCode,
} from '@energiaportaali/domain';
import { createTestDatabase } from '../../test/database';
import { testIdentityCodeKey } from '../../test/template';
import type { Database } from '../db/connection';
import { queryRows } from '../db/query';
import { verifyPassword } from '../auth/password';
import { hashIdentityCode } from '../identity/identity-code-hash';
import { ensureDemoWorld } from '.';
import { helsinkiDayOf, type HelsinkiDay } from '../db/day-block';
import { qualityCode } from '../import/meter-quality';
import { demoQualities, pointWithGaps } from './demo-qualities';
import { billingStatuses, billingTypes } from './invoices';
import { demoPrices } from './prices';
import { businessRegistryEntries, demoCustomers, demoPassword } from './world';
import { testClock } from '../../test/clock';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);

const quarterHours = (day: HelsinkiDay) =>
  Array.from({ length: (day.end - day.start) / 900_000 }, (_, i) => day.start + i * 900_000);

describe('demo accounts', () => {
  it('have the roles, links and password of ARCHITECTURE §7', async () => {
    const accounts = await rows<{
      email: string;
      role: string;
      password_hash: string;
      links: string | null;
    }>(sql`
      SELECT u.email, u.role, u.password_hash,
             string_agg(c.business_id || ':' || uc.person_role, ',' ORDER BY c.business_id) AS links
      FROM users u
      LEFT JOIN user_customers uc ON uc.user_id = u.id
      LEFT JOIN customers c ON c.id = uc.customer_id
      GROUP BY u.id`);
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    expect(byEmail.get('kuluttaja@example.fi')?.role).toBe('consumer');
    expect(byEmail.get('yritys@example.fi')).toMatchObject({
      role: 'companyManager',
      links: '1234567-1:admin,2345678-0:admin',
    });
    expect(byEmail.get('yrityskayttaja@example.fi')).toMatchObject({
      role: 'companyUser',
      links: '1234567-1:user,2345678-0:user',
    });
    expect(byEmail.get('paakayttaja@example.fi')?.role).toBe('remCompany');
    expect(byEmail.get('isannoitsija@example.fi')?.role).toBe('remUser');
    expect(byEmail.get('asiakaspalvelu@example.fi')).toMatchObject({
      role: 'operator',
      links: null,
    });
    const accounts7 = ['kuluttaja', 'yritys', 'yrityskayttaja', 'paakayttaja', 'isannoitsija'];
    for (const email of [...accounts7, 'asiakaspalvelu']) {
      const account = byEmail.get(`${email}@example.fi`)!;
      expect(await verifyPassword(demoPassword, account.password_hash), email).toBe(true);
    }
    expect(
      await verifyPassword('väärä-salasana', byEmail.get('yritys@example.fi')!.password_hash),
    ).toBe(false);
  });

  it('give the consumer four metering points and the companies at least seven, with six persons', async () => {
    const [consumer] = await rows<{ utilities: string }>(sql`
      SELECT string_agg(mp.utility::text, ',' ORDER BY mp.id) AS utilities
      FROM users u JOIN user_customers uc ON uc.user_id = u.id
      JOIN metering_points mp ON mp.customer_id = uc.customer_id
      WHERE u.email = 'kuluttaja@example.fi'`);
    expect(consumer?.utilities).toBe('electricity,electricity,districtheat,water');
    const [companies] = await rows<{ points: number; persons: number }>(sql`
      SELECT (SELECT count(*)::int FROM metering_points mp JOIN customers c ON c.id = mp.customer_id
              WHERE c.business_id IN ('1234567-1', '2345678-0')) AS points,
             (SELECT count(DISTINCT uc.user_id)::int FROM user_customers uc JOIN customers c ON c.id = uc.customer_id
              WHERE c.business_id IN ('1234567-1', '2345678-0')) AS persons`);
    expect(companies!.points).toBeGreaterThanOrEqual(7);
    expect(companies!.persons).toBeGreaterThanOrEqual(6);
  });

  it('give the office its staff and housing companies, Iivo his two', async () => {
    const staff = await rows<{ email: string; housing: string | null }>(sql`
      SELECT u.email, string_agg(c.business_id, ',' ORDER BY c.business_id) AS housing
      FROM property_manager_offices o
      JOIN office_staff s ON s.office_id = o.id JOIN users u ON u.id = s.user_id
      LEFT JOIN staff_housing_companies sh ON sh.user_id = u.id
      LEFT JOIN customers c ON c.id = sh.customer_id
      WHERE o.business_id = '4567890-7' GROUP BY u.email ORDER BY u.email`);
    expect(staff.length).toBeGreaterThanOrEqual(3);
    expect(staff.find((s) => s.email === 'isannoitsija@example.fi')?.housing).toBe(
      '5678901-2,6789012-4',
    );
    const housing = await rows<{ business_id: string; utilities: string }>(sql`
      SELECT c.business_id, string_agg(DISTINCT mp.utility::text, ',') AS utilities
      FROM office_housing_companies oh JOIN customers c ON c.id = oh.customer_id
      JOIN metering_points mp ON mp.customer_id = c.id GROUP BY c.business_id`);
    for (const company of housing) expect(company.utilities).toBe('districtheat,electricity,water');
    const unattached = await rows<{
      business_id: string;
      representative_office_name: string;
      office: number | null;
    }>(sql`
      SELECT r.business_id, r.representative_office_name, oh.office_id AS office
      FROM business_registry r JOIN customers c ON c.business_id = r.business_id
      LEFT JOIN office_housing_companies oh ON oh.customer_id = c.id
      WHERE r.business_id IN ('7890123-9', '8901234-9') ORDER BY r.business_id`);
    expect(unattached).toEqual([
      {
        business_id: '7890123-9',
        representative_office_name: 'Isännöinti Esimerkki Oy',
        office: null,
      },
      {
        business_id: '8901234-9',
        representative_office_name: 'Toinen Isännöinti Oy',
        office: null,
      },
    ]);
  });
});

describe('identities', () => {
  it('uses only valid identity codes and business ids', () => {
    const codes = [
      '311299-997C',
      ...demoCustomers.flatMap((c) => (c.identityCode ? [c.identityCode] : [])),
    ];
    expect(codes).toEqual(['311299-997C', '010170-999R', '150585-998U']);
    for (const code of codes) expect(isValidPersonalIdentityCode(code), code).toBe(true);
    const businessIds = [
      ...demoCustomers.flatMap((c) => (c.businessId ? [c.businessId] : [])),
      ...businessRegistryEntries.map((e) => e.businessId),
    ];
    for (const id of businessIds) expect(isValidBusinessId(id), id).toBe(true);
  });

  it('stores identity codes only as keyed hashes', async () => {
    const persons = await rows<{ name: string; identity_code_hash: string; account: boolean }>(sql`
      SELECT c.name, c.identity_code_hash, EXISTS (SELECT 1 FROM user_customers uc WHERE uc.customer_id = c.id) AS account
      FROM customers c WHERE c.kind = 'person' ORDER BY c.id`);
    expect(persons).toEqual([
      {
        name: 'Matti Meikäläinen',
        identity_code_hash: hashIdentityCode('010170-999R', testIdentityCodeKey),
        account: true,
      },
      {
        name: 'Maija Mallikas',
        identity_code_hash: hashIdentityCode('150585-998U', testIdentityCodeKey),
        account: false,
      },
    ]);
    const [notCustomer] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customers WHERE identity_code_hash = ${hashIdentityCode('311299-997C', testIdentityCodeKey)}`,
    );
    expect(notCustomer?.n).toBe(0);
    // No text anywhere in the customer rows holds a clear identity code.
    const [leak] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customers c WHERE c::text ~ '[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y]'`,
    );
    expect(leak?.n).toBe(0);
  });
});

describe('meter data', () => {
  it('has readings that never decrease', async () => {
    const [result] = await rows<{ decreases: number; points: number }>(sql`
      SELECT count(*) FILTER (WHERE reading < previous)::int AS decreases, count(DISTINCT metering_point_id)::int AS points
      FROM (SELECT b.metering_point_id, u.reading,
                   lag(u.reading) OVER (PARTITION BY b.metering_point_id ORDER BY b.day_start, u.i) AS previous
            FROM meter_days b CROSS JOIN LATERAL unnest(b.reading) WITH ORDINALITY AS u(reading, i)) d`);
    expect(result!.points).toBe(demoCustomers.flatMap((c) => c.meteringPoints).length);
    expect(result!.decreases).toBe(0);
  });

  it('has production only on the main point, net consumption never negative, nothing at night', async () => {
    const [result] = await rows<{
      points: number;
      negative: number;
      night: number;
      peak: string;
    }>(sql`
      SELECT count(DISTINCT b.metering_point_id)::int AS points,
             count(*) FILTER (WHERE u.value < 0 OR u.production < 0)::int AS negative,
             count(*) FILTER (WHERE u.production > 0 AND extract(hour FROM
               (b.day_start + (u.i - 1) * b.minutes * interval '1 minute') AT TIME ZONE 'Europe/Helsinki') IN (0, 1, 2))::int AS night,
             (max(u.production) * 0.000001)::text AS peak
      FROM meter_days b CROSS JOIN LATERAL unnest(b.value, b.production) WITH ORDINALITY AS u(value, production, i)
      WHERE u.production IS NOT NULL`);
    expect(result).toMatchObject({ points: 1, negative: 0, night: 0 });
    expect(Number(result!.peak)).toBeGreaterThan(0.5);
  });

  it('stores the gaps of the point with gaps in their quarter-hours, and no other qualities', async () => {
    const [marker] = await rows<{ value: { meterDataFrom: string; meterDataTo: string } }>(
      sql`SELECT value FROM system_state WHERE key = 'demo_world'`,
    );
    const window = {
      from: Date.parse(marker!.value.meterDataFrom),
      to: Date.parse(marker!.value.meterDataTo),
    };
    const identifier = demoCustomers
      .flatMap((c) => c.meteringPoints)
      .find((p) => p.key === pointWithGaps)!.identifier;
    const stored = await rows<{ identifier: string; day_start_ms: number; marks: string }>(sql`
      SELECT mp.identifier, (extract(epoch FROM b.day_start) * 1000)::float8 AS day_start_ms,
             string_agg((u.i - 1)::text || ':' || get_byte(b.quality, (u.i - 1)::int)::text
                        || CASE WHEN u.v IS NULL THEN '-' ELSE '' END, ',' ORDER BY u.i) AS marks
      FROM meter_days b JOIN metering_points mp ON mp.id = b.metering_point_id
      CROSS JOIN LATERAL unnest(b.value) WITH ORDINALITY AS u(v, i)
      WHERE get_byte(b.quality, (u.i - 1)::int) <> 0
      GROUP BY mp.identifier, b.day_start ORDER BY b.day_start`);
    expect(stored).toEqual(
      [5, 2].map((daysBack) => {
        const day = helsinkiDayOf(window.to - daysBack * 86_400_000);
        const ts = quarterHours(day).map((t) => new Date(t).toISOString());
        const marks = demoQualities({ ts }, window).flatMap((quality, i) =>
          quality === 0 ? [] : [`${i}:${quality}${quality === qualityCode.missing ? '-' : ''}`],
        );
        return { identifier, day_start_ms: day.start, marks: marks.join(',') };
      }),
    );
  });

  it('has temperatures of a Finnish climate for every hour', async () => {
    const [result] = await rows<{ min: string; max: string; gaps: number }>(sql`
      SELECT min(celsius)::text AS min, max(celsius)::text AS max,
             count(*) FILTER (WHERE ts - previous <> interval '1 hour')::int AS gaps
      FROM (SELECT celsius, ts, lag(ts) OVER (PARTITION BY area ORDER BY ts) AS previous FROM temperatures) t`);
    expect(Number(result!.min)).toBeGreaterThanOrEqual(-25);
    expect(Number(result!.max)).toBeLessThanOrEqual(30);
    expect(result!.gaps).toBe(0);
  });
});

describe('billing invoices', () => {
  it('cover every status and type, with one third-party invoice', async () => {
    const [result] = await rows<{ statuses: number[]; types: number[]; third_party: number }>(sql`
      SELECT array_agg(DISTINCT invoice_status ORDER BY invoice_status) AS statuses,
             array_agg(DISTINCT invoice_type ORDER BY invoice_type) AS types,
             count(*) FILTER (WHERE third_party_invoicing_invoice_type = 269002)::int AS third_party
      FROM ropo_invoices`);
    expect(result!.statuses.map(Number)).toEqual(billingStatuses);
    expect(result!.types.map(Number)).toEqual(billingTypes);
    expect(result!.third_party).toBe(1);
  });

  it('give the consumer exactly one postponable invoice and one for each refusal reason', async () => {
    const invoices = await rows<{
      invoice_status: number;
      is_payment_agreement_allowed: boolean;
      duedate_changed: boolean;
      payment_agreement_max_duedate: string | null;
      amount_open: string;
      limit: string;
    }>(sql`
      SELECT r.invoice_status, r.is_payment_agreement_allowed, r.duedate_changed,
             r.payment_agreement_max_duedate, r.amount_open, coalesce(p.value, '0') AS limit
      FROM ropo_invoices r JOIN customers c ON c.id = r.customer_id
      LEFT JOIN company_params p ON p.customer_id = c.id AND p.param = 'OnlineMaxSaldoLimit'
      WHERE c.name = 'Matti Meikäläinen' AND r.third_party_invoicing_invoice_type IS NULL`);
    const checks = {
      status: (i: (typeof invoices)[number]) => i.invoice_status === 19005,
      allowed: (i: (typeof invoices)[number]) => i.is_payment_agreement_allowed,
      unchanged: (i: (typeof invoices)[number]) => !i.duedate_changed,
      maxDate: (i: (typeof invoices)[number]) => i.payment_agreement_max_duedate !== null,
      limit: (i: (typeof invoices)[number]) => Number(i.amount_open) <= Number(i.limit),
    };
    const failing = (i: (typeof invoices)[number]) =>
      Object.entries(checks)
        .filter(([, check]) => !check(i))
        .map(([name]) => name);
    expect(invoices.filter((i) => failing(i).length === 0)).toHaveLength(1);
    for (const reason of Object.keys(checks)) {
      const refused = invoices.filter(
        (i) => failing(i).join() === reason && Number(i.amount_open) > 0,
      );
      expect(refused, `an open invoice refused only for ${reason}`).toHaveLength(1);
    }
  });
});

describe('prices and tariffs', () => {
  it('has day-ahead prices from 2020 to the end of tomorrow, hourly, then quarter-hourly', async () => {
    const [result] = await rows<{ first: number; end: number; gaps: number; wrong: number }>(sql`
      SELECT (extract(epoch FROM min(start)) * 1000)::float8 AS first,
             (extract(epoch FROM max(start + make_interval(mins => minutes))) * 1000)::float8 AS end,
             count(*) FILTER (WHERE start <> previous_end)::int AS gaps,
             count(*) FILTER (WHERE (minutes = 15) <> (start >= '2025-10-01 00:00+03'))::int AS wrong
      FROM (SELECT start, minutes,
                   lag(start + make_interval(mins => minutes)) OVER (ORDER BY start) AS previous_end
            FROM prices WHERE zone = 'FI') p`);
    const today = helsinkiFields(testClock.now().getTime());
    expect(new Date(Number(result!.first))).toEqual(helsinkiMidnight(2020, 1, 1));
    expect(new Date(Number(result!.end))).toEqual(
      helsinkiMidnight(today.year, today.month, today.day + 2),
    );
    expect(result).toMatchObject({ gaps: 0, wrong: 0 });
  });

  it('follows the market: cheap nights, the 2022 crisis, negative hours from 2023', async () => {
    const [result] = await rows<{
      normal: string;
      crisis: string;
      peak2022: string;
      negative2020: number;
      negative2023: number;
      night: string;
      evening: string;
    }>(sql`
      SELECT avg(eur_per_mwh) FILTER (WHERE start >= '2020-01-01' AND start < '2021-01-01')::text AS normal,
             avg(eur_per_mwh) FILTER (WHERE start >= '2022-08-01' AND start < '2023-01-01')::text AS crisis,
             max(eur_per_mwh) FILTER (WHERE start >= '2022-01-01' AND start < '2023-01-01')::text AS peak2022,
             count(*) FILTER (WHERE eur_per_mwh < 0 AND start < '2021-01-01')::int AS negative2020,
             count(*) FILTER (WHERE eur_per_mwh < 0 AND start >= '2023-01-01' AND start < '2025-01-01')::int AS negative2023,
             avg(eur_per_mwh) FILTER (WHERE extract(hour FROM start AT TIME ZONE 'Europe/Helsinki') IN (2, 3, 4))::text AS night,
             avg(eur_per_mwh) FILTER (WHERE extract(hour FROM start AT TIME ZONE 'Europe/Helsinki') IN (17, 18, 19))::text AS evening
      FROM prices`);
    expect(Number(result!.crisis)).toBeGreaterThan(4 * Number(result!.normal));
    // Tens of cents per kWh.
    expect(Number(result!.peak2022)).toBeGreaterThan(500);
    expect(result!.negative2023).toBeGreaterThan(2 * result!.negative2020 + 20);
    expect(Number(result!.night)).toBeLessThan(0.8 * Number(result!.evening));
  });

  it("gives a day the same prices whatever the series' range", () => {
    const day = demoPrices(helsinkiMidnight(2022, 12, 24), helsinkiMidnight(2022, 12, 25));
    const month = demoPrices(helsinkiMidnight(2022, 12, 1), helsinkiMidnight(2023, 1, 1));
    const at = month.start.indexOf(day.start[0]!);
    expect(day.start).toHaveLength(24);
    expect(month.eurPerMwh.slice(at, at + 24)).toEqual(day.eurPerMwh);
  });

  it('prices each electricity point by a distribution and an energy contract, heat and water by unit', async () => {
    const points = await rows<{ identifier: string; utility: string; kinds: string }>(sql`
      SELECT mp.identifier, mp.utility,
             string_agg(t.kind::text || ':' || (t.utility = mp.utility)::text, ',' ORDER BY t.kind) AS kinds
      FROM metering_points mp
      JOIN contracts c ON c.metering_point_id = mp.id AND c.start_date <= current_date
                      AND (c.end_date IS NULL OR c.end_date >= current_date)
      LEFT JOIN tariffs t ON t.id = c.tariff_id
      GROUP BY mp.id ORDER BY mp.identifier`);
    expect(points).toHaveLength(demoCustomers.flatMap((c) => c.meteringPoints).length);
    for (const point of points) {
      // The main point's production contract is not priced (its kind is null).
      const kinds = point.kinds.split(',').filter((kind) => kind !== '');
      if (point.utility === 'electricity') {
        expect(kinds, point.identifier).toHaveLength(2);
        expect(kinds[0], point.identifier).toMatch(/^(spot|fixed):true$/);
        expect(kinds[1], point.identifier).toBe('distribution:true');
      } else {
        expect(kinds, point.identifier).toEqual(['unit:true']);
      }
    }
    const [rates] = await rows<{
      tariffs: number;
      late: number;
      offMonth: number;
      night: number;
    }>(sql`
      SELECT count(DISTINCT t.id)::int AS tariffs,
             count(DISTINCT t.id) FILTER (WHERE NOT EXISTS (
               SELECT 1 FROM tariff_rates f WHERE f.tariff_id = t.id AND f.valid_from <= '2020-01-01 00:00+02'))::int AS late,
             count(*) FILTER (WHERE r.valid_from <> date_trunc('month', r.valid_from, 'Europe/Helsinki'))::int AS "offMonth",
             count(*) FILTER (WHERE r.night_price_cents IS NOT NULL)::int AS night
      FROM tariffs t JOIN tariff_rates r ON r.tariff_id = t.id`);
    expect(rates).toMatchObject({ late: 0, offMonth: 0 });
    expect(rates!.tariffs).toBeGreaterThanOrEqual(8);
    expect(rates!.night).toBeGreaterThan(0);
  });

  it('has the spot cost of every electricity hour in the rollups', async () => {
    const [result] = await rows<{ priced: number; unpriced: number; other: number }>(sql`
      SELECT count(*) FILTER (WHERE mp.utility = 'electricity' AND d.spot_cost IS NOT NULL)::int AS priced,
             count(*) FILTER (WHERE mp.utility = 'electricity' AND d.spot_cost IS NULL)::int AS unpriced,
             count(*) FILTER (WHERE mp.utility <> 'electricity' AND d.spot_cost IS NOT NULL)::int AS other
      FROM meter_data_month d JOIN metering_points mp ON mp.id = d.metering_point_id`);
    expect(result).toMatchObject({ unpriced: 0, other: 0 });
    expect(result!.priced).toBeGreaterThan(0);
  });
});

describe('ensureDemoWorld', () => {
  const tables = async () =>
    (
      await rows<{ tablename: string }>(
        sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
      )
    ).map((t) => t.tablename);
  const wipe = async () =>
    database.exec(
      `TRUNCATE ${(await tables()).map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`,
    );
  const shortWorld = {
    identityCodeKey: testIdentityCodeKey,
    backOfficeWork: true,
    meterDataFrom: helsinkiMidnight(2025, 3, 29),
    meterDataTo: helsinkiMidnight(2025, 4, 1),
    today: new Date('2025-04-01T09:00:00Z'),
  };
  // Everything except random uuids and salted password hashes.
  const checksum = async () => {
    const [result] = await rows<{ sum: string }>(sql`
      SELECT md5(string_agg(part, '|' ORDER BY part)) AS sum FROM (
        SELECT md5(string_agg(d::text, ',' ORDER BY d.metering_point_id, d.day_start)) AS part FROM meter_days d
        UNION ALL SELECT md5(string_agg(h::text, ',' ORDER BY h.metering_point_id, h.bucket_start)) FROM meter_data_day h
        UNION ALL SELECT md5(string_agg(t::text, ',' ORDER BY t.area, t.ts)) FROM temperatures t
        UNION ALL SELECT md5(string_agg(p::text, ',' ORDER BY p.start)) FROM prices p
        UNION ALL SELECT md5(string_agg((t.code, r.valid_from, r.price_cents)::text, ',' ORDER BY t.code, r.valid_from)) FROM tariffs t JOIN tariff_rates r ON r.tariff_id = t.id
        UNION ALL SELECT md5(string_agg((c.id, c.name, c.identity_code_hash, c.business_id)::text, ',' ORDER BY c.id)) FROM customers c
        UNION ALL SELECT md5(string_agg((m.id, m.identifier, m.gsrn, m.device_codes)::text, ',' ORDER BY m.id)) FROM metering_points m
        UNION ALL SELECT md5(string_agg((u.email, u.role)::text, ',' ORDER BY u.email)) FROM users u
        UNION ALL SELECT md5(string_agg((r.invoice_number, r.invoice_status, r.due_date, r.amount_open)::text, ',' ORDER BY r.id)) FROM ropo_invoices r
        UNION ALL SELECT md5(string_agg((i.invoice_number, i.total)::text, ',' ORDER BY i.id)) FROM consumer_invoices i
        UNION ALL SELECT md5(string_agg((b.applying_company, b.status, b.created_at)::text, ',' ORDER BY b.id)) FROM business_registration_requests b
        UNION ALL SELECT md5(string_agg((f.username, f.message, f.created_at)::text, ',' ORDER BY f.id)) FROM feedback f
        UNION ALL SELECT md5(string_agg((w.meter_id, w.reading, w.reading_date, w.created_at)::text, ',' ORDER BY w.id)) FROM water_readings w
        UNION ALL SELECT md5(string_agg((e.recipient, e.status, e.body, e.created_at)::text, ',' ORDER BY e.id)) FROM email_outbox e
      ) parts`);
    return result!.sum;
  };

  it('leaves a filled database alone', async () => {
    expect(
      await ensureDemoWorld(database, {
        identityCodeKey: testIdentityCodeKey,
        today: testClock.now(),
      }),
    ).toEqual({
      seeded: false,
    });
  });

  it('builds the same world from the same inputs', async () => {
    await wipe();
    expect(await ensureDemoWorld(database, shortWorld)).toEqual({ seeded: true });
    const first = await checksum();
    await wipe();
    await ensureDemoWorld(database, shortWorld);
    expect(await checksum()).toBe(first);
    await wipe();
    await ensureDemoWorld(database, { ...shortWorld, meterDataTo: helsinkiMidnight(2025, 3, 31) });
    expect(await checksum()).not.toBe(first);
  });

  it('gives the operator pending requests, feedback, water readings and one failed e-mail', async () => {
    await wipe();
    await ensureDemoWorld(database, shortWorld);
    const [queue] = await rows<{
      registrations: number;
      feedback: number;
      readings: number;
      failed: string[];
      other_mail: number;
      future: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM business_registration_requests WHERE status = 'new') AS registrations,
             (SELECT count(*)::int FROM feedback WHERE status = 'new' AND user_id IS NOT NULL) AS feedback,
             (SELECT count(*)::int FROM water_readings w JOIN metering_points m ON m.id = w.metering_point_id
              WHERE w.status = 'new' AND w.meter_id = ANY (m.device_codes)) AS readings,
             (SELECT array_agg(recipient) FROM email_outbox WHERE status = 'failed' AND last_error IS NOT NULL) AS failed,
             (SELECT count(*)::int FROM email_outbox WHERE status <> 'failed') AS other_mail,
             (SELECT count(*)::int FROM feedback WHERE created_at > ${shortWorld.today.toISOString()}::timestamptz) AS future`);
    expect(queue).toEqual({
      registrations: 2,
      feedback: 2,
      readings: 2,
      failed: ['matti.meikalainen@example.invalid'],
      other_mail: 0,
      future: 0,
    });
  });

  it('leaves the queue out unless asked (the test template has none)', async () => {
    await wipe();
    await ensureDemoWorld(database, { ...shortWorld, backOfficeWork: false });
    const [counts] = await rows<{ n: number; operator: number }>(sql`
      SELECT (SELECT count(*)::int FROM feedback) + (SELECT count(*)::int FROM water_readings)
             + (SELECT count(*)::int FROM business_registration_requests) + (SELECT count(*)::int FROM email_outbox) AS n,
             (SELECT count(*)::int FROM users WHERE role = 'operator') AS operator`);
    expect(counts).toEqual({ n: 0, operator: 1 });
  });

  it('keeps nothing of a seed that fails halfway, and seeds again on the next start', async () => {
    await wipe();
    const crashing = {
      ...shortWorld,
      logger: {
        info: (message: string) => {
          if (message.includes('meter data')) throw new Error('power cut');
        },
      },
    };
    await expect(ensureDemoWorld(database, crashing)).rejects.toThrow('power cut');
    const [counts] = await rows<{ users: number; meter: number }>(
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM meter_days) AS meter`,
    );
    expect(counts).toEqual({ users: 0, meter: 0 });
    expect(await ensureDemoWorld(database, shortWorld)).toEqual({ seeded: true });
  });
});
