import type { AlertKind } from '@energiaportaali/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { spotZone } from '../../cost/spot-zone';
import { alerts, alertSends, meteringPoints } from '../../db/schema';

export interface AlertRow {
  id: number;
  kind: AlertKind;
  threshold: string;
  active: boolean;
  pointIdentifier: string | null;
  pointUnit: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

const alertColumns = {
  id: alerts.id,
  kind: alerts.kind,
  threshold: alerts.threshold,
  active: alerts.active,
  pointIdentifier: meteringPoints.identifier,
  pointUnit: meteringPoints.unit,
  street: meteringPoints.street,
  postalCode: meteringPoints.postalCode,
  city: meteringPoints.city,
};

/** The user's alerts with their points, oldest first. */
export function userAlerts(db: Db, userId: string): Promise<AlertRow[]> {
  return db
    .select(alertColumns)
    .from(alerts)
    .leftJoin(meteringPoints, eq(meteringPoints.id, alerts.meteringPointId))
    .where(eq(alerts.userId, userId))
    .orderBy(asc(alerts.id));
}

/** One alert of the user; null when it is not theirs (or does not exist). */
export async function userAlert(db: Db, userId: string, id: number): Promise<AlertRow | null> {
  const [row] = await db
    .select(alertColumns)
    .from(alerts)
    .leftJoin(meteringPoints, eq(meteringPoints.id, alerts.meteringPointId))
    .where(and(eq(alerts.userId, userId), eq(alerts.id, id)));
  return row ?? null;
}

/** One alert by id, whoever owns it. */
export async function alertById(db: Db, id: number): Promise<AlertRow | null> {
  const [row] = await db
    .select(alertColumns)
    .from(alerts)
    .leftJoin(meteringPoints, eq(meteringPoints.id, alerts.meteringPointId))
    .where(eq(alerts.id, id));
  return row ?? null;
}

/** Locks the user's row till the transaction ends: one user's alert creations run one at a time. */
export async function lockUserAlerts(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
}

export async function countUserAlerts(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
  return row?.n ?? 0;
}

export interface NewAlertRow {
  userId: string;
  kind: AlertKind;
  meteringPointId: number | null;
  threshold: number;
}

export async function insertAlert(db: Db, alert: NewAlertRow): Promise<number> {
  const [row] = await db
    .insert(alerts)
    .values({ ...alert, threshold: String(alert.threshold) })
    .returning({ id: alerts.id });
  return row!.id;
}

/** Changes the user's alert; false when it is not theirs. */
export async function updateAlert(
  db: Db,
  userId: string,
  id: number,
  change: { threshold?: number; active?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({
      ...(change.threshold !== undefined ? { threshold: String(change.threshold) } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(alerts.userId, userId), eq(alerts.id, id)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

/** Deletes the user's alert; false when it is not theirs. */
export async function deleteAlert(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.id, id)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

/** Turns an alert off (the unsubscribe link). */
export async function deactivateAlert(db: Db, id: number): Promise<void> {
  await db
    .update(alerts)
    .set({ active: false, updatedAt: sql`now()` })
    .where(eq(alerts.id, id));
}

// ---------------------------------------------------------------- the scheduler's reads

/** An active alert that may be due, with what the e-mail and the access check need. */
export interface DueAlert {
  id: number;
  threshold: string;
  userId: string;
  role: string;
  email: string;
  firstName: string;
  lastName: string;
  pointId: number | null;
  pointIdentifier: string | null;
  pointUnit: string | null;
  street: string | null;
  /** consumption: yesterday's value (text numeric); others null. */
  value: string | null;
}

// A Helsinki calendar day's start as an instant.
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Europe/Helsinki'`;

/**
 * Tomorrow's highest day-ahead price in c/kWh with VAT (any hour or quarter), once the day's
 * prices cover the whole day (24/23/25 hours, whatever mix of 60- and 15-minute rows); null
 * before that.
 */
export async function completeDayMaxPrice(
  db: Db,
  day: string,
  nextDay: string,
): Promise<number | null> {
  const [row] = await queryRows<{ minutes: number | null; dayMinutes: number; max: string | null }>(
    db,
    sql`
      SELECT sum(p.minutes)::int AS "minutes",
             (extract(epoch FROM ${dayStart(nextDay)} - ${dayStart(day)}) / 60)::int AS "dayMinutes",
             max(p.eur_per_mwh * (1 + v.percent / 100) / 10)::text AS "max"
        FROM prices p
        LEFT JOIN LATERAL (
          SELECT percent FROM vat_rates
           WHERE utility = 'electricity' AND valid_from <= p.start
           ORDER BY valid_from DESC LIMIT 1) v ON true
       WHERE p.zone = ${spotZone}
         AND p.start >= ${dayStart(day)}
         AND p.start < ${dayStart(nextDay)}`,
  );
  if (!row || row.minutes === null || row.max === null) return null;
  return row.minutes >= row.dayMinutes ? Number(row.max) : null;
}

const dueColumns = sql`
  a.id, a.threshold::text AS "threshold", a.user_id AS "userId", u.role::text AS "role",
  u.email, u.first_name AS "firstName", u.last_name AS "lastName",
  a.metering_point_id AS "pointId", mp.identifier AS "pointIdentifier",
  mp.unit::text AS "pointUnit", mp.street`;

const notSent = (day: string) =>
  sql`NOT EXISTS (SELECT 1 FROM alert_sends s WHERE s.alert_id = a.id AND s.day = ${day}::date)`;

/** Active price alerts below `maxPrice` not yet sent for `day`. */
export function duePriceAlerts(db: Db, day: string, maxPrice: number): Promise<DueAlert[]> {
  return queryRows<DueAlert>(
    db,
    sql`
      SELECT ${dueColumns}, NULL AS "value"
        FROM alerts a
        JOIN users u ON u.id = a.user_id AND u.locked_at IS NULL
        LEFT JOIN metering_points mp ON mp.id = a.metering_point_id
       WHERE a.kind = 'price' AND a.active AND a.threshold < ${String(maxPrice)}::numeric
         AND ${notSent(day)}
       ORDER BY a.id`,
  );
}

/** Active consumption alerts whose point's `day` (a day rollup exists) is above the threshold. */
export function dueConsumptionAlerts(db: Db, day: string): Promise<DueAlert[]> {
  return queryRows<DueAlert>(
    db,
    sql`
      SELECT ${dueColumns}, d.value::text AS "value"
        FROM alerts a
        JOIN users u ON u.id = a.user_id AND u.locked_at IS NULL
        JOIN metering_points mp ON mp.id = a.metering_point_id
        JOIN meter_data_day d
          ON d.metering_point_id = a.metering_point_id AND d.bucket_start = ${dayStart(day)}
       WHERE a.kind = 'consumption' AND a.active AND d.value > a.threshold AND ${notSent(day)}
       ORDER BY a.id`,
  );
}

/** Active forecast alerts not yet sent for `day` (the forecast itself is computed per point). */
export function forecastAlertsToCheck(db: Db, day: string): Promise<DueAlert[]> {
  return queryRows<DueAlert>(
    db,
    sql`
      SELECT ${dueColumns}, NULL AS "value"
        FROM alerts a
        JOIN users u ON u.id = a.user_id AND u.locked_at IS NULL
        JOIN metering_points mp ON mp.id = a.metering_point_id
       WHERE a.kind = 'forecast' AND a.active AND ${notSent(day)}
       ORDER BY a.id`,
  );
}

/**
 * Claims the send of an alert for a day: true for the one caller that inserted the row (and only
 * while the alert is still active), false for every other, in any process. Call it in the
 * transaction that queues the e-mail.
 */
export async function claimSend(db: Db, alertId: number, day: string): Promise<boolean> {
  const rows = await queryRows<{ alertId: number }>(
    db,
    sql`
      INSERT INTO ${alertSends} (alert_id, day)
      SELECT id, ${day}::date FROM ${alerts} WHERE id = ${alertId} AND active
      ON CONFLICT DO NOTHING
      RETURNING alert_id AS "alertId"`,
  );
  return rows.length > 0;
}
