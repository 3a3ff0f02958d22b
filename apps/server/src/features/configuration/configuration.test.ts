import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfigSchema } from '@energiaportaali/domain';
import { buildTestApp, testPortalConfigInput, type TestApp } from '../../../test/app';
import { loadPortalConfig } from '../../config/portal-config';

describe('GET /api/configuration', () => {
  let testApp: TestApp;
  let dir: string;
  const fileContent = {
    ...testPortalConfigInput,
    brandName: 'Tiedoston Energia',
    theme: 'tke',
    incomingServices: ['water'],
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ep-config-'));
    const file = path.join(dir, 'portal.config.json');
    await writeFile(file, JSON.stringify(fileContent));
    testApp = await buildTestApp({ portalConfig: await loadPortalConfig(file) });
  });
  afterAll(async () => {
    await testApp.app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the configuration file, validated and with defaults filled', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body).toEqual(portalConfigSchema.parse(fileContent));
    expect(body).toMatchObject({ brandName: 'Tiedoston Energia', theme: 'tke', apiBase: '/api' });
  });
});
