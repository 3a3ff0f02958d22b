import {
  addDays,
  alertUnsubscribeTtlDays,
  helsinkiDay,
  type AlertKind,
  type PortalConfig,
  type UserRole,
} from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { insertMessage } from '../../adapters/mail/outbox';
import { canSeeMeteringPoint } from '../../auth/access';
import { portalOrigin } from '../../auth/relying-party';
import type { Clock } from '../../clock';
import type { Env } from '../../config/env';
import { monthCostOfPoint } from '../../cost/month-cost';
import type { Database } from '../../db/connection';
import { newToken, storeToken } from '../../auth/one-time-tokens';
import { alertMail, type AlertFinding } from './mail';
import {
  claimSend,
  completeDayMaxPrice,
  dueConsumptionAlerts,
  duePriceAlerts,
  forecastAlertsToCheck,
  type DueAlert,
} from './repo';
import { unsubscribePurpose } from './service';

/** This month's cost forecast of a point in euros with VAT; null when it cannot be priced. */
export type MonthForecast = (
  database: Database,
  pointId: number,
  now: Date,
) => Promise<{ forecast: number } | null>;

export interface AlertCheckDeps {
  database: Database;
  portalConfig: PortalConfig;
  /** The portal's public origin: the e-mails' links. */
  origin: string;
  logger: FastifyBaseLogger;
  monthForecast: MonthForecast;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * One check of every active alert at `now` (Helsinki days); returns how many e-mails were
 * queued. Safe to run in any number of processes at once: each (alert, day) is sent by whoever
 * claims its `alert_sends` row, in the transaction that queues the e-mail.
 */
export async function checkAlerts(deps: AlertCheckDeps, now: Date): Promise<number> {
  const today = helsinkiDay(now);
  const checks: [AlertKind, () => Promise<number>][] = [
    ['price', () => checkPrices(deps, addDays(today, 1), now)],
    ['consumption', () => checkConsumption(deps, addDays(today, -1), now)],
    ['forecast', () => checkForecasts(deps, today, now)],
  ];
  let queued = 0;
  for (const [kind, check] of checks) {
    // One kind failing (a missing rate, a slow query) does not keep the others from going out.
    try {
      queued += await check();
    } catch (error) {
      deps.logger.error({ err: error, kind }, 'alert check failed');
    }
  }
  return queued;
}

async function checkPrices(deps: AlertCheckDeps, tomorrow: string, now: Date): Promise<number> {
  const { db } = deps.database;
  const max = await completeDayMaxPrice(db, tomorrow, addDays(tomorrow, 1));
  if (max === null) return 0;
  let queued = 0;
  for (const alert of await duePriceAlerts(db, tomorrow, max)) {
    if (await send(deps, alert, finding('price', alert, max, tomorrow), now)) queued += 1;
  }
  return queued;
}

async function checkConsumption(
  deps: AlertCheckDeps,
  yesterday: string,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const alert of await dueConsumptionAlerts(deps.database.db, yesterday)) {
    if (!(await stillVisible(deps, alert))) continue;
    const crossed = finding('consumption', alert, Number(alert.value), yesterday);
    if (await send(deps, alert, crossed, now)) queued += 1;
  }
  return queued;
}

async function checkForecasts(deps: AlertCheckDeps, today: string, now: Date): Promise<number> {
  let queued = 0;
  for (const alert of await forecastAlertsToCheck(deps.database.db, today)) {
    if (!(await stillVisible(deps, alert))) continue;
    const cost = await deps.monthForecast(deps.database, alert.pointId!, now);
    if (cost === null || !(cost.forecast > Number(alert.threshold))) continue;
    if (await send(deps, alert, finding('forecast', alert, cost.forecast, today), now)) queued += 1;
  }
  return queued;
}

// The point was the user's when the alert was made; a point they no longer see (a contract
// ended, a person left the company) tells them nothing any more.
function stillVisible({ database }: AlertCheckDeps, alert: DueAlert): Promise<boolean> {
  const user = {
    id: alert.userId,
    role: alert.role as UserRole,
    email: alert.email,
    firstName: alert.firstName,
    lastName: alert.lastName,
  };
  return canSeeMeteringPoint(database.db, user, alert.pointId!);
}

function finding(kind: AlertKind, alert: DueAlert, value: number, day: string): AlertFinding {
  return {
    kind,
    threshold: Number(alert.threshold),
    value,
    day,
    pointIdentifier: alert.pointIdentifier,
    pointUnit: alert.pointUnit,
    street: alert.street,
  };
}

/**
 * Claims (alert, day) and queues the e-mail with a fresh unsubscribe token, all in one
 * transaction: false when another check (this process or another) already sent it.
 */
async function send(
  deps: AlertCheckDeps,
  alert: DueAlert,
  crossed: AlertFinding,
  now: Date,
): Promise<boolean> {
  const { database, portalConfig, origin, logger } = deps;
  const queued = await database.db.transaction(async (tx) => {
    if (!(await claimSend(tx, alert.id, crossed.day))) return false;
    const token = newToken();
    await storeToken(
      tx,
      token,
      unsubscribePurpose,
      String(alert.id),
      {},
      alertUnsubscribeTtlDays * dayMs,
    );
    const message = alertMail(portalConfig, alert.email, crossed, { origin, token });
    await insertMessage(tx, message, { claimed: false, now });
    return true;
  });
  if (queued)
    logger.info({ alertId: alert.id, kind: crossed.kind, day: crossed.day }, 'alert e-mail queued');
  return queued;
}

/** Runs `checkAlerts` every `intervalMs` in this process until stopped; ticks never overlap. */
export class AlertScheduler {
  private timer: NodeJS.Timeout | undefined;
  private tick: Promise<unknown> | undefined;

  constructor(
    private readonly deps: AlertCheckDeps,
    private readonly intervalMs: number,
    private readonly clock: Clock,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.tick) return;
      this.tick = checkAlerts(this.deps, this.clock.now())
        .catch((error: unknown) => this.deps.logger.error({ err: error }, 'alert check failed'))
        .finally(() => (this.tick = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a check in progress (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.tick;
  }
}

/** The process's alert scheduler, its e-mails' links on the portal's public origin. */
export function alertSchedulerFor(options: {
  database: Database;
  portalConfig: PortalConfig;
  env: Env;
  logger: FastifyBaseLogger;
  clock: Clock;
}): AlertScheduler {
  const { database, portalConfig, env, logger, clock } = options;
  return new AlertScheduler(
    { database, portalConfig, origin: portalOrigin(env), logger, monthForecast: monthCostOfPoint },
    env.ALERT_CHECK_INTERVAL_MS,
    clock,
  );
}
