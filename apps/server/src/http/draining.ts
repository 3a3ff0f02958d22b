import type { FastifyInstance } from 'fastify';

/** The process on its way out (SIGTERM): it still answers, but is no longer worth sending to. */
export interface Draining {
  readonly active: boolean;
  /** From now on readiness answers 503 and every answer closes its connection. */
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/** Decorates the app with its `draining` state; register before the routes. */
export function registerDraining(app: FastifyInstance): Draining {
  let active = false;
  const draining: Draining = {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  };
  app.decorate('draining', draining);
  // A keep-alive client told to close opens a new connection for its next request, which the
  // load balancer sends elsewhere: a request on the old one would be reset when the server closes.
  app.addHook('onSend', async (_request, reply) => {
    if (active) reply.header('connection', 'close');
  });
  return draining;
}
