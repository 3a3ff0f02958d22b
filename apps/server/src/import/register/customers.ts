import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { runImport, type ImportKind } from '../run-import';
import { loadCustomerIndex, type CustomerIndex, type CustomerKind } from './customer-index';
import { auditImport, countByStatus, type RegisterImporter } from './register-import';
import { copyLine, RowFields } from './row-fields';

export const customerColumns = {
  required: ['kind', 'name', 'first_name', 'last_name', 'identity_code', 'business_id'],
  optional: [
    'parent_business_id',
    'customer_numbers',
    'email',
    'phone',
    'street',
    'postal_code',
    'city',
  ],
} as const;
type Column = (typeof customerColumns)['required' | 'optional'][number];

const kinds = ['person', 'company', 'housing_company'] as const satisfies readonly CustomerKind[];

const stagingColumns = [
  'customer_id',
  'kind',
  'name',
  'first_name',
  'last_name',
  'identity_code_hash',
  'business_id',
  'parent_business_id',
  'customer_numbers',
  'email',
  'phone',
  'street',
  'postal_code',
  'city',
] as const;

/**
 * Checks a customers row and resolves whom it is about: persons by identity code (its hash),
 * else by a customer number; companies and housing companies by business id. A parent must be
 * in the database or on an earlier line.
 */
function customerRule(index: CustomerIndex) {
  const seenKeys = new Set<string>();
  const seenNumbers = new Map<string, string>();
  const companiesInFile = new Set<string>();
  return (positions: Record<Column, number>) => (fields: string[]) => {
    const row = new RowFields<Column>(positions, fields);
    const kind = row.oneOf('kind', kinds);
    const firstName = row.text('first_name', { max: 100 });
    const lastName = row.text('last_name', { max: 100 });
    let name = row.text('name');
    const identityCode = row.identityCode('identity_code');
    const businessId = row.businessId('business_id');
    const parent = row.businessId('parent_business_id');
    const numbers = row.codes('customer_numbers');
    const email = row.email('email');
    const phone = row.phone('phone');
    const street = row.text('street');
    const postalCode = row.postalCode('postal_code');
    const city = row.text('city', { max: 100 });
    if (kind === 'person') {
      if (!firstName) row.problem('first_name is empty (a person has one)');
      if (!lastName) row.problem('last_name is empty (a person has one)');
      row.empty('business_id', 'for a person');
      row.empty('parent_business_id', 'for a person');
      if (!identityCode && numbers.length === 0 && row.raw('identity_code') === '') {
        row.problem('a person needs an identity_code or customer_numbers to be found by');
      }
      name ??= firstName && lastName ? `${firstName} ${lastName}` : null;
    } else if (kind) {
      if (!name) row.problem('name is empty');
      if (!businessId && row.raw('business_id') === '')
        row.problem(`business_id is empty (a ${kind} has one)`);
      row.empty('first_name', `for a ${kind}`);
      row.empty('last_name', `for a ${kind}`);
      row.empty('identity_code', `for a ${kind}`);
      if (parent && parent === businessId) row.problem('parent_business_id is the row itself');
    }
    if (row.problems.length > 0) return row.problems;

    const hash = identityCode ? index.hash(identityCode) : null;
    const key = businessId ? `b:${businessId}` : hash ? `h:${hash}` : `n:${numbers[0]}`;
    if (seenKeys.has(key)) {
      return [`the same customer (${businessId ?? 'person'}) is already on an earlier line`];
    }
    const existing = businessId
      ? index.byBusinessId.get(businessId)
      : hash
        ? index.byHash.get(hash)
        : numbers.map((number) => index.byNumber.get(number)).find((found) => found);
    if (existing && (existing.kind === 'person') !== (kind === 'person')) {
      return [`the key belongs to a ${existing.kind} customer in the database`];
    }
    for (const number of numbers) {
      const owner = index.byNumber.get(number);
      if (owner && owner.id !== existing?.id) {
        row.problem(`customer number ${number} belongs to another customer in the database`);
      }
      const earlier = seenNumbers.get(number);
      if (earlier !== undefined && earlier !== key) {
        row.problem(`customer number ${number} is already on an earlier line`);
      }
    }
    if (parent && !companiesInFile.has(parent)) {
      const known = index.byBusinessId.get(parent);
      if (!known)
        row.problem(
          `parent_business_id ${parent}: no such company in the database or on an earlier line`,
        );
    }
    if (row.problems.length > 0) return row.problems;
    seenKeys.add(key);
    numbers.forEach((number) => seenNumbers.set(number, key));
    if (businessId) companiesInFile.add(businessId);
    return copyLine([
      existing?.id ?? null,
      kind,
      name,
      kind === 'person' ? firstName : null,
      kind === 'person' ? lastName : null,
      hash,
      businessId,
      parent,
      numbers,
      email,
      phone,
      street,
      postalCode,
      city,
    ]);
  };
}

