import type { WaterReading, WaterReadingReceipt } from '@energiaportaali/domain';
import { waterErrorCodes, waterReadingMessages } from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Captcha } from '../../adapters/captcha';
import { sendAfterCommit, type MailService } from '../../adapters/mail';
import { assertCanSeeMeteringPoint } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { badGateway, notFound, validationFailed } from '../../errors';
import { messages } from '../../messages';
import { assertCaptchaSolved } from '../../adapters/captcha/verify';
import { waterReadingCopy } from './copy-email';
import { findWaterPoint, insertWaterReading, type WaterPoint } from './repo';

export interface WaterDeps {
  db: Db;
  mail: MailService;
  captcha: Captcha;
  brandName: string;
  logger: FastifyBaseLogger;
}

/** The meter numbers of a water point, for the form's meter choice; 404 for any other number. */
export async function waterPointMeters(db: Db, identifier: string): Promise<string[]> {
  const point = await findWaterPoint(db, identifier);
  if (!point) {
    throw notFound({ code: 'WATER_POINT_NOT_FOUND', message: waterReadingMessages.pointNotFound });
  }
  return point.deviceCodes;
}

export type Submitter =
  | { kind: 'anonymous'; captchaResponse: string; remoteIp: string }
  | { kind: 'user'; user: SessionUser };

/**
 * Checks and stores a reading, then sends the copy the user asked for. The reading is committed
 * before the e-mail is tried, so a failed copy (502 WATER_EMAIL_FAILED) never loses it.
 */
export async function submitWaterReading(
  deps: WaterDeps,
  reading: WaterReading,
  submitter: Submitter,
): Promise<WaterReadingReceipt> {
  const point = await checkedPoint(deps, reading, submitter);
  const id = await save(deps, point, reading, submitter);
  const copy = await sendCopy(deps, reading, id);
  return {
    id,
    measurementPointId: point.identifier,
    meterId: reading.meterId,
    date: reading.date,
    consumption: reading.consumption,
    copy,
  };
}

async function checkedPoint(
  { db, captcha }: WaterDeps,
  reading: WaterReading,
  submitter: Submitter,
): Promise<WaterPoint> {
  if (submitter.kind === 'anonymous') {
    // Before any lookup: without a solved captcha nothing is revealed about the point.
    await assertCaptchaSolved(captcha, submitter.captchaResponse, submitter.remoteIp);
  } else {
    await assertCanSeeMeteringPoint(db, submitter.user, reading.measurementPointId);
  }
  const point = await findWaterPoint(db, reading.measurementPointId);
  if (!point) {
    throw validationFailed({ measurementPointId: [waterReadingMessages.pointNotFound] });
  }
  if (!point.deviceCodes.includes(reading.meterId)) {
    throw validationFailed({ meterId: [waterReadingMessages.meterNotOfPoint] });
  }
  return point;
}

async function save(
  { db, logger }: WaterDeps,
  point: WaterPoint,
  reading: WaterReading,
  submitter: Submitter,
): Promise<number> {
  try {
    return await insertWaterReading(db, {
      meteringPointId: point.id,
      meterId: reading.meterId,
      readingDate: reading.date,
      reading: reading.consumption,
      email: reading.email ?? null,
      sendCopy: reading.sendCopy === true,
      userId: submitter.kind === 'user' ? submitter.user.id : null,
    });
  } catch (error) {
    logger.error({ err: error, meteringPointId: point.id }, 'water reading could not be saved');
    throw badGateway({ code: waterErrorCodes.saveFailed, message: messages.waterSaveFailed });
  }
}

async function sendCopy(
  { mail, brandName, logger }: WaterDeps,
  reading: WaterReading,
  readingId: number,
): Promise<WaterReadingReceipt['copy']> {
  if (reading.sendCopy !== true || reading.email === undefined) return 'none';
  const outcome = await sendAfterCommit(
    { mail, log: logger },
    waterReadingCopy(reading, reading.email, brandName),
    { fields: { readingId }, message: 'water reading copy could not be stored' },
  );
  if (outcome === 'failed' || outcome === 'unqueued') {
    throw badGateway({ code: waterErrorCodes.emailFailed, message: messages.waterEmailFailed });
  }
  return outcome;
}
