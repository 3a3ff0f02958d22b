import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, MailService } from '../adapters/mail';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { auditLog, oneTimeTokens } from '../db/schema';
import { hashToken } from '../auth/one-time-tokens';
import { createLogger } from '../logging';
import {
  invitationLink,
  invitationMail,
  issueInvitation,
  peekInvitation,
  redeemInvitation,
  sendInvitation,
  type PendingInvitation,
} from '.';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.app.close());

const pending = (kind: PendingInvitation['kind'], ttlDays = 7): PendingInvitation => ({
  token: 'abcdefghijklmnopqrstuvwxyz012345',
  kind,
  email: 'kutsuttu@example.fi',
  ttlDays,
});

describe('invitationLink', () => {
  it('leads a manager company to the registration and everyone else to the password page', () => {
    expect(invitationLink('https://portaali.example.fi/', pending('manager-company'))).toBe(
      'https://portaali.example.fi/isannointi/rekisteroidy?token=abcdefghijklmnopqrstuvwxyz012345',
    );
    for (const kind of ['manager', 'company-person', 'consumer'] as const) {
      expect(invitationLink('https://portaali.example.fi', pending(kind))).toBe(
        'https://portaali.example.fi/isannointi/uusisalasana/abcdefghijklmnopqrstuvwxyz012345',
      );
    }
  });

  it("leads the utility's own staff to a password page outside the managers' path", () => {
    expect(invitationLink('https://portaali.example.fi', pending('operator'))).toBe(
      'https://portaali.example.fi/uusisalasana/abcdefghijklmnopqrstuvwxyz012345',
    );
  });
});

describe('invitationMail', () => {
  it('is Finnish, carries the link and tells how long it works', () => {
    const link = 'https://portaali.example.fi/isannointi/uusisalasana/x';
    const mail = invitationMail(testApp.portalConfig, pending('company-person', 14), link);
    expect(mail.to).toBe('kutsuttu@example.fi');
    expect(mail.subject).toBe('Testi Energia: Tunnukset yrityksen asiointipalveluun');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Linkki toimii 14 päivää ja vain kerran.');
    expect(invitationMail(testApp.portalConfig, pending('manager', 1), link).text).toContain(
      'Linkki toimii yhden päivän',
    );
  });
});

describe('sendInvitation', () => {
  function capturedLog() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { log: createLogger('info', stream), lines };
  }

  it('queues the mail and logs neither the address nor the token', async () => {
    const sent: MailMessage[] = [];
    const mail: MailService = { send: async (message) => (sent.push(message), 'queued') };
    const { log, lines } = capturedLog();
    const invitation = pending('manager');
    await sendInvitation({ mail, log, portalConfig: testApp.portalConfig }, invitation, 'http://x');
    expect(sent).toHaveLength(1);
    expect(lines.join('')).toContain('invitation e-mail handed to the outbox');
    expect(lines.join('')).not.toContain(invitation.email);
    expect(lines.join('')).not.toContain(invitation.token);
  });

  it('never throws: a failing outbox is logged without personal data', async () => {
    const mail: MailService = {
      send: () => Promise.reject(new Error('kutsuttu@example.fi refused')),
    };
    const { log, lines } = capturedLog();
    const invitation = pending('manager');
    await expect(
      sendInvitation({ mail, log, portalConfig: testApp.portalConfig }, invitation, 'http://x'),
    ).resolves.toBeUndefined();
    expect(lines.join('')).toContain('invitation e-mail could not be queued');
    expect(lines.join('')).not.toContain('kutsuttu@example.fi');
  });
});

describe('issueInvitation', () => {
  it('stores only the hash, expiring after the given days, and audits the issue', async () => {
    const { db } = testApp.database;
    const user = await createUser(db, 'companyUser');
    const invitation = await issueInvitation(
      db,
      {
        kind: 'company-person',
        email: user.email,
        userId: user.id,
        invitedByUserId: null,
        invitedBy: 'Testi Oy',
      },
      30,
    );
    const rows = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.subject, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(invitation.token));
    expect(JSON.stringify(rows[0])).not.toContain(invitation.token);
    // The token's life is counted in the database's time, from its insert (one_time_tokens).
    const days = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject({
      action: 'invitation.issue',
      actorUserId: null,
      details: { kind: 'company-person', ttlDays: 30 },
    });

    // A newer invitation replaces it; the newer one is used up once.
    const newer = await issueInvitation(
      db,
      {
        kind: 'company-person',
        email: user.email,
        userId: user.id,
        invitedByUserId: null,
        invitedBy: null,
      },
      7,
    );
    expect(await peekInvitation(db, invitation.token)).toBeNull();
    expect(await peekInvitation(db, newer.token)).toMatchObject({ userId: user.id });
    expect(await redeemInvitation(db, newer.token)).toMatchObject({ userId: user.id });
    expect(await redeemInvitation(db, newer.token)).toBeNull();
  });
});
