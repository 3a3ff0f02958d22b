import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfigSchema } from '@energiaportaali/domain';
import { buildTestApp, testPortalConfigInput, type App } from '../../../test/app';
import {
  buildCompanyManager,
  buildCompanyUser,
  buildConsumer,
  buildOffice,
  buildOfficeAdmin,
  buildPropertyManager,
  createCustomer,
} from '../../../test/factories';
import {
  formAction,
  formBody,
  formHeaders,
  injectTransport,
  jsonHeaders,
  TestBrowser,
} from '../../../test/login';
import type { Database } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import { createLogger } from '../../logging';
import { testClock } from '../../../test/clock';

const returnPaths = new Set(['/kirjaudu', '/yritys/kirjaudu', '/isannointi/kirjaudu']);
const origin = 'http://localhost:3000';
const password = 'Kirjautujan-Salasana-2026';

/** One person of each role that logs in here, with a password; built in beforeAll. */
const people = {
  consumer: { email: 'matti.meikalainen@example.fi', firstName: 'Matti', lastName: 'Meikäläinen' },
  companyManager: { email: 'yrjo.yrittaja@example.fi', firstName: 'Yrjö', lastName: 'Yrittäjä' },
  companyUser: { email: 'kaisa.kayttaja@example.fi', firstName: 'Kaisa', lastName: 'Käyttäjä' },
  remCompany: {
    email: 'paula.paakayttaja@example.fi',
    firstName: 'Paula',
    lastName: 'Pääkäyttäjä',
  },
  remUser: { email: 'iivo.isannoitsija@example.fi', firstName: 'Iivo', lastName: 'Isännöitsijä' },
};
const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

