import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { helsinkiDay } from '@energiaportaali/domain';
import { testClockEnv, testNow } from './clock';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const outputTailLines = 200;

export interface RunningServer {
  baseUrl: string;
  /** Milliseconds from spawn until GET /api/health answered 200. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for the server (DATABASE_URL, NODE_ENV …). */
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  /** A PGlite data dir of the caller's own, kept on stop (by default a temporary one). */
  dataDir?: string;
}

// What the global setup's first starts left (seedDataDir, seedDatabase), seeded on E2E_SEEDED_DAY.
const seededDataDirVariable = 'E2E_SEEDED_DATA_DIR';
const seededDatabaseVariable = 'E2E_SEEDED_DATABASE';
const seededDayVariable = 'E2E_SEEDED_DAY';

/**
 * Starts the real server on an empty data dir (migrations, demo world and all), stops it and
 * keeps its data dir: later servers on an embedded database start from a copy of it in seconds
 * instead of seeding the demo world again, a minute each on this machine.
 */
export async function seedDataDir(options: StartServerOptions): Promise<RunningServer> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ep-e2e-seed-')), 'data');
  const day = helsinkiDay(testNow());
  const server = await startServer({ ...options, dataDir });
  await server.stop();
  process.env[seededDataDirVariable] = dataDir;
  process.env[seededDayVariable] = day;
  return server;
}

/**
 * The same on PostgreSQL: the real server's first start on an empty database of `adminUrl`'s
 * server, kept for `CREATE DATABASE … TEMPLATE` (seededDatabase).
 */
export async function seedDatabase(
  adminUrl: string,
  options: StartServerOptions,
): Promise<RunningServer> {
  const name = `ep_e2e_seed_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
  process.env[seededDatabaseVariable] = name;
  const server = await startServer({
    ...options,
    env: { ...options.env, DATABASE_URL: url.toString() },
  });
  await server.stop();
  return server;
}

/** Removes what `seedDataDir` and `seedDatabase` made. */
export async function removeSeeds(adminUrl: string | undefined): Promise<void> {
  const dataDir = process.env[seededDataDirVariable];
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  const database = process.env[seededDatabaseVariable];
  if (adminUrl && database) {
    await adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/** The PostgreSQL database holding the demo world of today, to copy, if the setup made one. */
export function seededDatabase(): string | undefined {
  return seededToday() ? process.env[seededDatabaseVariable] : undefined;
}

// The demo world is seeded relative to today: a copy of yesterday's is not what a start seeds.
function seededToday(): boolean {
  return process.env[seededDayVariable] === helsinkiDay(testNow());
}

/** The seeded data dir, when there is one of today and nothing in `env` seeds another world. */
function seededDataDirFor(env: Record<string, string | undefined>): string | undefined {
  const dataDir = process.env[seededDataDirVariable];
  const seedsOtherWorld =
    env.NODE_ENV === 'production' ||
    env.DEMO_DATA !== undefined ||
    env.IDENTITY_CODE_KEY !== undefined;
  return dataDir && seededToday() && !seedsOtherWorld ? dataDir : undefined;
}

async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Where the tests' web build goes: apps/web/dist, or E2E_WEB_DIST_DIR (so that two test runs on
 * one checkout do not overwrite each other's build).
 */
export const webDistDir =
  process.env.E2E_WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist');

/** Builds the web app once into `webDistDir`; every server the tests start serves it. */
export function buildWeb(): void {
  const started = performance.now();
  const args = ['run', 'build', '-w', '@energiaportaali/web', '--', '--outDir', webDistDir];
  const result = spawnSync('npm', args, {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `web build failed (exit ${result.status}):\n${result.stdout ?? ''}\n${result.stderr ?? ''}`,
    );
  }
  console.log(`e2e: web built in ${seconds(performance.now() - started)}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`tsx apps/server/src/main.ts`) on a free loopback port. Without
 * DATABASE_URL in `options.env` or `options.dataDir` it gets a PGlite data dir of its own,
 * deleted again on stop: a copy of the seeded one where that fits (`seedDataDir`), else empty.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const usePostgres = Boolean(options.env?.DATABASE_URL);
  const dataDir =
    usePostgres || options.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'ep-server-'));
  const seeded = dataDir && seededDataDirFor(options.env ?? {});
  if (dataDir && seeded) cpSync(seeded, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: undefined,
    // The browser must use the same host name the server puts in its login redirect URIs.
    PUBLIC_ORIGIN: baseUrl,
    WEB_DIST_DIR: webDistDir,
    // A stop need not wait out the drain a proxy would need.
    SHUTDOWN_DRAIN_MS: '0',
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...(options.dataDir && !usePostgres ? { DATA_DIR: options.dataDir } : {}),
  };
  // A test server runs on the run's clock (a production one refuses a test clock).
  if (env.NODE_ENV === 'test') Object.assign(env, testClockEnv());

  const started = performance.now();
  // Own process group: tsx runs the server in a child process, and stop() must end both.
  const child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (output.length > outputTailLines) output.splice(0, output.length - outputTailLines);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let ready = false;
  let stopping = false;
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.on('exit', (code, signal) => {
    if (ready && !stopping) {
      console.error(
        `server exited unexpectedly (code ${code}, signal ${signal}):\n${tail(output)}`,
      );
    }
  });
  const cleanUpOnExit = () => {
    killGroup(child, 'SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', cleanUpOnExit);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.off('exit', cleanUpOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // A first start builds the demo world: 30–90 s here, twice that on a machine half as fast.
    await waitForHealth(baseUrl, child, exited, options.timeoutMs ?? 300_000);
  } catch (error) {
    stopping = true;
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${tail(output)}`);
  }
  ready = true;
  return { baseUrl, startupMs: performance.now() - started, stop };
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let died = false;
  void exited.then(() => (died = true));
  while (performance.now() < deadline) {
    if (died) throw new Error(`server died during start (exit code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer 200 on /api/health within ${timeoutMs / 1000} s`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function tail(lines: string[]): string {
  return lines.join('\n') || '(no output)';
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
