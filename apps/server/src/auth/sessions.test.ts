import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import type { Database } from '../db/connection';
import { sessions } from '../db/schema';
import { createSession, deleteSession, deleteUserSessions, findSessionUser } from './sessions';
import { testClock } from '../../test/clock';

describe('session lookups', () => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    userId = (await createUser(database.db, 'consumer')).id;
  });
  afterAll(() => database.close());

  const deleteRows = () => database.db.delete(sessions).where(eq(sessions.userId, userId));
  const inSeconds = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('trusts a live session for five seconds, then reads it again', async () => {
    const now = testClock.now();
    const cookie = await createSession(database.db, userId, undefined, now);
    expect((await findSessionUser(database.db, cookie, now))?.id).toBe(userId);
    // Ended behind this process's back (another process of the portal):
    await deleteRows();
    expect((await findSessionUser(database.db, cookie, inSeconds(now, 4)))?.id).toBe(userId);
    expect(await findSessionUser(database.db, cookie, inSeconds(now, 5))).toBeNull();
  });

  it('forgets a trusted session at logout', async () => {
    const cookie = await createSession(database.db, userId, undefined, testClock.now());
    expect(await findSessionUser(database.db, cookie, testClock.now())).not.toBeNull();
    await deleteSession(database.db, cookie);
    expect(await findSessionUser(database.db, cookie, testClock.now())).toBeNull();
  });

  it('does not trust a read that a logout overtook', async () => {
    const cookie = await createSession(database.db, userId, undefined, testClock.now());
    const reading = findSessionUser(database.db, cookie, testClock.now());
    await deleteSession(database.db, cookie);
    await reading;
    expect(await findSessionUser(database.db, cookie, testClock.now())).toBeNull();
  });

  it('answers calls that arrive together alike', async () => {
    const cookie = await createSession(database.db, userId, undefined, testClock.now());
    const answers = await Promise.all(
      [1, 2, 3].map(() => findSessionUser(database.db, cookie, testClock.now())),
    );
    expect(answers.map((user) => user?.id)).toEqual([userId, userId, userId]);
  });

  it('forgets every trusted session of a user whose sessions end', async () => {
    const first = await createSession(database.db, userId, undefined, testClock.now());
    const second = await createSession(database.db, userId, undefined, testClock.now());
    for (const cookie of [first, second]) {
      expect(await findSessionUser(database.db, cookie, testClock.now())).not.toBeNull();
    }
    await deleteUserSessions(database.db, userId);
    for (const cookie of [first, second]) {
      expect(await findSessionUser(database.db, cookie, testClock.now())).toBeNull();
    }
  });

  it('does not trust a session past its idle expiry', async () => {
    const now = testClock.now();
    const cookie = await createSession(database.db, userId, undefined, now);
    await database.db
      .update(sessions)
      .set({ idleExpiresAt: inSeconds(now, 2) })
      .where(eq(sessions.userId, userId));
    expect(await findSessionUser(database.db, cookie, now)).not.toBeNull();
    // Within the five seconds of trust, but past the session's own expiry.
    expect(await findSessionUser(database.db, cookie, inSeconds(now, 3))).toBeNull();
  });
});
