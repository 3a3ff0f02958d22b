import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after its request was answered, one task at a time in arrival order: the answer's
 * timing then tells nothing of what the work found. At most `limit` wait; `drained` resolves
 * once everything queued so far is done (the app waits for it before closing).
 */
export function afterResponse(log: FastifyBaseLogger, limit = 100) {
  let tail = Promise.resolve();
  let waiting = 0;
  return {
    add(task: () => Promise<void>): void {
      if (waiting >= limit) {
        log.warn('password reset: too many requests waiting, one dropped');
        return;
      }
      waiting += 1;
      tail = tail
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'password reset request failed'))
        .finally(() => {
          waiting -= 1;
        });
    },
    drained: () => tail,
  };
}
