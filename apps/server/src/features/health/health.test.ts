import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

const databaseUnavailable = {
  error: 'DATABASE_UNAVAILABLE',
  message: 'Tietokanta ei ole käytettävissä. Yritä myöhemmin uudelleen.',
};

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  it('answers ok after a real database query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 JSON when the database is gone', async () => {
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(databaseUnavailable);
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_ORIGIN: 'https://portaali.example.fi' } });
  });
  afterAll(() => testApp.app.close());

  const get = (url: string, host = 'portaali.example.fi') =>
    testApp.app.inject({ method: 'GET', url, headers: { host } });

  it('answers live and ready with a migrated database, under any host name', async () => {
    for (const host of ['portaali.example.fi', '10.0.0.5:3000', '127.0.0.1']) {
      const live = await get('/api/health/live', host);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      expect(live.headers['cache-control']).toBe('no-store');
      const ready = await get('/api/health/ready?probe=1', host);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    // Other paths under another host name still go to the portal's origin.
    expect((await get('/api/health/other', '10.0.0.5:3000')).statusCode).toBe(308);
  });

  it('is not ready while the database lacks the newest migration', async () => {
    const migrations = 'drizzle.__drizzle_migrations';
    await testApp.database.exec(
      `DELETE FROM ${migrations} WHERE created_at = (SELECT max(created_at) FROM ${migrations})`,
    );
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ ...databaseUnavailable, error: 'MIGRATIONS_PENDING' });
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });

  it('is not ready while the database is unreachable, but still live', async () => {
    await testApp.database.close();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(databaseUnavailable);
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});
