import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { parseEnv } from '../config/env';
import { emailOutbox } from '../db/schema';

describe('/metrics with METRICS off (the default)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  it('does not exist, not even for loopback', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request_duration_seconds');
  });
});

describe('/metrics with METRICS=on', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { METRICS: 'on', METRICS_ALLOW: '10.1.0.0/16, 192.168.5.5' },
    });
  });
  afterAll(() => testApp.app.close());

  const scrape = (remoteAddress = '127.0.0.1') =>
    testApp.app.inject({ method: 'GET', url: '/metrics', remoteAddress });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/health/live?probe=secret' });
    await testApp.app.inject({ method: 'GET', url: '/api/ei-ole/henkilo@example.fi' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live",status_code="200"\} \d+$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="not_found",status_code="404"\} 1$/m,
    );
    expect(text).not.toContain('secret');
    expect(text).not.toContain('example.fi');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts the outbox backlog and failures at scrape time', async () => {
    const message = { recipient: 'a@example.fi', subject: 'S', body: 'B' };
    await testApp.database.db
      .insert(emailOutbox)
      .values([message, message, { ...message, status: 'failed' as const }]);
    const text = (await scrape()).body;
    expect(text).toMatch(/^email_outbox_messages\{status="pending"\} [2-9]\d*$/m);
    expect(text).toMatch(/^email_outbox_messages\{status="failed"\} [1-9]\d*$/m);
  });

  it('shows the PostgreSQL pool, and no pool for the embedded database', async () => {
    const text = (await scrape()).body;
    if (testApp.database.kind === 'postgres') {
      for (const state of ['total', 'idle', 'waiting']) {
        expect(text).toMatch(new RegExp(`^db_pool_connections\\{state="${state}"\\} \\d+$`, 'm'));
      }
    } else {
      expect(text).not.toContain('db_pool_connections{');
    }
  });

  it('answers loopback and METRICS_ALLOW addresses only', async () => {
    for (const allowed of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3', '192.168.5.5']) {
      expect((await scrape(allowed)).statusCode, allowed).toBe(200);
    }
    for (const refused of ['10.2.0.1', '192.168.5.6', '::ffff:10.2.0.1', '2001:db8::1']) {
      const response = await scrape(refused);
      expect(response.statusCode, refused).toBe(404);
      expect(response.body).not.toContain('http_request_duration_seconds');
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('is refused at start when METRICS_ALLOW holds something else than addresses', () => {
    expect(() => parseEnv({ METRICS: 'on', METRICS_ALLOW: 'prometheus.example.fi' })).toThrow(
      /METRICS_ALLOW/,
    );
    expect(parseEnv({ METRICS_ALLOW: ' 10.0.0.0/8 ,::1,' }).env.METRICS_ALLOW).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });
});

describe('/metrics route labels with the web build', () => {
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'ep-metrics-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Portaali</title>');
    for (const name of ['main-abc123.js', 'main-def456.js']) {
      await writeFile(path.join(distDir, 'assets', name), 'export{};');
    }
    testApp = await buildTestApp({ env: { METRICS: 'on' }, webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp.app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('has one label for every file of the build, one for unknown paths, patterns for routes', async () => {
    for (const url of ['/assets/main-abc123.js', '/assets/main-def456.js', '/', '/sahko/123']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await get('/api/ei-ole/123')).statusCode).toBe(404);
    expect((await get('/assets/ei-ole-999.js')).statusCode).toBe(404);
    const text = (await get('/metrics')).body;
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].sort()).toEqual(['not_found', 'static']);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="static",status_code="200"\} 4$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="not_found",status_code="404"\} 2$/m,
    );
  });

  // CI installs Debian's prometheus package for promtool (.ci/run); elsewhere it may be missing.
  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it.runIf(promtool || process.env.CI === 'true')('passes promtool check metrics', async () => {
    await get('/api/health/live');
    await get('/api/health');
    const text = (await get('/metrics')).body;
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.error).toBeUndefined();
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
