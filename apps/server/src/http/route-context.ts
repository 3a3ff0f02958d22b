import type { PortalConfig } from '@energiaportaali/domain';
import type { Captcha } from '../adapters/captcha';
import type { MailService } from '../adapters/mail';
import type { Clock } from '../clock';
import type { Env } from '../config/env';
import type { Database } from '../db/connection';

/** What every feature's route plugin receives as its options. */
export interface RouteContext {
  database: Database;
  portalConfig: PortalConfig;
  env: Env;
  /** Where every route and service reads "now". */
  clock: Clock;
  /** E-mail through the outbox (`email_outbox`). */
  mail: MailService;
  /** The captcha of anonymous forms (ALTCHA, or reCAPTCHA when configured). */
  captcha: Captcha;
}
