import type { PortalConfig } from '@energiaportaali/domain';
import type { Env } from '../config/env';
import type { Database } from '../db/connection';

/** What every feature's route plugin receives as its options. */
export interface RouteContext {
  database: Database;
  portalConfig: PortalConfig;
  env: Env;
}
