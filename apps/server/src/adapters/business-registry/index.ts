import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/connection';
import { createHttpTradeRegister } from './http-register';
import { createImportedTradeRegister } from './imported-register';
import type { TradeRegister } from './trade-register';

export type { ManagerEntry, TradeRegister } from './trade-register';

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
