import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from './connection';
import { decimalText } from './day-sums';
import { float8Text, roundedFloat8Units } from './postgres-numbers';
import { queryRows } from './query';

// Node's copies of PostgreSQL's float8 conversions against PostgreSQL itself (PGlite and the
// server), over doubles of every size, sign and shape.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Doubles as an import's costs make them, and the awkward ones: tiny, huge, exact ties. */
const doubles = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e4, max: 1e6, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((units) => units / 1e8),
  fc.integer({ min: 1, max: 2 ** 20 }).map((n) => 10 + n / 2 ** 14),
  fc.constantFrom(0, -0, 1e-5, 1.5e-7, 0.0001, 123456789012345, 1e15, 1e21, 5e-324, 0.5e-8),
);

async function postgresOf(values: readonly number[]) {
  const list = `{${values.map((value) => (Object.is(value, -0) ? '-0' : String(value))).join(',')}}`;
  return queryRows<{ text: string; rounded: string }>(
    database.db,
    sql`SELECT x::text AS text, round(x::numeric, 8)::text AS rounded
        FROM unnest(${list}::text::float8[]) WITH ORDINALITY AS v(x, n) ORDER BY n`,
  );
}

describe('float8 conversions in Node', () => {
  it('write a double as PostgreSQL does, and round it to numeric as it does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(doubles, { minLength: 1, maxLength: 200 }), async (values) => {
        const expected = await postgresOf(values);
        const actual = values.map((value) => {
          const units = roundedFloat8Units(value, 8);
          return { text: float8Text(value), rounded: decimalText(units, 8) };
        });
        // numeric writes no sign on zero and a leading 0 before the point
        const normal = (text: string) => text.replace(/^-(0\.0+)$/, '$1');
        expect(actual.map((row) => ({ ...row, rounded: normal(row.rounded) }))).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });
});
