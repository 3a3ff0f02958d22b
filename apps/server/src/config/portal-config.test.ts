import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPortalConfigInput } from '../../test/app';
import { parseEnv } from './env';
import { loadPortalConfig } from './portal-config';

describe('loadPortalConfig', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ep-config-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = async (content: unknown) => {
    const file = path.join(dir, 'portal.config.json');
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it("accepts the repo's own portal.config.json", async () => {
    const config = await loadPortalConfig(parseEnv({}).env.PORTAL_CONFIG);
    expect(config.brandName).toBe('Esimerkki Energia');
    expect(config.services).toEqual(expect.arrayContaining(['electricity', 'contractInfo']));
    expect(config.templates['infoboksi.html']).toContain('<p>');
  });

  it('fills defaults', async () => {
    const config = await loadPortalConfig(await write(testPortalConfigInput));
    expect(config).toMatchObject({
      theme: 'default',
      apiBase: '/api',
      timeZone: 'Europe/Helsinki',
    });
    expect(config.documents.privacyStatement).toBe('/tietosuojaseloste.pdf');
  });

  it('names every bad field by its path', async () => {
    const file = await write({
      ...testPortalConfigInput,
      contact: { ...testPortalConfigInput.contact, email: 'ei-osoite' },
      services: ['water'],
      colour: 'red',
    });
    const error = await loadPortalConfig(file).catch((caught: Error) => caught);
    expect(error).toMatchObject({ name: 'ConfigError' });
    const lines = (error as Error).message.split('\n');
    expect(lines).toContain('portal.config.json: colour: unknown field');
    expect(lines).toContain('portal.config.json: contact.email: Invalid email address');
    expect(lines).toContain(
      'portal.config.json: services: services must include electricity and contractInfo',
    );
  });

  it('reports a file that is not JSON or does not exist', async () => {
    await expect(loadPortalConfig(await write('{ brandName'))).rejects.toThrow(
      /^portal\.config\.json: not valid JSON/,
    );
    await expect(loadPortalConfig(path.join(dir, 'puuttuu.json'))).rejects.toThrow(
      /^puuttuu\.json: cannot read .* \(ENOENT\)$/,
    );
  });
});