describe('login through the embedded login server', () => {
  const logLines: string[] = [];
  /** Everything that must never reach a log line; collected as the tests see it. */
  const secrets = new Set<string>([password]);
  let app: App;
  let database: Database;
  // The business ids of the two companies, and of the two housing companies (of the office's
  // three) the property manager is assigned.
  let companyIds: string[];
  let assignedHouseIds: string[];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    ({ app, database } = await buildTestApp({
      portalConfig: portalConfigSchema.parse({ ...testPortalConfigInput, theme: 'kenve' }),
      logger: createLogger('trace', stream),
    }));
    const db = database.db;
    await buildConsumer(db, { ...people.consumer, password });
    const parent = await createCustomer(db, 'company');
    const companies = [
      parent,
      await createCustomer(db, 'company', { parentCustomerId: parent.id }),
    ];
    companyIds = companies.map((company) => company.businessId!);
    await buildCompanyManager(db, { ...people.companyManager, password, companies });
    await buildCompanyUser(db, { ...people.companyUser, password, companies });
    const office = await buildOffice(db, { houses: 3 });
    const assigned = office.houses.slice(0, 2);
    assignedHouseIds = assigned.map((house) => house.businessId!);
    await buildOfficeAdmin(db, { ...people.remCompany, password, office });
    await buildPropertyManager(db, { ...people.remUser, password, office, houses: assigned });
  });
  afterAll(() => app.close());

  const newBrowser = (remoteAddress?: string) =>
    new TestBrowser(() => injectTransport(app, remoteAddress));

  async function openLoginPage(browser: TestBrowser, type = 'consumer') {
    const { response } = await browser.follow(`/api/auth/login?type=${type}`);
    expect(response.status).toBe(200);
    return response.body;
  }

  const submit = (browser: TestBrowser, page: string, email: string, password: string) =>
    browser.request('POST', formAction(page), {
      headers: formHeaders,
      body: formBody({ email, password }),
    });

  /** Follows the provider's redirects back to the SPA's return page; returns its query. */
  async function returnSearch(browser: TestBrowser, location: string): Promise<URL> {
    const { response } = await browser.follow(location, (url) => returnPaths.has(url.pathname));
    const back = new URL(response.location!);
    for (const value of back.searchParams.values()) secrets.add(value);
    return back;
  }

  const callback = (browser: TestBrowser, type: string, search: string) =>
    browser.request('POST', '/api/auth/callback', {
      headers: jsonHeaders,
      body: JSON.stringify({ type, search }),
    });

  async function login(browser: TestBrowser, email: string, type: string) {
    const page = await openLoginPage(browser, type);
    const posted = await submit(browser, page, email, password);
    expect(posted.status).toBe(303);
    const back = await returnSearch(browser, posted.location!);
    expect(back.origin + back.pathname).toBe(`${origin}${returnPathOf(type)}`);
    const answer = await callback(browser, type, back.search);
    expect(answer.status, answer.body).toBe(204);
    const sid = browser.cookies.get('sid')!;
    secrets.add(sid);
    return { sid, search: back.search };
  }

  const returnPathOf = (type: string) =>
    ({ consumer: '/kirjaudu', company: '/yritys/kirjaudu', rem: '/isannointi/kirjaudu' })[type];

  const details = (browser: TestBrowser, type: string) =>
    browser.request('GET', `/api/user/details/${type}?refresh=false`);

  it('answers /api/auth/login with a PKCE authorization redirect and a transaction cookie', async () => {
    const browser = newBrowser();
    const response = await browser.request('GET', '/api/auth/login?type=company');
    expect(response.status).toBe(302);
    const url = new URL(response.location!);
    expect(url.origin + url.pathname).toBe(`${origin}/oidc/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/yritys/kirjaudu`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    for (const name of ['state', 'nonce', 'code_challenge', 'client_id']) {
      expect(url.searchParams.get(name)).toBeTruthy();
    }
    expect(response.setCookies.join()).toMatch(/login_tx=.*HttpOnly.*SameSite=Lax/i);
    const invalid = await browser.request('GET', '/api/auth/login?type=admin');
    expect(invalid.status).toBe(400);
  });

  it('shows a Finnish, accessible, CSP-safe login page in the theme', async () => {
    const browser = newBrowser();
    const { response } = await browser.follow('/api/auth/login?type=consumer');
    const page = response.body;
    expect(page).toContain('<html lang="fi">');
    expect(page).toContain('Testi Energia');
    expect(page).toMatch(/<label for="email">Sähköposti<\/label>/);
    expect(page).toMatch(/<label for="password">Salasana<\/label>/);
    expect(page).toContain('autocomplete="username"');
    expect(page).toContain('autocomplete="current-password"');
    expect(page).toMatch(/<button[^>]*type="submit">Kirjaudu<\/button>/);
    expect(page).toContain('<a href="/palauta">Unohtuitko salasanasi?</a>');
    expect(page).toContain('<a href="/rekisteroidy">Rekisteröidy</a>');
    expect(page).toMatch(/href="\/oidc\/interaction\/[^"]+\/abort">Peruuta</);
    expect(page).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(page).not.toMatch(/<script|<style|style="/);
    const csp = (await app.inject({ method: 'GET', url: '/oidc/assets/login.css' })).headers;
    expect(csp['content-type']).toMatch(/^text\/css/);
    const stylesheet = await app.inject({ method: 'GET', url: '/oidc/assets/login.css' });
    expect(stylesheet.body).toContain('--brand:#00665e');
    const pageResponse = await newBrowser().follow('/api/auth/login?type=consumer');
    expect(pageResponse.response.status).toBe(200);
  });

  it('sends the strict CSP with the login page', async () => {
    const browser = newBrowser();
    const start = await browser.request('GET', '/api/auth/login?type=consumer');
    const auth = await browser.request('GET', start.location!);
    const interaction = await app.inject({
      method: 'GET',
      url: new URL(auth.location!, origin).pathname,
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(interaction.statusCode).toBe(200);
    const csp = String(interaction.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(interaction.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [people.consumer.email, 'consumer', 'consumer', nameOf(people.consumer)],
    [people.companyManager.email, 'company', 'companyManager', nameOf(people.companyManager)],
    [people.companyUser.email, 'company', 'companyUser', nameOf(people.companyUser)],
    [people.remCompany.email, 'rem', 'remCompany', nameOf(people.remCompany)],
    [people.remUser.email, 'rem', 'remUser', nameOf(people.remUser)],
  ])('logs %s in on the %s page as %s', async (email, type, kind, name) => {
    const browser = newBrowser();
    await login(browser, email, type);
    const answer = await details(browser, type);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body);
    const [firstName, lastName] = name.split(' ');
    expect(body.userData).toEqual({ kind, firstName, lastName, email });
    expect(body.name).toBe(name);
    if (type === 'rem') {
      expect(body.companies).toBeUndefined();
      const officials = body.clients.map(
        (client: { customerships: { customer: { official: string } }[] }) =>
          client.customerships[0]!.customer.official,
      );
      if (kind === 'remUser') expect(officials.sort()).toEqual([...assignedHouseIds].sort());
      else expect(officials).toEqual(expect.arrayContaining(assignedHouseIds));
      if (kind === 'remCompany') expect(officials.length).toBeGreaterThan(2);
    } else {
      expect(body.clients).toBeUndefined();
      expect(body.companies.length).toBeGreaterThan(0);
      if (type === 'company') {
        expect(body.companies.map((c: { identifier: string }) => c.identifier)).toEqual(
          expect.arrayContaining(companyIds),
        );
      }
    }
    const [user] = await database.db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(testClock.now().getTime() - user!.lastLoginAt!.getTime()).toBeLessThan(60_000);
  });

  it('answers 204 when the role does not belong to the login type', async () => {
    const browser = newBrowser();
    await login(browser, people.consumer.email.toUpperCase(), 'consumer');
    expect((await details(browser, 'company')).status).toBe(204);
    expect((await details(browser, 'rem')).status).toBe(204);
  });

  it('names the login entry of an account only once its password was accepted', async () => {
    const stranger = newBrowser();
    const page = await openLoginPage(stranger, 'consumer');
    const manager = people.companyManager.email;
    expect((await submit(stranger, page, manager, 'väärä-salasana')).status).toBe(401);
    const refused = await stranger.request('GET', '/api/auth/entry');
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'UNAUTHORIZED' });

    for (const [email, type, entry] of [
      [manager, 'consumer', { type: 'company', path: '/yritys/kirjaudu' }],
      [people.remUser.email, 'company', { type: 'rem', path: '/isannointi/kirjaudu' }],
      [people.consumer.email, 'rem', { type: 'consumer', path: '/kirjaudu' }],
    ] as const) {
      const browser = newBrowser();
      await login(browser, email, type);
      expect((await details(browser, type)).status).toBe(204);
      const answer = await browser.request('GET', '/api/auth/entry');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual(entry);
    }
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const browser = newBrowser('10.0.0.2');
    const page = await openLoginPage(browser);
    const wrong = await submit(browser, page, people.consumer.email, 'väärä-salasana');
    const unknown = await submit(browser, page, 'ei-ole@example.fi', 'väärä-salasana');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('Väärä sähköposti tai salasana');
    expect(wrong.body.replace(people.consumer.email, 'X')).toBe(
      unknown.body.replace('ei-ole@example.fi', 'X'),
    );
    // The right password still works in the same interaction.
    const right = await submit(browser, page, people.consumer.email, password);
    expect(right.status).toBe(303);
  });

  const stateLost = {
    error: 'LOGIN_STATE_LOST',
    message: 'Kirjautuminen keskeytyi: sen tiedot puuttuivat tai vanhenivat. Kirjaudu uudelleen.',
  };

  it('answers a lost or mismatched state with its own message, never the wrong-password one', async () => {
    const browser = newBrowser();
    const page = await openLoginPage(browser);
    const posted = await submit(browser, page, people.consumer.email, password);
    const back = await returnSearch(browser, posted.location!);
    back.searchParams.set('state', 'forged-state');
    const forged = await callback(browser, 'consumer', back.search);
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body)).toEqual(stateLost);
    expect(browser.cookies.get('sid')).toBeUndefined();

    const { search } = await login(browser, people.consumer.email, 'consumer');
    // Replayed: the transaction cookie went with the first use.
    const replayed = await callback(browser, 'consumer', search);
    expect(replayed.status).toBe(401);
    expect(JSON.parse(replayed.body)).toEqual(stateLost);
    // A code replayed with a fresh transaction of this browser: the state is another login's.
    await browser.request('GET', '/api/auth/login?type=consumer');
    expect(JSON.parse((await callback(browser, 'consumer', search)).body)).toEqual(stateLost);
    // The login started in one browser (or under another address) cannot end in another.
    const other = newBrowser();
    const started = await openLoginPage(other);
    const accepted = await submit(other, started, people.consumer.email, password);
    const otherBack = await returnSearch(other, accepted.location!);
    expect(JSON.parse((await callback(newBrowser(), 'consumer', otherBack.search)).body)).toEqual(
      stateLost,
    );
  });

  it('answers a failed code exchange with its own message', async () => {
    const browser = newBrowser();
    const page = await openLoginPage(browser);
    const posted = await submit(browser, page, people.consumer.email, password);
    const back = await returnSearch(browser, posted.location!);
    back.searchParams.set('code', 'forged-code');
    const failed = await callback(browser, 'consumer', back.search);
    expect(failed.status).toBe(401);
    expect(JSON.parse(failed.body)).toEqual({
      error: 'LOGIN_FAILED',
      message: 'Kirjautuminen epäonnistui. Yritä kirjautua uudelleen.',
    });
    expect(browser.cookies.get('sid')).toBeUndefined();
  });

  it('refuses a callback without the CSRF header or of another type', async () => {
    const browser = newBrowser();
    const page = await openLoginPage(browser);
    const posted = await submit(browser, page, people.consumer.email, password);
    const back = await returnSearch(browser, posted.location!);
    const noHeader = await browser.request('POST', '/api/auth/callback', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'consumer', search: back.search }),
    });
    expect(noHeader.status).toBe(403);
    expect((await callback(browser, 'company', back.search)).status).toBe(401);
  });

  it("returns 'Peruuta' to the relying party as access_denied", async () => {
    const browser = newBrowser();
    const page = await openLoginPage(browser);
    const abort = /href="(\/oidc\/interaction\/[^"]+\/abort)"/.exec(page)![1]!;
    const back = await returnSearch(browser, abort);
    expect(back.pathname).toBe('/kirjaudu');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect((await callback(browser, 'consumer', back.search)).status).toBe(401);
  });

  it('rotates the session at login', async () => {
    const browser = newBrowser();
    const { sid: first } = await login(browser, people.consumer.email, 'consumer');
    const { sid: second } = await login(browser, people.consumer.email, 'consumer');
    expect(second).not.toBe(first);
    const old = await app.inject({
      method: 'GET',
      url: '/api/user/details/consumer',
      headers: { cookie: `sid=${first}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await details(browser, 'consumer')).status).toBe(200);
  });

  describe('session lifetime', () => {
    const sessionRows = () => database.db.select().from(sessions);

    async function freshSession() {
      const browser = newBrowser();
      await login(browser, people.consumer.email, 'consumer');
      const rows = await sessionRows();
      const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
      return { browser, idHash: newest.idHash };
    }

    it('slides the idle expiry at most once a minute', async () => {
      const { browser, idHash } = await freshSession();
      const past = new Date(testClock.now().getTime() - 5 * 60_000);
      await database.db
        .update(sessions)
        .set({ lastSeenAt: past, idleExpiresAt: new Date(testClock.now().getTime() + 60_000) })
        .where(eq(sessions.idHash, idHash));
      expect((await details(browser, 'consumer')).status).toBe(200);
      const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
      expect(row!.idleExpiresAt.getTime()).toBeGreaterThan(testClock.now().getTime() + 29 * 60_000);
      expect(row!.lastSeenAt.getTime()).toBeGreaterThan(past.getTime());
    });

    it('refuses and deletes an idle-expired session', async () => {
      const { browser, idHash } = await freshSession();
      await database.db
        .update(sessions)
        .set({ idleExpiresAt: new Date(testClock.now().getTime() - 1000) })
        .where(eq(sessions.idHash, idHash));
      expect((await details(browser, 'consumer')).status).toBe(401);
      expect(await database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual(
        [],
      );
    });

    it('refuses a session past its absolute expiry, however active', async () => {
      const { browser, idHash } = await freshSession();
      await database.db
        .update(sessions)
        .set({
          createdAt: new Date(testClock.now().getTime() - 13 * 3_600_000),
          absoluteExpiresAt: new Date(testClock.now().getTime() - 1000),
        })
        .where(eq(sessions.idHash, idHash));
      const answer = await details(browser, 'consumer');
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'UNAUTHORIZED' });
    });

    it('never slides past the absolute expiry', async () => {
      const { browser, idHash } = await freshSession();
      const absolute = new Date(testClock.now().getTime() + 5 * 60_000);
      await database.db
        .update(sessions)
        .set({
          lastSeenAt: new Date(testClock.now().getTime() - 2 * 60_000),
          absoluteExpiresAt: absolute,
        })
        .where(eq(sessions.idHash, idHash));
      expect((await details(browser, 'consumer')).status).toBe(200);
      const [row] = await database.db.select().from(sessions).where(eq(sessions.idHash, idHash));
      expect(row!.idleExpiresAt.getTime()).toBe(absolute.getTime());
    });
  });

  describe('logout', () => {
    it('GET /api/oauth/logout deletes the session and clears the cookie', async () => {
      const browser = newBrowser();
      const { sid } = await login(browser, people.consumer.email, 'consumer');
      const response = await browser.request('GET', '/api/oauth/logout');
      expect(response.status).toBe(204);
      expect(response.setCookies.join()).toMatch(/sid=;/);
      const old = await app.inject({
        method: 'GET',
        url: '/api/user/details/consumer',
        headers: { cookie: `sid=${sid}` },
      });
      expect(old.statusCode).toBe(401);
    });

    it('GET /oauth/logout redirects to the portal origin only', async () => {
      const browser = newBrowser();
      const { sid } = await login(browser, people.companyManager.email, 'company');
      const response = await browser.request(
        'GET',
        `/oauth/logout?redirect=${encodeURIComponent(origin)}`,
      );
      expect(response.status).toBe(302);
      expect(response.location).toBe(`${origin}/`);
      const old = await app.inject({
        method: 'GET',
        url: '/api/user/details/company',
        headers: { cookie: `sid=${sid}` },
      });
      expect(old.statusCode).toBe(401);
      for (const foreign of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
        const answer = await app.inject({
          method: 'GET',
          url: `/oauth/logout?redirect=${encodeURIComponent(foreign)}`,
        });
        expect(answer.statusCode).toBe(302);
        expect(answer.headers.location).toBe('/');
      }
    });
  });

  it('keeps passwords, codes, tokens and cookies out of the log', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    for (const secret of secrets) {
      if (secret.length >= 8) expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/"cookie":|set-cookie|Bearer |access_token|id_token"/i);
  });
});
