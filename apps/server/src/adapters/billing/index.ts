import type { PortalConfig } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import type { BillingStore } from './billing-store';
import { createEmbeddedBillingStore } from './embedded-store';

export type { BillingStore } from './billing-store';

/** The process's billing store: the embedded one (no external billing service is configured). */
export function createBillingStore(db: Db, portalConfig: PortalConfig): BillingStore {
  return createEmbeddedBillingStore(db, portalConfig);
}
