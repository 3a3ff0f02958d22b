import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { buildConsumer } from '../../../test/factories';
import {
  formAction,
  formBody,
  formHeaders,
  injectTransport,
  TestBrowser,
  type BrowserResponse,
} from '../../../test/login';
import { clientAddressKey } from '../../http/rate-limit-store';
import {
  accountFreeFailures,
  accountWaitSeconds,
  addressMaxFailures,
  pairFreeFailures,
  pairWaitSeconds,
} from './login-throttle';

// Every client here has an address of its own (inject's remoteAddress), as the real ones would.

const ownerPassword = 'Omistajan-Salasana-2026';
let testApp: TestApp;
/** The e-mail of the account most tests try: a consumer with `ownerPassword`. */
let owner: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = (await buildConsumer(testApp.database.db, { password: ownerPassword })).email;
});
afterAll(() => testApp.app.close());
// Each test starts with no failures counted: most of them try the same account.
beforeEach(async () => {
  await testApp.database.db.execute(sql`DELETE FROM login_failures`);
});

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

  it('waits on an account only after many more failures than on a pair, and a minute at most', () => {
    expect(accountFreeFailures).toBeGreaterThan(pairFreeFailures * 3);
    expect([19, 20, 21, 25, 26, 99].map(accountWaitSeconds)).toEqual([0, 1, 2, 32, 60, 60]);
    // Guessing as fast as the waits allow, from as many addresses as one likes, for an hour.
    let failures = 0;
    for (let at = 0; at + accountWaitSeconds(failures) <= 3600; failures += 1) {
      at += accountWaitSeconds(failures);
    }
    expect(failures).toBeLessThan(100);
  });

  it('counts an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('slows down guessing one account from many addresses, then lets the owner in after the wait', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < accountFreeFailures; attempt += 1) {
      const guesser = await loginPageAt(`10.4.${attempt}.1`);
      statuses.push((await guesser(owner, `arvaus-${attempt}`)).status);
    }
    expect(statuses).toEqual(Array(accountFreeFailures).fill(401));
    // A new address, even with the right password: the account's wait holds for everyone.
    const next = await loginPageAt('10.4.200.1');
    const refused = await next(owner, ownerPassword);
    expect(refused.status).toBe(429);
    await letTimePass(accountWaitSeconds(accountFreeFailures));
    expect((await next(owner, 'väärä')).status).toBe(401);
    // The next failure doubled the wait.
    await letTimePass(1);
    expect((await next(owner, ownerPassword)).status).toBe(429);
    await letTimePass(1);
    expect((await next(owner, ownerPassword)).status).toBe(303);
    // The success cleared the account: another account was never affected, this one is free again.
    expect((await (await loginPageAt('10.4.201.1'))(owner, 'väärä')).status).toBe(401);
  }, 120_000);

  it('counts the addresses of one IPv6 /64 as one', async () => {
    for (let attempt = 1; attempt <= pairFreeFailures; attempt += 1) {
      const guesser = await loginPageAt(`2001:db8:5:6::${attempt.toString(16)}`);
      expect((await guesser(owner, 'väärä')).status).toBe(401);
    }
    const sameNetwork = await loginPageAt('2001:db8:5:6:ffff::1');
    expect((await sameNetwork(owner, ownerPassword)).status).toBe(429);
    const otherNetwork = await loginPageAt('2001:db8:5:7::1');
    expect((await otherNetwork(owner, ownerPassword)).status).toBe(303);
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
    const refused = await attacker(owner, ownerPassword);
    expect(refused.status).toBe(429);
    expect(alertOf(refused)).toMatch(/^Liian monta epäonnistunutta kirjautumisyritystä\./);

    const ownersPage = await loginPageAt('10.1.0.2');
    expect((await ownersPage(owner, ownerPassword)).status).toBe(303);
  });

  it('refuses a pair for a growing wait with a try-again-later page, and a success clears it', async () => {
    const submit = await loginPageAt('10.1.1.1');
    for (let failure = 1; failure <= pairFreeFailures; failure += 1) {
      expect((await submit(owner, 'väärä')).status).toBe(401);
    }
    const waiting = await submit(owner, ownerPassword);
    expect(waiting.status).toBe(429);
    expect(alertOf(waiting)).toBe(
      'Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen hetken kuluttua.',
    );
    await letTimePass(1);
    expect((await submit(owner, 'väärä')).status).toBe(401);
    await letTimePass(1);
    // The sixth failure doubled the wait: one second is not enough now.
    expect((await submit(owner, ownerPassword)).status).toBe(429);
    await letTimePass(1);
    expect((await submit(owner, ownerPassword)).status).toBe(303);
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
    expect(alertOf(await submit(owner, ownerPassword))).toBe(
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
    const blocked = await submit(owner, ownerPassword);
    expect(blocked.status).toBe(429);
    expect(alertOf(blocked)).toBe(
      'Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 15 minuutin kuluttua.',
    );
    // Another address of the same office is not blocked by it.
    expect((await (await loginPageAt('10.2.0.2'))(owner, ownerPassword)).status).toBe(303);
    await letTimePass(15 * 60);
    expect((await submit(owner, ownerPassword)).status).toBe(303);
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
