import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageAnswerSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildMeteringPoint, cookieOf, createCustomer, createUser } from '../../../test/factories';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/connection';
import { writeMeterRows } from '../../db/meter-rows';
import { queryRows } from '../../db/query';
import { usageChangedChannel } from '../../db/usage-changes';
import { dayFromToday, midnight } from '../../usage-periods/test-dates';
import type { Bucket } from '../../usage-periods/buckets';
import { findMeterDataExtent } from './meter-data-extent';
import { findUsage } from './repo';

// Decision 0050: answers are remembered per user and question until anything they are made of
// changes; the database's triggers tell every process, which then forgets them all.

const day = dayFromToday(-3);
// A notice comes over its own connection: on a loaded machine that can take seconds.
const noticeArrives = { timeout: 20_000 };
const range = { start: day, end: dayFromToday(-2) };

let testApp: TestApp;
let cookie: string;
let point: { id: number; identifier: string };
let customerId: number;
let userId: string;

/** The day's first hour holding `value` kWh. */
const writeFirstHour = (value: number) =>
  testApp.database.db.transaction((tx) =>
    writeMeterRows(tx, point.id, [{ ts: midnight(day), value }]),
  );

const get = () =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/electricity/day?${new URLSearchParams({ mp: point.identifier, ...range })}`,
    headers: { cookie },
  });

/** The day bucket's kWh as the view answers it. */
async function dayValue(): Promise<number | undefined> {
  const response = await get();
  expect(response.statusCode, response.body).toBe(200);
  return usageAnswerSchema.parse(response.json()).data[0]?.v;
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { USAGE_ANSWER_CACHE_MS: '600000' } });
  const db = testApp.database.db;
  const person = await createCustomer(db, 'person');
  customerId = person.id;
  const user = await createUser(db, 'consumer', { customerIds: [person.id] });
  userId = user.id;
  cookie = await cookieOf(db, user.id);
  point = await buildMeteringPoint(db, { customerId: person.id });
  await writeFirstHour(1);
});
afterAll(() => testApp.app.close());

describe('remembered consumption answers', () => {
  it('answers again from memory while nothing is told to change', async () => {
    const db = testApp.database.db;
    // A change the triggers do not see stays unseen: the answer comes from memory. The notices
    // of the set-up's own writes may still be on their way and forget an answer once; the next
    // round then holds. An answer that is never remembered fails the poll.
    let hidden = 1;
    await expect
      .poll(async () => {
        const remembered = await dayValue();
        hidden += 1;
        await db.execute(sql`ALTER TABLE meter_data_day DISABLE TRIGGER usage_changed`);
        await db.execute(
          sql`UPDATE meter_data_day SET value = ${hidden} WHERE metering_point_id = ${point.id}`,
        );
        await db.execute(sql`ALTER TABLE meter_data_day ENABLE TRIGGER usage_changed`);
        return (await dayValue()) === remembered && remembered !== hidden;
      }, noticeArrives)
      .toBe(true);
    // Any notice on the channel forgets every answer.
    await db.execute(sql`SELECT pg_notify(${usageChangedChannel}, '')`);
    await expect.poll(dayValue, noticeArrives).toBe(hidden);
  });

  it('shows imported meter data as soon as its notice arrives', async () => {
    await writeFirstHour(100);
    await expect.poll(dayValue, noticeArrives).toBe(100);
  });

  it('refuses a user whose access was taken away', async () => {
    expect((await get()).statusCode).toBe(200);
    await testApp.database.db.execute(
      sql`DELETE FROM user_customers WHERE user_id = ${userId} AND customer_id = ${customerId}`,
    );
    await expect.poll(async () => (await get()).statusCode, noticeArrives).toBe(403);
  });

  it('never gives one user the answer remembered for another', async () => {
    const db = testApp.database.db;
    const owner = await createUser(db, 'consumer', { customerIds: [customerId] });
    const ownerCookie = await cookieOf(db, owner.id);
    const url = `/api/electricity/day?${new URLSearchParams({ mp: point.identifier, ...range })}`;
    const asOwner = await testApp.app.inject({ url, headers: { cookie: ownerCookie } });
    expect(asOwner.statusCode).toBe(200);
    const stranger = await createUser(db, 'consumer', {
      customerIds: [(await createCustomer(db, 'person')).id],
    });
    const asStranger = await testApp.app.inject({
      url,
      headers: { cookie: await cookieOf(db, stranger.id) },
    });
    expect(asStranger.statusCode).toBe(403);
  });
});

interface Captured {
  text: string;
  values: unknown[];
}

/** Every statement the driver is given while `work` runs. */
async function statementsOf(database: Database, work: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const driver = (database.pool ?? database.pglite!) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const query = driver.query;
  driver.query = function (this: unknown, first: unknown, second: unknown, ...rest: unknown[]) {
    const statement =
      typeof first === 'string'
        ? { text: first, values: (second as unknown[] | undefined) ?? [] }
        : {
            text: (first as { text: string }).text,
            values: (first as { values?: unknown[] }).values ?? (second as unknown[]) ?? [],
          };
    captured.push(statement);
    return query.call(this, first, second, ...rest);
  };
  try {
    await work();
  } finally {
    driver.query = query;
  }
  return captured;
}

const literal = (value: unknown) =>
  value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`;

