import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  demoPassword,
  formAction,
  formBody,
  injectTransport,
  TestBrowser,
  type BrowserResponse,
} from '../../../test/login';
import { addressMaxFailures, pairFreeFailures, pairWaitSeconds } from './login-throttle';

// Every client here has an address of its own (inject's remoteAddress), as the real ones would.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

const owner = 'kuluttaja@example.fi';
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** A browser at `address` with the consumer login page open; `submit` posts its form. */
async function loginPageAt(address: string) {
  const browser = new TestBrowser(() => injectTransport(testApp.app, address));
  const { response } = await browser.follow('/api/auth/login?type=consumer');
  expect(response.status).toBe(200);
  const action = formAction(response.body);
  return (email: string, password: string): Promise<BrowserResponse> =>
    browser.request('POST', action, { headers: formHeaders, body: formBody({ email, password }) });
}

/** Lets `seconds` pass for every counter (their times move back). */
const letTimePass = (seconds: number) =>
  testApp.database.db.execute(
    sql`UPDATE login_failures SET window_started_at = window_started_at - make_interval(secs => ${seconds})`,
  );

const alertOf = (page: BrowserResponse) => /role="alert"[^>]*>([^<]*)</.exec(page.body)?.[1];

describe('login throttling', () => {
  it('waits 1 s, 2 s, 4 s … after five failures of a pair, up to 15 minutes', () => {
    expect([4, 5, 6, 7, 8].map(pairWaitSeconds)).toEqual([0, 1, 2, 4, 8]);
    expect(pairWaitSeconds(14)).toBe(512);
    expect(pairWaitSeconds(15)).toBe(900);
    expect(pairWaitSeconds(1000)).toBe(900);
  });

  it("lets the owner in at once after an attacker's 50 wrong passwords from elsewhere", async () => {
    const attacker = await loginPageAt('10.1.0.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      statuses.push((await attacker(owner, `arvaus-${attempt}`)).status);
    }
    expect(statuses.slice(0, pairFreeFailures)).toEqual(Array(pairFreeFailures).fill(401));
    expect(statuses.slice(pairFreeFailures)).toContain(429);
    expect(statuses).not.toContain(303);
    // Refused, the attacker learns nothing: even the right password waits.
    const refused = await attacker(owner, demoPassword);
    expect(refused.status).toBe(429);
    expect(alertOf(refused)).toMatch(/^Liian monta epäonnistunutta kirjautumisyritystä\./);

    const ownersPage = await loginPageAt('10.1.0.2');
    expect((await ownersPage(owner, demoPassword)).status).toBe(303);
  });

  it('refuses a pair for a growing wait with a try-again-later page, and a success clears it', async () => {
    const submit = await loginPageAt('10.1.1.1');
    for (let failure = 1; failure <= pairFreeFailures; failure += 1) {
      expect((await submit(owner, 'väärä')).status).toBe(401);
    }
    const waiting = await submit(owner, demoPassword);
    expect(waiting.status).toBe(429);
    expect(alertOf(waiting)).toBe(
      'Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen hetken kuluttua.',
    );
    await letTimePass(1);
    expect((await submit(owner, 'väärä')).status).toBe(401);
    await letTimePass(1);
    // The sixth failure doubled the wait: one second is not enough now.
    expect((await submit(owner, demoPassword)).status).toBe(429);
    await letTimePass(1);
    expect((await submit(owner, demoPassword)).status).toBe(303);
    // The success forgot the pair's failures: five free ones again.
    const again = await loginPageAt('10.1.1.1');
    for (let failure = 1; failure <= pairFreeFailures; failure += 1) {
      expect((await again(owner, 'väärä')).status).toBe(401);
    }
  });

  it('tells a long wait in minutes', async () => {
    const submit = await loginPageAt('10.1.2.1');
    for (let failure = 1; failure <= pairFreeFailures + 10; failure += 1) {
      await submit(owner, 'väärä');
      await letTimePass(pairWaitSeconds(failure));
    }
    await letTimePass(-pairWaitSeconds(pairFreeFailures + 10));
    expect(alertOf(await submit(owner, demoPassword))).toBe(
      'Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 15 minuutin kuluttua.',
    );
  });

  it('limits one address over many accounts only by the looser limit', async () => {
    const submit = await loginPageAt('10.2.0.1');
    const statuses: number[] = [];
    // Different accounts, a few at a time (each answer costs a password hash).
    for (let start = 0; start < addressMaxFailures; start += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => `tuntematon-${start + i}@example.fi`);
      for (const answer of await Promise.all(batch.map((email) => submit(email, 'väärä')))) {
        statuses.push(answer.status);
      }
    }
    expect(statuses).toEqual(Array(addressMaxFailures).fill(401));
    const blocked = await submit(owner, demoPassword);
    expect(blocked.status).toBe(429);
    expect(alertOf(blocked)).toBe(
      'Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 15 minuutin kuluttua.',
    );
    // Another address of the same office is not blocked by it.
    expect((await (await loginPageAt('10.2.0.2'))(owner, demoPassword)).status).toBe(303);
    await letTimePass(15 * 60);
    expect((await submit(owner, demoPassword)).status).toBe(303);
    // A hundred password hashes: seconds here, a minute on a busy machine.
  }, 240_000);

  it('answers a known and an unknown account alike, refused or not', async () => {
    const run = async (address: string, email: string) => {
      const submit = await loginPageAt(address);
      const answers: BrowserResponse[] = [];
      for (let attempt = 0; attempt < pairFreeFailures; attempt += 1) {
        answers.push(await submit(email, 'väärä'));
      }
      // However slow the machine, the next two come within the wait.
      await letTimePass(-30);
      answers.push(await submit(email, 'väärä'), await submit(email, 'väärä'));
      return answers.map((answer) => ({
        status: answer.status,
        page: answer.body.replaceAll(email, 'EMAIL').replace(/interaction\/[^/"]+/g, 'UID'),
      }));
    };
    const known = await run('10.3.0.1', owner);
    const unknown = await run('10.3.0.2', 'ei-ole-olemassa@example.fi');
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
  });
});
