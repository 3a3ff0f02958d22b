import {
  alertErrorCodes,
  alertMessages,
  type alertRoles,
  alertThresholdLimits,
  alertUnit,
  maxAlertsPerUser,
  type Alert,
  type AlertUnsubscribeAnswer,
  type AlertUpdate,
  type NewAlert,
} from '@energiaportaali/domain';
import { assertCanSeeMeteringPoint } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Database, Db } from '../../db/connection';
import { conflict, notFound, validationFailed, type AppError } from '../../errors';
import { consumeToken, unusableTokenState } from '../../auth/one-time-tokens';
import {
  alertById,
  countUserAlerts,
  deactivateAlert,
  deleteAlert,
  insertAlert,
  lockUserAlerts,
  updateAlert,
  userAlert,
  userAlerts,
  type AlertRow,
} from './repo';

export const unsubscribePurpose = 'alert-unsubscribe';

/** Consumers and company users and managers: the roles with alerts (the routes admit no other). */
type AlertUser = SessionUser<(typeof alertRoles)[number]>;

function presented(row: AlertRow): Alert {
  const address = [row.street, [row.postalCode, row.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    id: row.id,
    kind: row.kind,
    threshold: Number(row.threshold),
    unit: alertUnit(row.kind, row.pointUnit),
    active: row.active,
    meteringPointId: row.pointIdentifier,
    address: row.pointIdentifier === null ? null : address,
  };
}

const alertNotFound = () => notFound({ code: 'ALERT_NOT_FOUND', message: alertMessages.notFound });

export async function listAlerts(db: Db, user: AlertUser): Promise<Alert[]> {
  return (await userAlerts(db, user.id)).map(presented);
}

/** Creates an alert; its point must pass the access module (403 otherwise), at most 20 each. */
export async function createAlert(
  database: Database,
  user: AlertUser,
  alert: NewAlert,
): Promise<Alert> {
  const pointId =
    alert.meteringPointId === undefined
      ? null
      : await assertCanSeeMeteringPoint(database.db, user, alert.meteringPointId, alert.companyId);
  const id = await database.db.transaction(async (tx) => {
    // Serialises one user's creations, so two at once cannot both pass the limit.
    await lockUserAlerts(tx, user.id);
    if ((await countUserAlerts(tx, user.id)) >= maxAlertsPerUser) {
      throw conflict({ code: alertErrorCodes.tooMany, message: alertMessages.tooMany });
    }
    return insertAlert(tx, {
      userId: user.id,
      kind: alert.kind,
      meteringPointId: pointId,
      threshold: alert.threshold,
    });
  });
  return presented((await userAlert(database.db, user.id, id))!);
}

export async function changeAlert(
  db: Db,
  user: AlertUser,
  id: number,
  change: AlertUpdate,
): Promise<Alert> {
  const current = await userAlert(db, user.id, id);
  if (!current) throw alertNotFound();
  if (change.threshold !== undefined) {
    const { min, max } = alertThresholdLimits[current.kind];
    if (change.threshold < min) {
      throw validationFailed({ threshold: [alertMessages.thresholdTooLow(min)] });
    }
    if (change.threshold > max) {
      throw validationFailed({ threshold: [alertMessages.thresholdTooHigh(max)] });
    }
  }
  if (!(await updateAlert(db, user.id, id, change))) throw alertNotFound();
  return presented((await userAlert(db, user.id, id))!);
}

export async function removeAlert(db: Db, user: AlertUser, id: number): Promise<void> {
  if (!(await deleteAlert(db, user.id, id))) throw alertNotFound();
}

/**
 * The unsubscribe link: uses the token up and turns its alert off, in one transaction. A used
 * token answers 409 ALERT_LINK_USED, an unknown or expired one 404 ALERT_LINK_INVALID.
 */
export async function unsubscribe(
  database: Database,
  token: string,
): Promise<AlertUnsubscribeAnswer> {
  const alert = await database.db.transaction(async (tx) => {
    const stored = await consumeToken<object>(tx, token, unsubscribePurpose);
    if (!stored) return null;
    const id = Number(stored.subject);
    await deactivateAlert(tx, id);
    return (await alertById(tx, id)) ?? 'gone';
  });
  if (alert === null) throw await linkRefusal(database.db, token);
  if (alert === 'gone') throw alertNotFound();
  return {
    kind: alert.kind,
    threshold: Number(alert.threshold),
    unit: alertUnit(alert.kind, alert.pointUnit),
  };
}

async function linkRefusal(db: Db, token: string): Promise<AppError> {
  if ((await unusableTokenState(db, token, unsubscribePurpose)) === 'used') {
    return conflict({ code: alertErrorCodes.linkUsed, message: alertMessages.linkUsed });
  }
  return notFound({ code: alertErrorCodes.linkInvalid, message: alertMessages.linkInvalid });
}
