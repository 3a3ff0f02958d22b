import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../../db/connection';
import { databaseRateLimitStore } from '../../http/rate-limit-store';

/**
 * A silent count per account in the shared rate-limit store (every process sees it): the request
 * page answers alike either way, so an account over its limit simply gets no more mail.
 */
export function accountThrottle(db: Db, max: number, windowMs: number) {
  const Store = databaseRateLimitStore(db);
  const store: FastifyRateLimitStore = new Store('password-reset account|');
  return {
    /** Counts one more link for the account; true while it is within its limit. */
    allow: (userId: string) =>
      new Promise<boolean>((resolve, reject) => {
        store.incr(
          userId,
          (error, result) => (error ? reject(error) : resolve((result?.current ?? 0) <= max)),
          windowMs,
          max,
        );
      }),
  };
}
