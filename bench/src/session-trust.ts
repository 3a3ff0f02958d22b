import autocannon from 'autocannon';
import { startServer } from '@energiaportaali/e2e/server';
import { sessionCookie } from '../../apps/server/test/http-login';

const connections = 64;

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

async function measure(url: string, cookie: string, duration: number): Promise<Figures> {
  const result = await autocannon({ url, headers: { cookie }, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/**
 * Decision 0032: sessions trusted for SESSION_TRUST_MS with endings told through NOTIFY, against
 * no trust at all (every request reads its session). A second process with SESSION_TRUST_MS=0
 * on the same PostgreSQL database; the same session-only call and the month view on both.
 */
export async function compareSessionTrust(options: {
  baseUrl: string;
  env: Record<string, string | undefined>;
  login: { email: string; password: string; type: 'consumer' | 'company' };
  /** A usage view of the logged-in user (path and query). */
  viewPath: string;
  durationSeconds: number;
  warmUpSeconds: number;
}): Promise<void> {
  const untrusting = await startServer({
    env: { ...options.env, SESSION_TRUST_MS: '0' },
    timeoutMs: 300_000,
  });
  try {
    const servers = [
      { name: 'trusted 5 s, NOTIFY', baseUrl: options.baseUrl },
      { name: 'no trust', baseUrl: untrusting.baseUrl },
    ];
    const calls = [
      {
        name: 'GET /api/user/details (session only)',
        path: `/api/user/details/${options.login.type}`,
      },
      { name: 'month view (day level)', path: options.viewPath },
    ];
    console.log(
      `\nbench: session trust, ${connections} connections, ${options.durationSeconds} s per call\n`,
    );
    for (const call of calls) {
      const figures: Figures[] = [];
      for (const server of servers) {
        const { email, password, type } = options.login;
        const cookie = await sessionCookie(server.baseUrl, email, password, type);
        await measure(`${server.baseUrl}${call.path}`, cookie, options.warmUpSeconds);
        figures.push(
          await measure(`${server.baseUrl}${call.path}`, cookie, options.durationSeconds),
        );
      }
      const [trusted, plain] = figures as [Figures, Figures];
      console.log(
        `  ${call.name}: ${servers
          .map(
            (server, i) =>
              `${server.name} ${figures[i]!.requestsPerSecond.toFixed(0)} req/s, p99 ${figures[i]!.p99Ms.toFixed(1)} ms`,
          )
          .join(
            '; ',
          )}; no trust ÷ trusted ${(plain.requestsPerSecond / trusted.requestsPerSecond).toFixed(2)}` +
          (trusted.non2xx + plain.non2xx > 0 ? ` (${trusted.non2xx + plain.non2xx} non-2xx!)` : ''),
      );
    }
  } finally {
    await untrusting.stop();
  }
}
