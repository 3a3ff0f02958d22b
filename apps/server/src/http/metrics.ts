import { BlockList, isIPv4 } from 'node:net';
import { count, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/connection';
import { emailOutbox } from '../db/schema';
import { notFound } from '../errors';
import { isWebAppFile } from '../web/static';

export const metricsPath = '/metrics';

export interface MetricsOptions {
  database: Database;
  /** Addresses and CIDR ranges allowed besides loopback (env METRICS_ALLOW). */
  allow: readonly string[];
  logger: FastifyBaseLogger;
}

/**
 * Prometheus metrics at /metrics (env METRICS=on): request durations by route pattern, the
 * PostgreSQL pool and the e-mail outbox. Registered before the routes so that its timing
 * hook sees every one of them.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  // A registry of this app's own: tests build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which promtool refuses; the per-type gauges without _total stay.
  for (const name of totalsNamedLikeCounters) registry.removeSingleMetric(name);
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  if (options.database.pool) poolGauge(registry, options.database.pool);
  outboxGauge(registry, options);

  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      // The pattern, never the raw URL: one series per route, no personal data in labels.
      { method: request.method, route: routeOf(request, reply), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const allowed = allowList(options.allow);
  app.get(metricsPath, async (request, reply) => {
    // Not public: to anyone else the endpoint does not exist.
    if (!isAllowed(allowed, request.ip)) throw notFound();
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

const totalsNamedLikeCounters = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

// Each file of the web build is a route of its own, with a new hash in its name at every
// release: all of them are one label value, as is every path no route knows. The not-found
// handler answers 200 only with the SPA's index.html (a client route).
function routeOf(request: FastifyRequest, reply: FastifyReply): string {
  if (isWebAppFile(request)) return 'static';
  return request.routeOptions.url ?? (reply.statusCode === 200 ? 'static' : 'not_found');
}

function poolGauge(registry: Registry, pool: NonNullable<Database['pool']>): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

const outboxStatuses = ['pending', 'failed'] as const;

function outboxGauge(registry: Registry, { database, logger }: MetricsOptions): void {
  new Gauge({
    name: 'email_outbox_messages',
    help: 'E-mail outbox rows waiting to be sent (pending) and given up on (failed)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await database.db
          .select({ status: emailOutbox.status, messages: count() })
          .from(emailOutbox)
          .where(inArray(emailOutbox.status, [...outboxStatuses]))
          .groupBy(emailOutbox.status);
        for (const status of outboxStatuses) {
          const row = rows.find((candidate) => candidate.status === status);
          this.set({ status }, row?.messages ?? 0);
        }
      } catch (error) {
        // A scrape during a database outage still answers; the outbox series are just absent.
        logger.warn({ err: { message: (error as Error).message } }, 'metrics: outbox unreadable');
      }
    },
  });
}

function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isAllowed(list: BlockList, ip: string): boolean {
  // An IPv4 client of a dual-stack socket shows up as ::ffff:a.b.c.d.
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
