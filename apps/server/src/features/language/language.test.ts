import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfigSchema, type Language } from '@energiaportaali/domain';
import { buildTestApp, testPortalConfigInput, type TestApp } from '../../../test/app';
import { buildConsumer } from '../../../test/factories';
import {
  formAction,
  formBody,
  formHeaders,
  injectTransport,
  jsonHeaders,
  TestBrowser,
} from '../../../test/login';
import { users } from '../../db/schema';

const indexHtml = '<!doctype html>\n<html lang="fi">\n<head><title>Portaali</title></head></html>';
const password = 'Kielenvaihtajan-Salasana-2026';

const configOffering = (languages: Language[]) =>
  portalConfigSchema.parse({ ...testPortalConfigInput, languages });

const languageOf = async (testApp: TestApp, headers: Record<string, string>) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/language', headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { language: string }).language;
};

const choose = (testApp: TestApp, language: string, cookie?: string) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/language',
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ language }),
  });

const setCookies = (header: string | string[] | undefined) =>
  header === undefined ? [] : Array.isArray(header) ? header : [header];

const storedLanguage = async (testApp: TestApp, userId: string) => {
  const [row] = await testApp.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row!.language;
};

describe('the request language, offering fi, sv and en', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'ep-lang-dist-'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    testApp = await buildTestApp({
      portalConfig: configOffering(['fi', 'sv', 'en']),
      webDistDir: distDir,
    });
  });
  afterAll(async () => {
    await testApp.app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("follows the browser's Accept-Language among the offered languages", async () => {
    expect(await languageOf(testApp, { 'accept-language': 'sv-FI' })).toBe('sv');
    expect(await languageOf(testApp, { 'accept-language': 'en-GB;q=0.8' })).toBe('en');
    expect(await languageOf(testApp, { 'accept-language': 'de, en-US;q=0.5' })).toBe('en');
    expect(await languageOf(testApp, { 'accept-language': 'de' })).toBe('fi');
    expect(await languageOf(testApp, {})).toBe('fi');
  });

  it('lets the lang cookie win over the header, unless it names no language', async () => {
    expect(await languageOf(testApp, { 'accept-language': 'sv-FI', cookie: 'lang=en' })).toBe('en');
    expect(await languageOf(testApp, { 'accept-language': 'sv-FI', cookie: 'lang=de' })).toBe('sv');
  });

  it('remembers an anonymous choice in a cookie for a year, for the whole site', async () => {
    const response = await choose(testApp, 'sv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ language: 'sv' });
    const [cookie] = setCookies(response.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=sv;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('refuses a language the portal has no texts for', async () => {
    const response = await choose(testApp, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("stores a logged-in user's choice, which then wins over the cookie and the header", async () => {
    const consumer = await buildConsumer(testApp.database.db);
    const response = await choose(testApp, 'en', consumer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedLanguage(testApp, consumer.id)).toBe('en');
    expect(
      await languageOf(testApp, {
        cookie: `${consumer.cookie}; lang=sv`,
        'accept-language': 'sv-FI',
      }),
    ).toBe('en');
    // A new choice is seen at once, although the session was just read and trusted.
    expect((await choose(testApp, 'sv', consumer.cookie)).statusCode).toBe(200);
    expect(await languageOf(testApp, { cookie: `${consumer.cookie}; lang=en` })).toBe('sv');
  });

  it('sends the index page with the html lang of the request', async () => {
    const page = async (url: string, headers: Record<string, string>) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('accept-language');
      return response;
    };
    expect((await page('/', { 'accept-language': 'sv-FI' })).body).toContain('<html lang="sv">');
    expect((await page('/sahko/123', { cookie: 'lang=en' })).body).toContain('<html lang="en">');
    expect((await page('/kirjaudu', { 'accept-language': 'de' })).body).toContain(
      '<html lang="fi">',
    );
    const compressed = await page('/', {
      'accept-language': 'en',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(
      indexHtml.replace('lang="fi"', 'lang="en"'),
    );
  });

  describe('logging in', () => {
    const returnPaths = new Set(['/kirjaudu']);
    const newBrowser = () => new TestBrowser(() => injectTransport(testApp.app));

    async function login(browser: TestBrowser, email: string) {
      const { response: page } = await browser.follow('/api/auth/login?type=consumer');
      const posted = await browser.request('POST', formAction(page.body), {
        headers: formHeaders,
        body: formBody({ email, password }),
      });
      expect(posted.status).toBe(303);
      const { response } = await browser.follow(posted.location!, (url) =>
        returnPaths.has(url.pathname),
      );
      const back = new URL(response.location!);
      const answer = await browser.request('POST', '/api/auth/callback', {
        headers: jsonHeaders,
        body: JSON.stringify({ type: 'consumer', search: back.search }),
      });
      expect(answer.status, answer.body).toBe(204);
    }

    it("brings the user's stored language to the browser's cookie and pages", async () => {
      const consumer = await buildConsumer(testApp.database.db, { password });
      await testApp.database.db
        .update(users)
        .set({ language: 'sv' })
        .where(eq(users.id, consumer.id));
      const browser = newBrowser();
      browser.cookies.set('lang', 'en');
      await login(browser, consumer.email);
      expect(browser.cookies.get('lang')).toBe('sv');
      const language = await browser.request('GET', '/api/language');
      expect(JSON.parse(language.body)).toEqual({ language: 'sv' });
      const index = await browser.request('GET', '/dashboard');
      expect(index.body).toContain('<html lang="sv">');
    });

    it("keeps the browser's choice when the user has stored none", async () => {
      const consumer = await buildConsumer(testApp.database.db, { password });
      const browser = newBrowser();
      browser.cookies.set('lang', 'en');
      await login(browser, consumer.email);
      expect(browser.cookies.get('lang')).toBe('en');
      expect(await storedLanguage(testApp, consumer.id)).toBeNull();
    });
  });
});

describe('the request language, offering fi and sv', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ portalConfig: configOffering(['sv', 'fi']) });
  });
  afterAll(() => testApp.app.close());

  it('gives the default, the first offered, for a language not offered', async () => {
    expect(await languageOf(testApp, { 'accept-language': 'en-GB' })).toBe('sv');
    expect(await languageOf(testApp, { cookie: 'lang=en' })).toBe('sv');
    expect(await languageOf(testApp, { 'accept-language': 'fi-FI' })).toBe('fi');
  });

  it('refuses to switch to a language not offered', async () => {
    const response = await choose(testApp, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'LANGUAGE_NOT_OFFERED' });
  });
});
