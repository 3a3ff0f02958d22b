import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedConfig, type Language } from '@energiaportaali/domain';
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

  it("offers the repo's three languages with the organisation's texts in each", async () => {
    const config = await loadPortalConfig(parseEnv({}).env.PORTAL_CONFIG);
    expect(config.languages).toEqual(['fi', 'sv', 'en']);
    const labels = (language: Language) =>
      localizedConfig(config, language).faultNumbers.map((entry) => entry.label);
    expect(labels('fi')).toEqual(['Sähkö', 'Kaukolämpö', 'Vesi']);
    expect(labels('sv')).toEqual(['El', 'Fjärrvärme', 'Vatten']);
    expect(labels('en')).toEqual(['Electricity', 'District heating', 'Water']);
    const sv = localizedConfig(config, 'sv');
    expect(sv.officeHours).toEqual({ days: 'mån–fre', times: config.officeHours.times });
    expect(sv.templates['infoboksi.html']).toContain('Välkommen');
    expect(sv.templates['fiber0.html']).toContain('Fiber');
    const en = localizedConfig(config, 'en');
    expect(en.officeHours.days).toBe('Mon–Fri');
    expect(en.templates['infoboksi.html']).toContain('Welcome');
    expect(en.faultNumbers.map((entry) => entry.phone)).toEqual(
      config.faultNumbers.map((entry) => entry.phone),
    );
  });

  it('names a language without texts, a translation not offered and labels that do not match', async () => {
    const unknown = await write({ ...testPortalConfigInput, languages: ['fi', 'de'] });
    await expect(loadPortalConfig(unknown)).rejects.toThrow(/portal\.config\.json: languages\.1: /);
    const repeated = await write({ ...testPortalConfigInput, languages: ['fi', 'sv', 'fi'] });
    await expect(loadPortalConfig(repeated)).rejects.toThrow(
      'languages: languages must not repeat a language',
    );
    const file = await write({
      ...testPortalConfigInput,
      languages: ['fi', 'sv'],
      translations: {
        fi: { officeHours: { days: 'ma–pe' } },
        en: { officeHours: { days: 'Mon–Fri' } },
        sv: { faultNumberLabels: ['El', 'Vatten'] },
      },
    });
    const error = await loadPortalConfig(file).catch((caught: Error) => caught);
    const lines = (error as Error).message.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'portal.config.json: translations.fi: fi is not one of the offered languages after the default',
        'portal.config.json: translations.en: en is not one of the offered languages after the default',
        'portal.config.json: translations.sv.faultNumberLabels: gives 2 labels for 1 fault numbers',
      ]),
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