// The row's fields as a row value, to compare what is stored with what the file says.
const fileValues = sql`(s.kind, s.name, s.first_name, s.last_name,
  coalesce(s.identity_code_hash, c.identity_code_hash), s.business_id, s.parent_id,
  s.customer_numbers, s.email, s.phone, s.street, s.postal_code, s.city)`;
const storedValues = sql`(c.kind, c.name, c.first_name, c.last_name, c.identity_code_hash,
  c.business_id, c.parent_customer_id, c.customer_numbers, c.email, c.phone, c.street,
  c.postal_code, c.city)`;

async function mergeCustomers(db: Db) {
  // New customers get their ids first, so that parents on the same file can be linked by id.
  await db.execute(sql`
    UPDATE import_customers SET status = 'new',
      customer_id = nextval(pg_get_serial_sequence('customers', 'id'))
    WHERE customer_id IS NULL`);
  await db.execute(sql`
    INSERT INTO customers (id, kind, name, first_name, last_name, identity_code_hash, business_id,
                           customer_numbers, email, phone, street, postal_code, city)
    SELECT customer_id, kind, name, first_name, last_name, identity_code_hash, business_id,
           customer_numbers, email, phone, street, postal_code, city
    FROM import_customers WHERE status = 'new'`);
  await db.execute(sql`
    UPDATE import_customers s SET parent_id = p.id
    FROM customers p WHERE p.business_id = s.parent_business_id`);
  await db.execute(sql`
    UPDATE import_customers s SET status = 'changed'
    FROM customers c
    WHERE c.id = s.customer_id AND s.status = 'same' AND ${storedValues} IS DISTINCT FROM ${fileValues}`);
  await db.execute(sql`
    UPDATE customers c SET kind = s.kind, name = s.name, first_name = s.first_name,
      last_name = s.last_name, identity_code_hash = coalesce(s.identity_code_hash, c.identity_code_hash),
      business_id = s.business_id, parent_customer_id = s.parent_id,
      customer_numbers = s.customer_numbers, email = s.email, phone = s.phone, street = s.street,
      postal_code = s.postal_code, city = s.city,
      updated_at = CASE WHEN s.status = 'changed' THEN now() ELSE c.updated_at END
    FROM import_customers s
    WHERE c.id = s.customer_id AND (s.status = 'changed' OR (s.status = 'new' AND s.parent_id IS NOT NULL))`);
  const counts = await countByStatus(db, 'import_customers');
  await auditImport(db, 'customers', counts);
  return counts;
}

function customersKind(identityCodeKey: string): ImportKind<Column> {
  return {
    columns: customerColumns,
    stagingTable: 'import_customers',
    stagingColumns,
    async createStaging(db) {
      await db.execute(sql`
        CREATE TEMPORARY TABLE import_customers (
          customer_id integer,
          kind customer_kind NOT NULL,
          name text NOT NULL,
          first_name text,
          last_name text,
          identity_code_hash text,
          business_id text,
          parent_business_id text,
          customer_numbers text[] NOT NULL,
          email text,
          phone text,
          street text,
          postal_code text,
          city text,
          parent_id integer,
          status text NOT NULL DEFAULT 'same'
        ) ON COMMIT DROP`);
    },
    async begin(db) {
      const rule = customerRule(await loadCustomerIndex(db, identityCodeKey));
      return {
        ruleFor: rule,
        async merge(lap) {
          const counts = await mergeCustomers(db);
          lap('merge into customers');
          return counts;
        },
      };
    },
  };
}

/** `npm run import -- customers FILE.csv` (README 'Importing the customer register'). */
export const importCustomers: RegisterImporter = (database, path, options, context) =>
  runImport(database, customersKind(context.identityCodeKey), path, options);
