import autocannon from 'autocannon';
import { demoCustomers, demoPassword } from '../../apps/server/src/demo/world';
import { sessionCookie } from '../../apps/server/test/http-login';

/** Health's latency while big Excel files are being made, and how many were made. */
export interface ExcelHealth {
  /** Health alone, for comparison. */
  aloneP99Ms: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  healthRequests: number;
  filesMade: number;
  /** Answers other than 200 (the limits should never refuse these four). */
  filesRefused: number;
}

interface Download {
  cookie: string;
  path: string;
}

// One health checker polling without pause: each request's latency is the event loop's delay.
const healthConnections = 1;

function pointOf(customerKey: string, pointKey: string) {
  const customer = demoCustomers.find((candidate) => candidate.key === customerKey)!;
  const point = customer.meteringPoints.find((candidate) => candidate.key === pointKey)!;
  return { identifier: point.identifier, businessId: customer.businessId };
}

/**
 * Four files of a whole year of quarter-hours (35 040 rows each): two of the demo consumer's
 * and two of the demo company manager's, which is the limit per user (two) and in all (four).
 */
async function yearFileDownloads(baseUrl: string, year: number): Promise<Download[]> {
  const period = `start=${year}-01-01&end=${year + 1}-01-01&download=true`;
  const consumer = pointOf('matti', 'matti-home-electricity');
  const company = pointOf('esimerkki', 'esimerkki-office-electricity');
  const files = [
    {
      cookie: await sessionCookie(baseUrl, 'kuluttaja@example.fi', demoPassword, 'consumer'),
      path: `/api/electricity/quarterhour?${period}&mp=${consumer.identifier}&logintype=consumer`,
    },
    {
      cookie: await sessionCookie(baseUrl, 'yritys@example.fi', demoPassword, 'company'),
      path: `/api/electricity/quarterhour?${period}&mp=${company.identifier}&companyid=${company.businessId}&logintype=b2b`,
    },
  ];
  return [...files, ...files];
}

async function download(baseUrl: string, { cookie, path }: Download): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status;
}

const measureHealth = (baseUrl: string, duration: number) =>
  autocannon({ url: `${baseUrl}/api/health`, connections: healthConnections, duration });

/**
 * Polls GET /api/health for `durationSeconds` while four year-long quarter-hour Excel files
 * are made one after another on four parallel connections (a new one as soon as one is done).
 */
export async function measureHealthDuringExcel(
  baseUrl: string,
  year: number,
  durationSeconds: number,
): Promise<ExcelHealth> {
  const downloads = await yearFileDownloads(baseUrl, year);
  const alone = await measureHealth(baseUrl, Math.min(durationSeconds, 5));
  // Warm-up: every file once, which also starts the server's Excel workers.
  for (const status of await Promise.all(downloads.map((file) => download(baseUrl, file)))) {
    if (status !== 200) throw new Error(`excel-health: a year file answered ${status}`);
  }
  let measuring = true;
  let filesMade = 0;
  let filesRefused = 0;
  const keepMaking = async (file: Download) => {
    while (measuring) {
      if ((await download(baseUrl, file)) === 200) filesMade += 1;
      else filesRefused += 1;
    }
  };
  const makers = downloads.map(keepMaking);
  const health = await measureHealth(baseUrl, durationSeconds);
  measuring = false;
  await Promise.all(makers);
  return {
    aloneP99Ms: alone.latency.p99,
    p50Ms: health.latency.p50,
    p99Ms: health.latency.p99,
    maxMs: health.latency.max,
    healthRequests: health.requests.total,
    filesMade,
    filesRefused,
  };
}
