import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { meteringPoints, waterReadings } from '../../db/schema';

export interface WaterPoint {
  id: number;
  identifier: string;
  deviceCodes: string[];
}

/** The water metering point with this public identifier; null for none or another utility. */
export async function findWaterPoint(db: Db, identifier: string): Promise<WaterPoint | null> {
  const [point] = await db
    .select({
      id: meteringPoints.id,
      identifier: meteringPoints.identifier,
      deviceCodes: meteringPoints.deviceCodes,
    })
    .from(meteringPoints)
    .where(and(eq(meteringPoints.identifier, identifier), eq(meteringPoints.utility, 'water')));
  return point ?? null;
}

export interface NewWaterReading {
  meteringPointId: number;
  meterId: string;
  readingDate: string;
  reading: number;
  email: string | null;
  sendCopy: boolean;
  userId: string | null;
}

/** Stores a reading (committed on its own, before any e-mail); returns its id. */
export async function insertWaterReading(db: Db, reading: NewWaterReading): Promise<number> {
  const [row] = await db.insert(waterReadings).values(reading).returning({ id: waterReadings.id });
  return row!.id;
}
