import type { BusinessRegistration, PortalConfig } from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Captcha } from '../../adapters/captcha';
import { sendAfterCommit, type MailService } from '../../adapters/mail';
import type { Db } from '../../db/connection';
import { assertCaptchaSolved } from '../../adapters/captcha/verify';
import { businessRegistrationMail } from './registration-mail';
import { insertBusinessRegistration } from './registration-repo';

export interface BusinessRegistrationDeps {
  db: Db;
  mail: MailService;
  captcha: Captcha;
  portalConfig: PortalConfig;
  log: FastifyBaseLogger;
}

/**
 * A registration request from someone without an account: with a solved captcha it is stored,
 * then e-mailed to customer service. The row is committed first; a failed e-mail stays in the
 * outbox for retries, so the asker is told it arrived.
 */
export async function submitBusinessRegistration(
  { db, mail, captcha, portalConfig, log }: BusinessRegistrationDeps,
  { g_recaptcha_response: captchaResponse, ...request }: BusinessRegistration,
  remoteIp: string,
): Promise<void> {
  await assertCaptchaSolved(captcha, captchaResponse, remoteIp);
  const requestId = await insertBusinessRegistration(db, request);
  await sendAfterCommit(
    { mail, log },
    businessRegistrationMail(portalConfig.customerServiceEmail, request, requestId),
    { fields: { requestId }, message: 'registration request e-mail could not be queued' },
  );
}
