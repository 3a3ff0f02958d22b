import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection';
import { auditLog } from '../db/schema';
import { countByStatus } from './register/register-import';
import { copyLine, RowFields } from './register/row-fields';
import { runImport, type ImportKind, type ImportOptions, type ImportResult } from './run-import';

// `npm run import -- housing-managers FILE.csv` (decision 0045): the trade register's managers
// (isännöitsijä) of housing companies, for a utility without a trade-register service. The
// check of 'Lisää asunto-osakeyhtiö' reads them; a housing company the file never listed goes to
// the back office. A row sets or changes one housing company's manager; none is deleted.

export const housingManagerColumns = {
  required: ['office_business_id', 'housing_company_business_id'],
  optional: ['office_name'],
} as const;
type Column =
  (typeof housingManagerColumns.required)[number] | (typeof housingManagerColumns.optional)[number];

const stagingColumns = ['housing_company_business_id', 'office_business_id', 'office_name'];

function housingManagerRule() {
  const listed = new Set<string>();
  return (positions: Record<Column, number>) => (fields: string[]) => {
    const row = new RowFields<Column>(positions, fields);
    const office = row.businessId('office_business_id', { required: true });
    const house = row.businessId('housing_company_business_id', { required: true });
    const officeName = row.text('office_name');
    if (house && listed.has(house)) {
      row.problem(`housing company ${house} is already listed on an earlier line`);
    }
    if (house && house === office) row.problem('a housing company cannot manage itself');
    if (row.problems.length > 0) return row.problems;
    listed.add(house!);
    return copyLine([house, office, officeName]);
  };
}

async function mergeHousingManagers(db: Db) {
  await db.execute(sql`
    UPDATE import_housing_managers s SET status = CASE
      WHEN m.office_business_id IS NOT DISTINCT FROM s.office_business_id
        AND m.office_name IS NOT DISTINCT FROM s.office_name THEN 'same'
      ELSE 'changed' END
    FROM housing_managers m
    WHERE m.housing_company_business_id = s.housing_company_business_id`);
  await db.execute(sql`
    INSERT INTO housing_managers (housing_company_business_id, office_business_id, office_name)
    SELECT housing_company_business_id, office_business_id, office_name
    FROM import_housing_managers WHERE status IN ('new', 'changed')
    ON CONFLICT (housing_company_business_id) DO UPDATE
      SET office_business_id = excluded.office_business_id,
          office_name = excluded.office_name,
          updated_at = now()`);
  const counts = await countByStatus(db, 'import_housing_managers');
  // Counts only: never whom the file named.
  await db.insert(auditLog).values({
    actorUserId: null,
    action: 'import.housing-managers',
    targetType: 'import',
    targetId: 'housing-managers',
    details: counts,
  });
  return counts;
}

const housingManagersKind: ImportKind<Column> = {
  columns: housingManagerColumns,
  stagingTable: 'import_housing_managers',
  stagingColumns,
  async createStaging(db) {
    await db.execute(sql`
      CREATE TEMPORARY TABLE import_housing_managers (
        housing_company_business_id text NOT NULL,
        office_business_id text NOT NULL,
        office_name text,
        status text NOT NULL DEFAULT 'new'
      ) ON COMMIT DROP`);
  },
  async begin(db) {
    return {
      ruleFor: housingManagerRule(),
      async merge(lap) {
        const counts = await mergeHousingManagers(db);
        lap('merge into housing_managers');
        return counts;
      },
    };
  },
};

/** `npm run import -- housing-managers FILE.csv` (README 'Trade register'). */
export function importHousingManagers(
  database: Database,
  path: string,
  options: ImportOptions,
): Promise<ImportResult> {
  return runImport(database, housingManagersKind, path, options);
}
