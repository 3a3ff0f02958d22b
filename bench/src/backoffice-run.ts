import autocannon from 'autocannon';
import { sessionCookie } from '../../apps/server/test/http-login';
import {
  backOfficeConnections,
  backOfficeP99TargetMs,
  backOfficePaths,
  explainBackOffice,
  fillBackOffice,
} from './backoffice';

interface Row {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

function printTable(columns: string[], rows: string[][]): void {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  for (const row of rows) console.log(line(row));
}

/**
 * The back office's list calls (PostgreSQL only: the rows are filled from outside the server):
 * fills the data, logs in as the bench operator, measures each call at 16 connections and
 * prints the p99s against the target and each query's plan. True when every target is met.
 */
export async function runBackOfficeBench(options: {
  baseUrl: string;
  databaseUrl: string;
  password: string;
  durationSeconds: number;
  warmUpSeconds: number;
}): Promise<boolean> {
  const { baseUrl, databaseUrl, password, durationSeconds, warmUpSeconds } = options;
  const world = await fillBackOffice(databaseUrl, password);
  const cookie = await sessionCookie(baseUrl, world.operatorEmail, password, 'operator');
  const calls = backOfficePaths(world);
  for (const call of calls) {
    const response = await fetch(`${baseUrl}${call.path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${call.name}: ${call.path} answered ${response.status}`);
  }
  console.log(
    `\nbench: back office, ${backOfficeConnections} connections, ${durationSeconds} s per call\n`,
  );
  const rows: Row[] = [];
  for (const call of calls) {
    const run = (duration: number) =>
      autocannon({
        url: `${baseUrl}${call.path}`,
        headers: { cookie },
        connections: backOfficeConnections,
        duration,
      });
    await run(warmUpSeconds);
    const result = await run(durationSeconds);
    rows.push({
      name: call.name,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    });
  }
  const met = (row: Row) => row.p99Ms < backOfficeP99TargetMs && row.non2xx === 0;
  printTable(
    ['back-office call', 'req/s', 'p99 ms', `target p99 < ${backOfficeP99TargetMs} ms`, 'non-2xx'],
    rows.map((row) => [
      row.name,
      row.requestsPerSecond.toFixed(0),
      row.p99Ms.toFixed(1),
      met(row) ? 'met' : 'NOT met',
      String(row.non2xx),
    ]),
  );

  const plans = await explainBackOffice(databaseUrl, world);
  console.log('\nback-office query plans (EXPLAIN ANALYZE on PostgreSQL):');
  for (const plan of plans) {
    const flag = plan.seqScanOfBigTable ? '  SEQ SCAN OF A BIG TABLE' : '';
    console.log(
      `  ${plan.name}: planning ${plan.planningMs.toFixed(2)} ms, ` +
        `execution ${plan.executionMs.toFixed(2)} ms${flag}`,
    );
    for (const scan of plan.scans) console.log(`      ${scan}`);
  }
  return rows.every(met) && plans.every((plan) => !plan.seqScanOfBigTable);
}
