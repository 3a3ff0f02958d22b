import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/query';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

// What the plugin really hands `child`: the route's merged limit options and the route, which
// is empty for limiters made with `app.rateLimit(…)` (named then by their limit, the same in
// every process).
interface ChildOptions {
  max?: unknown;
  timeWindow?: unknown;
  routeInfo?: { method?: unknown; url?: unknown };
}

// Expired counters are deleted now and then by whichever request happens to come.
const sweepEveryCalls = 500;

interface Count {
  count: number;
  ttl_ms: number;
}

/**
 * @fastify/rate-limit's counts kept in PostgreSQL, so that every server process counts the same
 * requests (the default store counts in each process's memory). One upsert per counted request:
 * a window starts at the first request and the count restarts once it has run out.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let calls = 0;
  const sweep = () =>
    db.execute(sql`DELETE FROM rate_limit_counters WHERE resets_at < now() - interval '1 minute'`);

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the root store with its options; `child` gives each route its own.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      // Hashed: the key holds the caller's address or user id.
      const hashed = createHash('sha256').update(`${this.prefix}${key}`).digest('hex');
      const windowMs = Math.max(1, Math.round(timeWindow));
      queryRows<Count>(
        db,
        sql`INSERT INTO rate_limit_counters AS counter (key, count, resets_at)
            VALUES (${hashed}, 1, now() + ${windowMs} * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN counter.resets_at <= now() THEN 1 ELSE counter.count + 1 END,
              resets_at = CASE WHEN counter.resets_at <= now() THEN excluded.resets_at
                               ELSE counter.resets_at END
            RETURNING count,
              greatest(0, ceil(extract(epoch FROM resets_at - now()) * 1000))::int AS ttl_ms`,
      ).then(
        ([row]) => {
          callback(null, { current: row!.count, ttl: row!.ttl_ms });
          if (++calls % sweepEveryCalls === 0) sweep().catch(() => undefined);
        },
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { max, timeWindow, routeInfo } = options as unknown as ChildOptions;
      // A path with and without its trailing slash (both routed, as the spec writes some) share
      // one limit.
      const route =
        typeof routeInfo?.url === 'string'
          ? `${String(routeInfo.method)} ${routeInfo.url.replace(/(.)\/$/, '$1')}`
          : `limiter ${String(max)}/${String(timeWindow)}`;
      return new DatabaseRateLimitStore(`${route}|`);
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * The key a client's address counts under in every rate limit: an IPv6 address by its /64 (one
 * subscriber's network, whose addresses cost nothing to change), an IPv4 one as it is.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

// The eight 16-bit groups of a valid IPv6 address ('::' filled in, a trailing IPv4 as two).
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
