import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { hashPassword } from '../../apps/server/src/auth/password';
import { openDatabase, type Database, type Db } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query';
import * as schema from '../../apps/server/src/db/schema';
import {
  actionsStartingWith,
  listAudit,
} from '../../apps/server/src/features/backoffice/audit-repo';
import { listInbox } from '../../apps/server/src/features/backoffice/inbox-repo';

// The back office's lists at a utility's scale (issue #12): 200 000 water readings and a million
// audit rows, filled with set-based SQL, read by an operator at 16 connections.

export const backOfficeConnections = 16;
export const backOfficeP99TargetMs = 100;

const readings = 200_000;
const auditRows = 1_000_000;
const benchUsers = 2_000;
const waterPoints = 500;
const operatorEmail = 'bench.operaattori@example.fi';
const userEmail = (n: number) => `bench.kayttaja${n}@example.fi`;

export interface BackOfficeWorld {
  operatorEmail: string;
  /** A user with audit rows of their own and about them (the user filter's subject). */
  userEmail: string;
  /** A week a few months back, Helsinki days. */
  from: string;
  to: string;
}

/** Helsinki day `days` before today, as YYYY-MM-DD (close enough for choosing a range). */
const dayBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fills the database once (a second run reuses the rows): an operator with `password`, bench
 * users, water readings over the last ~14 months (one in ten new) and audit rows over the last
 * year, a fifth of them back-office actions.
 */
export async function fillBackOffice(url: string, password: string): Promise<BackOfficeWorld> {
  // A million rows in one statement take longer than the server's 30-second statement limit.
  const database = await openDatabase({
    kind: 'postgres',
    url,
    maxConnections: 1,
    timeouts: { statementMs: 600_000 },
  });
  try {
    await ensureOperator(database.db, password);
    await ensureUsers(database.db);
    await ensureWaterPoints(database.db);
    await fillReadings(database.db);
    await fillAudit(database.db);
    // What autovacuum does after a load this size; without it the planner's probes of the
    // fresh index ends read unvacuumed heap and planning takes milliseconds.
    await database.exec('VACUUM ANALYZE users, water_readings, audit_log');
  } finally {
    await database.close();
  }
  return { operatorEmail, userEmail: userEmail(17), from: dayBefore(97), to: dayBefore(91) };
}

async function ensureOperator(db: Db, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.execute(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, role)
    SELECT ${operatorEmail}, ${passwordHash}, 'Bench', 'Operaattori', 'operator'
    WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = ${operatorEmail})`);
}

async function ensureUsers(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name, role)
    SELECT 'bench.kayttaja' || n || '@example.fi', 'Bench', 'Käyttäjä ' || n, 'consumer'
    FROM generate_series(1, ${benchUsers}::int) AS n
    WHERE NOT EXISTS (SELECT 1 FROM users WHERE email = 'bench.kayttaja1@example.fi')`);
}

// Production starts without the demo world: the readings get water points of their own
// (identifiers 78xxxxxxxx, GSRNs 6430078…, clear of the demo world's and the meter bench's).
async function ensureWaterPoints(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO customers (kind, name, business_id, street, postal_code, city)
    VALUES ('company', 'Vesibenchmark Oy', '7777778-2', 'Vesikatu 1', '00100', 'Helsinki')
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO metering_points (customer_id, identifier, gsrn, utility, street, postal_code, city,
                                 device_codes, unit, resolution_minutes, temperature_area)
    SELECT c.id, '78' || lpad(n::text, 8, '0'), '6430078' || lpad(n::text, 11, '0'), 'water',
           'Vesikatu ' || n, '00100', 'Helsinki', ARRAY['BENCH-' || n], 'm3', 1440, 'Helsinki'
    FROM generate_series(1, ${waterPoints}::int) AS n,
         (SELECT id FROM customers WHERE business_id = '7777778-2') AS c
    ON CONFLICT DO NOTHING`);
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row!.n;
}

async function fillReadings(db: Db): Promise<void> {
  const have = await count(
    db,
    sql`SELECT count(*)::int AS n FROM water_readings WHERE meter_id LIKE 'BENCH-%'`,
  );
  if (have >= readings) return;
  const started = Date.now();
  await db.execute(sql`
    WITH points AS (SELECT array_agg(id ORDER BY id) AS ids FROM metering_points WHERE identifier LIKE '78%' AND utility = 'water'),
         operator AS (SELECT id FROM users WHERE lower(email) = ${operatorEmail})
    INSERT INTO water_readings (metering_point_id, meter_id, reading_date, reading, email, status,
                                handled_at, handled_by_user_id, created_at)
    SELECT points.ids[1 + n % array_length(points.ids, 1)], 'BENCH-' || (n % 997),
           (now() - (${readings}::int - n) * interval '3 minutes')::date, n % 100000,
           'lukija' || (n % 5000) || '@example.fi',
           CASE WHEN n % 10 = 0 THEN 'new' ELSE 'handled' END::request_status,
           CASE WHEN n % 10 = 0 THEN NULL ELSE now() - (${readings}::int - n) * interval '3 minutes' + interval '1 day' END,
           CASE WHEN n % 10 = 0 THEN NULL ELSE operator.id END,
           now() - (${readings}::int - n) * interval '3 minutes'
    FROM generate_series(1, ${readings}::int) AS n, points, operator`);
  console.log(
    `bench: ${readings.toLocaleString('en-US')} water readings in ${Date.now() - started} ms`,
  );
}

async function fillAudit(db: Db): Promise<void> {
  const have = await count(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE details ? 'bench'`,
  );
  if (have >= auditRows) return;
  const started = Date.now();
  const actions = [
    'auth.login',
    'user.password.changed',
    'user.details.changed',
    'company.user.added',
    'company.user.removed',
    'office.staff.added',
    'invitation.issued',
    'invitation.redeemed',
    'backoffice.inbox.handled',
    'backoffice.user.lock',
  ];
  await db.execute(sql`
    WITH people AS (SELECT array_agg(id ORDER BY email) AS ids FROM users
                     WHERE email LIKE 'bench.kayttaja%'),
         operator AS (SELECT id FROM users WHERE lower(email) = ${operatorEmail}),
         names AS (SELECT ${sql.raw(`ARRAY[${actions.map((a) => `'${a}'`).join(', ')}]`)} AS actions)
    INSERT INTO audit_log (at, actor_user_id, action, target_type, target_id, details)
    SELECT now() - (${auditRows}::int - n) * interval '30 seconds',
           CASE WHEN n % 10 >= 8 THEN operator.id ELSE people.ids[1 + n % ${benchUsers}::int] END,
           names.actions[1 + n % 10], 'user', people.ids[1 + (n / 7) % ${benchUsers}::int]::text,
           jsonb_build_object('bench', true)
    FROM generate_series(1, ${auditRows}::int) AS n, people, operator, names`);
  console.log(
    `bench: ${auditRows.toLocaleString('en-US')} audit rows in ${Date.now() - started} ms`,
  );
}

