import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/connection';
import { oidcPayloads, oneTimeTokens } from '../db/schema';
import { sweepExpiredRows, sweepLockId } from './expired-rows';

const now = new Date('2026-03-01T12:00:00Z');
const earlier = new Date(now.getTime() - 60_000);
const later = new Date(now.getTime() + 60_000);

describe('sweeping expired rows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const token = (tokenHash: string, purpose: string, expiresAt: Date, usedAt?: Date) => ({
    tokenHash,
    purpose,
    subject: 'x',
    expiresAt,
    usedAt: usedAt ?? null,
  });
  const payload = (id: string, expiresAt: Date | null) => ({
    provider: 'test',
    model: 'Session',
    id,
    payload: {},
    expiresAt,
  });

  it('deletes expired tokens and login-server rows; live ones and invitations stay', async () => {
    const { db } = database;
    await db.delete(oneTimeTokens);
    await db.delete(oidcPayloads);
    await db
      .insert(oneTimeTokens)
      .values([
        token('expired-reset', 'password-reset', earlier),
        token('expired-used-stamp', 'tupas-stamp', earlier, earlier),
        token('live-reset', 'password-reset', later),
        token('live-used-unsubscribe', 'alert-unsubscribe', later, earlier),
        token('expired-invitation', 'invitation', earlier),
      ]);
    await db
      .insert(oidcPayloads)
      .values([
        payload('expired', earlier),
        payload('live', later),
        payload('without-expiry', null),
      ]);

    expect(await sweepExpiredRows(db, now)).toEqual({ oneTimeTokens: 2, loginProviderRows: 1 });

    const tokens = await db.select({ hash: oneTimeTokens.tokenHash }).from(oneTimeTokens);
    expect(tokens.map(({ hash }) => hash).sort()).toEqual([
      'expired-invitation',
      'live-reset',
      'live-used-unsubscribe',
    ]);
    const payloads = await db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(payloads.map(({ id }) => id).sort()).toEqual(['live', 'without-expiry']);
    expect(await sweepExpiredRows(db, now)).toEqual({ oneTimeTokens: 0, loginProviderRows: 0 });
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'leaves the sweep to the process holding the lock',
    async () => {
      const { db, pool } = database;
      await db.insert(oidcPayloads).values(payload('expired-while-locked', earlier));
      const other = await pool!.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [sweepLockId]);
        expect(await sweepExpiredRows(db, now)).toBeNull();
        await other.query('SELECT pg_advisory_unlock($1)', [sweepLockId]);
        expect(await sweepExpiredRows(db, now)).toEqual({ oneTimeTokens: 0, loginProviderRows: 1 });
      } finally {
        other.release();
      }
    },
  );
});
