import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/connection';
import { createHttpTradeRegister } from './http-register';
import { createImportedTradeRegister } from './imported-register';

/** What the trade register says of a housing company's manager (isännöitsijä). */
export type ManagerEntry =
  /** The register names this office (by business id; its name when the register gives one). */
  | { kind: 'manager'; officeBusinessId: string; officeName: string | null }
  /** The register knows the housing company and names no manager, or does not know it. */
  | { kind: 'none' }
  /** No register can say: the back office decides (decision 0045). */
  | { kind: 'unknown' };

/** The trade register as the portal asks it: who manages a housing company. */
export interface TradeRegister {
  managerOf(housingCompanyBusinessId: string): Promise<ManagerEntry>;
}

export interface TradeRegisterOptions {
  db: Db;
  env: Pick<Env, 'TRADE_REGISTER_URL' | 'TRADE_REGISTER_TOKEN' | 'TRADE_REGISTER_TIMEOUT_MS'>;
  logger: FastifyBaseLogger;
}

/**
 * The utility's trade-register service when TRADE_REGISTER_URL is set; else the imported
 * `housing_managers` table, which answers 'unknown' for a housing company it does not list.
 */
export function createTradeRegister({ db, env, logger }: TradeRegisterOptions): TradeRegister {
  if (env.TRADE_REGISTER_URL === undefined) return createImportedTradeRegister(db);
  return createHttpTradeRegister({
    baseUrl: env.TRADE_REGISTER_URL,
    token: env.TRADE_REGISTER_TOKEN,
    timeoutMs: env.TRADE_REGISTER_TIMEOUT_MS,
    logger,
  });
}
