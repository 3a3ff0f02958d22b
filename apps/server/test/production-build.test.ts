import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/config/env';
import { openDatabase } from '../src/db/connection';
import { buildConsumer, seriesBetween } from './factories';
import { emptyDatabase, ownDatabase, type EmptyDatabase } from './own-database';
import { listening, type ServerProcess } from './server-process';

// Issue #23: the production install of the README (decision 0048) on a copy of this tree —
// `npm ci`, `npm run build`, `npm prune --omit=dev` — runs the built server with
// NODE_ENV=production on a fresh PostgreSQL database, with no development tool left to lean on.

const run = promisify(execFile);

// What the copy leaves out: installs (each workspace's too), builds, databases and reports.
const notCopiedNames = new Set(['.git', 'node_modules']);
const notCopied = new Set([
  'data',
  'test-results',
  'playwright-report',
  'apps/server/dist',
  'apps/web/dist',
  'e2e/test-results',
  'e2e/playwright-report',
]);

const publicOrigin = 'https://portaali.example.fi';

// npm of its own: no settings of the `npm test` running us (workspace, NODE_ENV=test) leak in.
const npmEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...(process.env.npm_config_cache ? { npm_config_cache: process.env.npm_config_cache } : {}),
};

async function npm(cwd: string, args: string[]): Promise<void> {
  try {
    await run('npm', [...args, '--no-audit', '--no-fund'], {
      cwd,
      env: npmEnv,
      maxBuffer: 64 << 20,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

/** A GET under the portal's public host name (others are redirected there). */
function get(origin: string, pathName: string, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { host: new URL(publicOrigin).host, ...(cookie ? { cookie } : {}) };
    const request = http.get(`${origin}${pathName}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe.skipIf(inject('testDatabase').kind !== 'postgres')('the production install', () => {
  let dir: string;
  let app: string;
  let database: EmptyDatabase;
  const children: ChildProcess[] = [];

  const productionEnv = (databaseEnv = database.env) => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    IDENTITY_CODE_KEY: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: publicOrigin,
    // A short drain on SIGTERM: the test waits on the exit.
    SHUTDOWN_DRAIN_MS: '100',
    ...databaseEnv,
  });

  /** Started from elsewhere: the built server finds its migrations and web build by itself. */
  function startBuiltServer(databaseEnv = database.env): Promise<ServerProcess> {
    const child = spawn(process.execPath, [path.join(app, 'apps/server/dist/main.js')], {
      cwd: dir,
      env: productionEnv(databaseEnv),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return listening(child);
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ep-production-build-'));
    app = path.join(dir, 'app');
    await cp(repoRoot, app, {
      recursive: true,
      filter: (source) =>
        !notCopiedNames.has(path.basename(source)) &&
        !notCopied.has(path.relative(repoRoot, source).split(path.sep).join('/')),
    });
    await npm(app, ['ci', '--prefer-offline']);
    await npm(app, ['run', 'build']);
    await npm(app, ['prune', '--omit=dev']);
    database = await emptyDatabase('prodbuild');
  }, 240_000);

  afterAll(async () => {
    const running = children.filter((child) => child.exitCode === null && !child.signalCode);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map((child) => once(child, 'close')));
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('leaves no development tool installed', () => {
    for (const tool of ['tsx', 'vite', 'esbuild', 'typescript', 'vitest']) {
      expect(existsSync(path.join(app, 'node_modules', tool)), tool).toBe(false);
    }
  });

  it('starts the built server, which answers its health check and serves the web app', async () => {
    const server = await startBuiltServer();
    const health = await get(server.origin, '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok', database: 'ok' });

    const index = await get(server.origin, '/');
    expect(index.status).toBe(200);
    expect(index.type).toContain('text/html');
    const html = index.body.toString();
    expect(html).toContain('<div id="root">');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(server.origin, script!);
    expect(asset.status).toBe(200);
    expect(asset.type).toContain('javascript');
  });

  it('runs the built operator command, which prints the set-password link', async () => {
    const { stdout } = await run(
      process.execPath,
      [path.join(app, 'apps/server/dist/invitation/operator-cli.js'), 'create', 'op@example.fi'],
      { cwd: dir, env: productionEnv() },
    );
    expect(stdout).toContain(`${publicOrigin}/uusisalasana/`);
  });

  it('makes an Excel file in a worker thread of the build', async () => {
    // A consumer with a day of meter data, on a copy of the test template: production starts no
    // demo world of its own but serves the rows it finds.
    const demo = await ownDatabase('prodexcel');
    try {
      const opened = await openDatabase({ kind: 'postgres', url: demo.env.DATABASE_URL! });
      // The hours of 2 June 2025 in Helsinki.
      const series = seriesBetween(
        new Date('2025-06-01T21:00:00Z'),
        new Date('2025-06-02T21:00:00Z'),
        60,
      );
      const consumer = await buildConsumer(opened.db, { points: [{ series }] }).finally(() =>
        opened.close(),
      );
      const server = await startBuiltServer(demo.env);
      const mp = consumer.points[0]!.identifier;
      const file = await get(
        server.origin,
        `/api/electricity/month?mp=${mp}&start=2025-01-01&end=2026-01-01&download=true`,
        consumer.cookie,
      );
      expect(file.status).toBe(200);
      expect(file.type).toContain('spreadsheetml');
      // An .xlsx file is a zip archive.
      expect(file.body.subarray(0, 2).toString()).toBe('PK');
      server.child.kill('SIGTERM');
      expect((await server.finished).code).toBe(0);
    } finally {
      await demo.drop();
    }
  });
});
