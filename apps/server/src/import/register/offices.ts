import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { runImport, type ImportKind } from '../run-import';
import { loadCustomerIndex, type CustomerIndex } from './customer-index';
import { auditImport, countByStatus, type RegisterImporter } from './register-import';
import { copyLine, RowFields } from './row-fields';

export const officeColumns = {
  required: ['business_id', 'name', 'street', 'postal_code', 'post_office', 'housing_companies'],
  optional: [],
} as const;
type Column = (typeof officeColumns.required)[number];

const stagingColumns = [
  'business_id',
  'name',
  'street',
  'postal_code',
  'post_office',
  'housing_company_ids',
] as const;

interface OfficeLinks {
  /** Housing company (customer id) → business id of the office it belongs to. */
  officeOf: Map<number, string>;
  /** Office business id → its housing companies. */
  housesOf: Map<string, Set<number>>;
}

async function loadOfficeLinks(db: Db): Promise<OfficeLinks> {
  const rows = await queryRows<{ businessId: string; customerId: number | null }>(
    db,
    sql`SELECT o.business_id AS "businessId", h.customer_id AS "customerId"
        FROM property_manager_offices o
        LEFT JOIN office_housing_companies h ON h.office_id = o.id`,
  );
  const links: OfficeLinks = { officeOf: new Map(), housesOf: new Map() };
  for (const { businessId, customerId } of rows) {
    const houses = links.housesOf.get(businessId) ?? new Set();
    links.housesOf.set(businessId, houses);
    if (customerId === null) continue;
    houses.add(customerId);
    links.officeOf.set(customerId, businessId);
  }
  return links;
}

/**
 * Checks an offices row: its housing companies exist (as housing_company customers) and belong
 * to no other office, unless that office's own row came earlier in the file without them.
 */
function officeRule(index: CustomerIndex, links: OfficeLinks) {
  const seenOffices = new Set<string>();
  const listedHouses = new Set<number>();
  const released = new Set<number>();
  return (positions: Record<Column, number>) => (fields: string[]) => {
    const row = new RowFields<Column>(positions, fields);
    const businessId = row.businessId('business_id', { required: true });
    const name = row.text('name', { required: true });
    const street = row.text('street', { required: true });
    const postalCode = row.postalCode('postal_code', { required: true });
    const postOffice = row.text('post_office', { required: true, max: 100 });
    const houseIds: number[] = [];
    for (const reference of row.list('housing_companies')) {
      const house = index.byBusinessId.get(reference);
      if (!house || house.kind !== 'housing_company') {
        row.problem(
          `housing company ${reference}: no such housing_company customer in the database`,
        );
        continue;
      }
      if (listedHouses.has(house.id)) {
        row.problem(`housing company ${reference} is already listed on an earlier line`);
      }
      const office = links.officeOf.get(house.id);
      if (office && office !== businessId && !released.has(house.id)) {
        row.problem(
          `housing company ${reference} belongs to office ${office}; list it there no more first (one office per housing company)`,
        );
      }
      houseIds.push(house.id);
    }
    if (businessId && seenOffices.has(businessId)) {
      row.problem(`office ${businessId} is already on an earlier line`);
    }
    if (row.problems.length > 0) return row.problems;
    seenOffices.add(businessId!);
    houseIds.forEach((id) => listedHouses.add(id));
    for (const id of links.housesOf.get(businessId!) ?? []) {
      if (!houseIds.includes(id)) released.add(id);
    }
    houseIds.sort((a, b) => a - b);
    return copyLine([businessId, name, street, postalCode, postOffice, houseIds]);
  };
}

async function mergeOffices(db: Db) {
  await db.execute(sql`
    UPDATE import_offices s SET office_id = o.id
    FROM property_manager_offices o WHERE o.business_id = s.business_id`);
  await db.execute(sql`UPDATE import_offices SET status = 'new' WHERE office_id IS NULL`);
  await db.execute(sql`
    UPDATE import_offices s SET status = 'changed'
    FROM property_manager_offices o
    WHERE o.id = s.office_id AND (
      (o.name, o.street, o.postal_code, o.post_office)
        IS DISTINCT FROM (s.name, s.street, s.postal_code, s.post_office)
      OR s.housing_company_ids IS DISTINCT FROM (
        SELECT coalesce(array_agg(h.customer_id ORDER BY h.customer_id), '{}')
        FROM office_housing_companies h WHERE h.office_id = o.id))`);
  await db.execute(sql`
    INSERT INTO property_manager_offices (business_id, name, street, postal_code, post_office)
    SELECT business_id, name, street, postal_code, post_office FROM import_offices
    WHERE status = 'new'`);
  await db.execute(sql`
    UPDATE import_offices s SET office_id = o.id
    FROM property_manager_offices o WHERE s.status = 'new' AND o.business_id = s.business_id`);
  await db.execute(sql`
    UPDATE property_manager_offices o SET name = s.name, street = s.street,
      postal_code = s.postal_code, post_office = s.post_office
    FROM import_offices s WHERE o.id = s.office_id AND s.status = 'changed'`);
  // Links no longer listed go first: a housing company may move to an office later in the file.
  await db.execute(sql`
    DELETE FROM office_housing_companies h USING import_offices s
    WHERE h.office_id = s.office_id AND NOT h.customer_id = ANY (s.housing_company_ids)`);
  await db.execute(sql`
    INSERT INTO office_housing_companies (office_id, customer_id)
    SELECT office_id, unnest(housing_company_ids) FROM import_offices
    ON CONFLICT DO NOTHING`);
  const counts = await countByStatus(db, 'import_offices');
  await auditImport(db, 'offices', counts);
  return counts;
}

function officesKind(identityCodeKey: string): ImportKind<Column> {
  return {
    columns: officeColumns,
    stagingTable: 'import_offices',
    stagingColumns,
    async createStaging(db) {
      await db.execute(sql`
        CREATE TEMPORARY TABLE import_offices (
          business_id text NOT NULL,
          name text NOT NULL,
          street text NOT NULL,
          postal_code text NOT NULL,
          post_office text NOT NULL,
          housing_company_ids integer[] NOT NULL,
          office_id integer,
          status text NOT NULL DEFAULT 'same'
        ) ON COMMIT DROP`);
    },
    async begin(db) {
      const rule = officeRule(
        await loadCustomerIndex(db, identityCodeKey),
        await loadOfficeLinks(db),
      );
      return {
        ruleFor: rule,
        async merge(lap) {
          const counts = await mergeOffices(db);
          lap('merge into offices');
          return counts;
        },
      };
    },
  };
}

/** `npm run import -- offices FILE.csv` (README 'Importing the customer register'). */
export const importOffices: RegisterImporter = (database, path, options, context) =>
  runImport(database, officesKind(context.identityCodeKey), path, options);
