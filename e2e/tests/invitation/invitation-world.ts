import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { ReceivedMail } from '../../../apps/server/test/smtp';
import { expect } from '../../fixtures';
import { repoRoot } from '../../server';
import { testClockEnv } from '../../clock';
import {
  postgresUrl,
  test as base,
  usePageOn,
  withSeededDatabase,
  withServerWorld,
  type ServerWorld,
} from '../self-service/server-world';

export { postgresUrl };

const run = promisify(execFile);

/**
 * A server of the tests' own on a PostgreSQL database of its own, so that `npm run invite` can
 * write into the same database while the server runs, and a test can age an invitation with SQL.
 */
export interface InvitationWorld extends ServerWorld {
  databaseUrl: string;
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
}

export const test = base.extend<{ invitationPage: Page }, { invitationWorld: InvitationWorld }>({
  invitationWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring pattern
    async ({}, use) =>
      withSeededDatabase((databaseUrl, pool) =>
        withServerWorld({ env: { DATABASE_URL: databaseUrl }, timeoutMs: 300_000 }, (world) =>
          use({
            ...world,
            databaseUrl,
            query: async (text, values) => (await pool.query(text, values)).rows,
          }),
        ),
      ),
    { scope: 'worker', timeout: 360_000 },
  ],
  invitationPage: async ({ browser, invitationWorld, viewport, locale, timezoneId }, use) =>
    usePageOn(invitationWorld, { browser, viewport, locale, timezoneId }, use),
});

/**
 * `npm run invite -- ARGS` against the world's database, its links on the world's origin and
 * its e-mail to the world's SMTP server; returns what the command printed.
 */
export async function invite(world: InvitationWorld, args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'invite', '--', ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...testClockEnv(),
      NODE_ENV: 'test',
      DATABASE_URL: world.databaseUrl,
      PUBLIC_ORIGIN: world.baseUrl,
      SMTP_URL: world.smtp.url,
      LOG_LEVEL: 'warn',
    },
    timeout: 120_000,
  });
  return stdout;
}

/** Waits for the invitation e-mail sent to `email` and gives the link in it (path and query). */
export async function invitationLinkMailedTo(world: ServerWorld, email: string): Promise<string> {
  const find = (): ReceivedMail | undefined =>
    world.smtp.messages.find((message) => message.to.includes(email));
  await expect
    .poll(() => find()?.to, { message: `no invitation e-mail to ${email}`, timeout: 60_000 })
    .toContain(email);
  const link = /https?:\/\/\S+/.exec(find()!.text)?.[0];
  expect(link, 'the invitation e-mail has no link').toBeDefined();
  const url = new URL(link!);
  expect(url.origin).toBe(world.baseUrl);
  return `${url.pathname}${url.search}`;
}

/** The token of an invitation link: its last path segment or its `token` query parameter. */
export function tokenOf(link: string): string {
  const url = new URL(link, 'http://localhost');
  return url.searchParams.get('token') ?? url.pathname.split('/').pop()!;
}

/** Ages an invitation past its expiry (tokens are stored as SHA-256 hex). */
export async function expireInvitation(world: InvitationWorld, link: string): Promise<void> {
  const hash = createHash('sha256').update(tokenOf(link), 'utf8').digest('hex');
  const rows = await world.query<{ token_hash: string }>(
    `UPDATE one_time_tokens SET expires_at = now() - interval '1 minute'
      WHERE purpose = 'invitation' AND token_hash = $1 RETURNING token_hash`,
    [hash],
  );
  expect(rows).toHaveLength(1);
}
