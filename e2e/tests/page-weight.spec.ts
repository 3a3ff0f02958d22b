import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { identifyWithTestIdp } from '../identification';

// Issue #21: a first visit sends at most 150 kB of JavaScript; the password-strength
// dictionaries (the zxcvbn chunk, ~400 kB compressed) load only where a password field shows.
const jsBudgetBytes = 150_000;
const zxcvbnChunk = /\/assets\/zxcvbn-[^/]*\.js$/;

interface Script {
  url: string;
  /** The body as received: compressed when the server sent it so. */
  bytes: number;
}

/** Every script the page fetches from now on, with its size on the wire. */
function recordScripts(page: Page): () => Promise<Script[]> {
  const scripts: Promise<Script | null>[] = [];
  page.on('requestfinished', (request) => {
    scripts.push(
      (async () => {
        const response = await request.response();
        if (!response?.headers()['content-type']?.includes('javascript')) return null;
        const { responseBodySize } = await request.sizes();
        return { url: request.url(), bytes: responseBodySize };
      })(),
    );
  });
  return async () => (await Promise.all(scripts)).filter((script) => script !== null);
}

test('the home page sends under 150 kB of compressed JavaScript and no password dictionaries', async ({
  page,
}) => {
  // The fixture's context is new for each test: an empty cache, as on a first visit.
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Tervetuloa/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const fetched = await scripts();
  const total = fetched.reduce((sum, script) => sum + script.bytes, 0);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.map((script) => new URL(script.url).pathname)).not.toContainEqual(
    expect.stringMatching(zxcvbnChunk),
  );
  expect(total, fetched.map((s) => `${s.url} ${s.bytes}`).join('\n')).toBeLessThan(jsBudgetBytes);
});

test('the new-password form checks strength once its dictionaries arrive, typing meanwhile', async ({
  page,
}) => {
  // Holds the dictionaries until the test has seen the form wait for them.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const dictionaryRequests: string[] = [];
  await page.route(zxcvbnChunk, async (route) => {
    dictionaryRequests.push(route.request().url());
    await released;
    await route.continue();
  });

  await page.goto('/palauta');
  await expect(page.getByRole('heading', { level: 1, name: 'Salasanan vaihto' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(dictionaryRequests).toEqual([]);
  await identifyWithTestIdp(page, '010170-999R');
  await page.waitForURL((url) => url.pathname === '/palauta' && url.searchParams.has('token'));
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi salasana' })).toBeVisible();

  const password = page.getByLabel('Uusi salasana', { exact: true });
  const save = page.getByRole('button', { name: 'Tallenna' });
  const loading = page.getByRole('status').filter({ hasText: 'Salasanan tarkistus latautuu...' });
  await expect(loading).toBeVisible();
  await password.fill('salasana123');
  await password.blur();
  await expect(password).toHaveValue('salasana123');
  await expect(loading).toBeVisible();
  await expect(save).toBeDisabled();
  expect(dictionaryRequests).toHaveLength(1);

  release();
  await expect(page.getByText('Salasana on liian yksinkertainen')).toBeVisible();
  await expect(loading).toBeHidden();
  await password.fill('Pakkasyö-Revontulet-2026');
  await page.getByLabel('Uusi salasana uudelleen').fill('Pakkasyö-Revontulet-2026');
  await expect(page.getByText('Salasana on liian yksinkertainen')).toBeHidden();
  await expect(save).toBeEnabled();
  await expectNoA11yViolations(page);
});
