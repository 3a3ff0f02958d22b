import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from './rate-limit-store';

/**
 * A route's rate limit counted per person, not per address: customers behind one office NAT must
 * not block each other. Anonymous calls are not counted: they get a 401 before any work is done.
 */
export const perUserRateLimit = (max: number, timeWindow: string) => ({
  max,
  timeWindow,
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? clientAddressKey(request.ip),
  allowList: (request: FastifyRequest) => request.user === null,
});
