import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { officeStaff } from '../../db/schema';

export interface CustomerRow {
  id: number;
  name: string;
  businessId: string | null;
  customerNumbers: string[];
}

/** The office a staff member (remUser or remCompany) belongs to, if any. */
export async function findOfficeId(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ officeId: officeStaff.officeId })
    .from(officeStaff)
    .where(eq(officeStaff.userId, userId))
    .limit(1);
  return row?.officeId ?? null;
}
