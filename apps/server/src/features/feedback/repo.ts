import type { Db } from '../../db/connection';
import { feedback } from '../../db/schema';

export interface NewFeedback {
  userId: string;
  username: string;
  customerName: string;
  email: string | null;
  message: string;
}

/** Stores a feedback message; returns its id. */
export async function insertFeedback(db: Db, entry: NewFeedback): Promise<number> {
  const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
  return row!.id;
}
