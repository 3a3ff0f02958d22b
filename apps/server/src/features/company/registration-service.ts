import type { CompanyRegistration, PortalConfig } from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Captcha } from '../../adapters/captcha';
import { sendAfterCommit, type MailService } from '../../adapters/mail';
import type { Db } from '../../db/connection';
import { assertCaptchaSolved } from '../../adapters/captcha/verify';
import { companyRegistrationMail } from './registration-mail';
import { insertCompanyRegistration } from './registration-repo';

export interface CompanyRegistrationDeps {
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
export async function submitCompanyRegistration(
  { db, mail, captcha, portalConfig, log }: CompanyRegistrationDeps,
  { g_recaptcha_response: captchaResponse, ...request }: CompanyRegistration,
  remoteIp: string,
): Promise<void> {
  await assertCaptchaSolved(captcha, captchaResponse, remoteIp);
  const requestId = await insertCompanyRegistration(db, request);
  await sendAfterCommit(
    { mail, log },
    companyRegistrationMail(portalConfig.customerServiceEmail, request, requestId),
    { fields: { requestId }, message: 'registration request e-mail could not be queued' },
  );
}
