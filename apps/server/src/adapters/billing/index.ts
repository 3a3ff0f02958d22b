import type { FastifyBaseLogger } from 'fastify';
import type { PortalConfig } from '@energiaportaali/domain';
import type { Env } from '../../config/env';
import type { Db } from '../../db/connection';
import type { BillingStore } from './billing-store';
import { createEmbeddedBillingStore } from './embedded-store';
import { createHttpBillingStore } from './http-store';

export type {
  BillingCustomer,
  BillingStore,
  CustomerInvoices,
  DecidePostponement,
  PostponementDecision,
} from './billing-store';

export interface BillingStoreOptions {
  db: Db;
  portalConfig: PortalConfig;
  env: Pick<Env, 'BILLING_URL' | 'BILLING_TOKEN' | 'BILLING_TIMEOUT_MS' | 'BILLING_RETRIES'>;
  logger: FastifyBaseLogger;
}

/** The external billing service when BILLING_URL is set, the embedded store otherwise. */
export function createBillingStore({
  db,
  portalConfig,
  env,
  logger,
}: BillingStoreOptions): BillingStore {
  if (env.BILLING_URL === undefined) return createEmbeddedBillingStore(db, portalConfig);
  logger.info({ billing: new URL(env.BILLING_URL).origin }, 'billing: external service');
  return createHttpBillingStore({
    baseUrl: env.BILLING_URL,
    token: env.BILLING_TOKEN,
    timeoutMs: env.BILLING_TIMEOUT_MS,
    retries: env.BILLING_RETRIES,
    db,
    logger,
  });
}
