import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';

/** Whether any account (of any role) has this e-mail address, in any case. */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return rows.length > 0;
}
