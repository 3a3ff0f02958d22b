import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { seconds, startServer } from '@energiaportaali/e2e/server';

/** One measured request. Later issues add usage views, Excel downloads … as entries here. */
interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

const endpoints: Endpoint[] = [
  { name: 'health', path: '/api/health' },
  { name: 'configuration', path: '/api/configuration' },
];

const connections = 64;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmUpSeconds = 2;

interface Measurement {
  endpoint: Endpoint;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(baseUrl: string, endpoint: Endpoint, duration: number) {
  return autocannon({
    url: `${baseUrl}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    headers: endpoint.headers,
    connections,
    duration,
  });
}

function report(measurements: Measurement[]): void {
  const health = measurements.find((m) => m.endpoint.name === 'health');
  const columns = [
    'endpoint',
    'req/s',
    'p99 ms',
    'req/s ÷ health',
    'p99 ÷ health',
    'non-2xx',
    'errors',
  ];
  const rows = measurements.map((m) => [
    `${m.endpoint.method ?? 'GET'} ${m.endpoint.path}`,
    m.requestsPerSecond.toFixed(0),
    m.p99Ms.toFixed(1),
    health ? (m.requestsPerSecond / health.requestsPerSecond).toFixed(2) : '-',
    health ? (m.p99Ms / health.p99Ms).toFixed(2) : '-',
    String(m.non2xx),
    String(m.errors),
  ]);
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temp dir)';
  console.log(`bench: starting the server on ${database}`);
  // Production mode as deployed; request logs off so that the pipe to us is not what we measure.
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      IDENTITY_CODE_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.DATABASE_URL,
    },
    // Production builds the full demo world on first start: minutes on a busy 2-core machine.
    timeoutMs: Number(process.env.BENCH_SERVER_TIMEOUT_MS ?? 600_000),
  });
  console.log(`bench: server ready at ${server.baseUrl} in ${seconds(server.startupMs)}`);
  console.log(`bench: ${connections} connections, ${durationSeconds} s per endpoint\n`);
  try {
    const measurements: Measurement[] = [];
    for (const endpoint of endpoints) {
      await measure(server.baseUrl, endpoint, warmUpSeconds);
      const result = await measure(server.baseUrl, endpoint, durationSeconds);
      measurements.push({
        endpoint,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
    report(measurements);
    if (measurements.some((m) => m.non2xx > 0 || m.errors > 0)) {
      console.warn('\nbench: some answers were not 2xx (rate limit?): figures are not comparable');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench: ${(error as Error).message}`);
  process.exitCode = 1;
}