/** The measured list calls, each answering 200 with a page. */
export function backOfficePaths(world: BackOfficeWorld): { name: string; path: string }[] {
  const inbox = '/api/backoffice/inbox/water-readings';
  const range = `from=${world.from}&to=${world.to}`;
  return [
    // What any request costs on this machine now, for reading the others' figures.
    { name: 'health (baseline)', path: '/api/health' },
    { name: 'water readings, first page', path: inbox },
    { name: 'water readings, status new', path: `${inbox}?status=new` },
    { name: 'water readings, a week', path: `${inbox}?${range}` },
    { name: 'water readings, page 200', path: `${inbox}?page=200` },
    { name: 'audit log, first page', path: '/api/backoffice/audit' },
    {
      name: 'audit log, one user',
      path: `/api/backoffice/audit?user=${encodeURIComponent(world.userEmail)}`,
    },
    { name: 'audit log, action prefix', path: '/api/backoffice/audit?action=backoffice.' },
    { name: 'audit log, absent prefix', path: '/api/backoffice/audit?action=import.' },
    { name: 'audit log, a week', path: `/api/backoffice/audit?${range}` },
  ];
}

interface Plan {
  name: string;
  /** Scan nodes of the plan ("Index Scan using … on …"). */
  scans: string[];
  seqScanOfBigTable: boolean;
  planningMs: number;
  executionMs: number;
}

/**
 * EXPLAIN ANALYZE of the very statements the server runs for the list calls: the repositories'
 * queries are captured through a logging Drizzle on the same pool and explained there.
 */
export async function explainBackOffice(url: string, world: BackOfficeWorld): Promise<Plan[]> {
  const database: Database = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  const captured: { text: string; params: unknown[] }[] = [];
  const db = drizzle(database.pool!, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  }) as unknown as Db;
  const [user] = await queryRows<{ id: string }>(
    database.db,
    sql`SELECT id FROM users WHERE email = ${world.userEmail}`,
  );
  const base = { page: 1, pageSize: 25, order: 'desc' } as const;
  const range = { from: world.from, to: world.to };
  const runs: [string, () => Promise<unknown>][] = [
    ['water readings, first page', () => listInbox(db, 'water-readings', base)],
    [
      'water readings, status new',
      () => listInbox(db, 'water-readings', { ...base, status: 'new' }),
    ],
    ['water readings, a week', () => listInbox(db, 'water-readings', { ...base, ...range })],
    ['water readings, page 200', () => listInbox(db, 'water-readings', { ...base, page: 200 })],
    ['audit log, first page', () => listAudit(db, {}, base)],
    ['audit log, one user', () => listAudit(db, { userId: user!.id }, base)],
    [
      'audit log, action prefix',
      async () => listAudit(db, { actions: await actionsStartingWith(db, 'backoffice.') }, base),
    ],
    // A prefix no action has gives an empty page at once; this is the lookup of the names.
    ['audit log, absent prefix', () => actionsStartingWith(db, 'import.')],
    ['audit log, a week', () => listAudit(db, {}, { ...base, ...range })],
  ];
  const plans: Plan[] = [];
  try {
    for (const [name, run] of runs) {
      captured.length = 0;
      await run();
      const { text, params } = captured.at(-1)!;
      const { rows } = await database.pool!.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF) ${text}`,
        params,
      );
      const lines = rows.map((row) => row['QUERY PLAN']);
      const scans = lines
        .map((line) => line.trim().replace(/^->\s*/, ''))
        .filter((line) => /Scan/.test(line))
        .map((line) => line.replace(/\s*\(actual.*$/, ''));
      plans.push({
        name,
        scans,
        seqScanOfBigTable: scans.some((scan) =>
          /Seq Scan on (water_readings|audit_log)/.test(scan),
        ),
        planningMs: Number(/Planning Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN),
        executionMs: Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN),
      });
    }
  } finally {
    await database.close();
  }
  return plans;
}