/** The tables a statement reads, partitions named by their partitioned table. */
async function tablesRead(database: Database, statement: Captured): Promise<Set<string>> {
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) =>
    literal(statement.values[Number(n) - 1]),
  );
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql.raw(`EXPLAIN (FORMAT JSON) ${text}`),
  );
  const plan = Object.values(row!)[0];
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const relation = (node as Record<string, unknown>)['Relation Name'];
      if (typeof relation === 'string') names.add(relation);
      Object.values(node).forEach(walk);
    }
  };
  walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
  const parents = new Set<string>();
  for (const name of names) {
    const [row] = await queryRows<{ root: string }>(
      database.db,
      sql`SELECT coalesce(pg_partition_root(${name}::regclass), ${name}::regclass)::text AS root`,
    );
    parents.add(row!.root);
  }
  return parents;
}

describe('the notices cover what the answers are made of', () => {
  it('every table an answer reads tells its changes', async () => {
    const { database } = testApp;
    const users: SessionUser[] = (
      ['consumer', 'companyUser', 'companyManager', 'remUser', 'remCompany'] as const
    ).map((role) => ({ id: userId, role }) as SessionUser);
    const buckets: Bucket[] = ['month', 'day', 'hour', 'quarterhour'];
    const statements = await statementsOf(database, async () => {
      for (const user of users) {
        for (const bucket of buckets) {
          for (const comparison of [false, true]) {
            for (const cost of [false, true]) {
              for (const companyId of [undefined, '1234567-8']) {
                await findUsage(database, {
                  mp: point.identifier,
                  user,
                  companyId,
                  utility: 'electricity',
                  bucket,
                  range: { start: midnight(day), end: midnight(dayFromToday(-2)) },
                  comparison,
                  cost,
                  details: false,
                });
              }
            }
          }
        }
      }
      await findMeterDataExtent(database, point.identifier);
    });
    const read = new Set<string>();
    for (const statement of statements) {
      for (const table of await tablesRead(database, statement)) read.add(table);
    }
    expect(read).toContain('meter_data_day');
    const told = await queryRows<{ table: string }>(
      database.db,
      sql`SELECT tgrelid::regclass::text AS table FROM pg_trigger
          WHERE tgname = 'usage_changed' AND tgfoid = 'ep_usage_changed'::regproc`,
    );
    const withNotices = new Set(told.map((row) => row.table));
    expect([...read].filter((table) => !withNotices.has(table))).toEqual([]);
  });
});
