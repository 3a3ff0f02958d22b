import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@energiaportaali/domain';
import { buildTestApp, type TestApp } from '../../../test/app';
import { auditLog } from '../../db/schema';
import { cookieOf, createRoleWorld, type TestUser } from '../../../test/factories';

describe('back-office audit log', () => {
  let testApp: TestApp;
  let operator: TestUser;
  let consumer: TestUser;
  let manager: TestUser;
  let cookie: string;

  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const actions = async (query = '') => {
    const response = await get(`/api/backoffice/audit${query}`);
    expect(response.statusCode).toBe(200);
    return auditPageSchema.parse(response.json()).items.map((entry) => entry.action);
  };

  const add = (
    actor: TestUser | null,
    action: string,
    at: string,
    target: { type: string; id: string } | null = null,
  ) =>
    testApp.database.db.insert(auditLog).values({
      actorUserId: actor?.id ?? null,
      action,
      at: new Date(at),
      targetType: target?.type ?? null,
      targetId: target?.id ?? null,
      details: { note: action },
    });

  beforeAll(async () => {
    testApp = await buildTestApp();
    const world = await createRoleWorld(testApp.database.db);
    ({ operator, consumer, companyManager: manager } = world.users);
    cookie = await cookieOf(testApp.database.db, operator.id);
  });
  afterAll(() => testApp.app.close());
  beforeEach(async () => {
    await testApp.database.db.delete(auditLog);
    const userTarget = (user: TestUser) => ({ type: 'user', id: user.id });
    await add(operator, 'backoffice.user.lock', '2026-03-01T10:00:00Z', userTarget(consumer));
    await add(consumer, 'user.password.changed', '2026-03-02T10:00:00Z', userTarget(consumer));
    await add(operator, 'backoffice.inbox.export', '2026-03-02T22:30:00Z', {
      type: 'inbox',
      id: 'feedback',
    });
    await add(manager, 'company.user.removed', '2026-03-03T10:00:00Z', userTarget(manager));
    await add(null, 'backofficex.import', '2026-03-04T10:00:00Z');
  });

  it('answers the newest first, the actor named by name and e-mail, the action in words', async () => {
    const response = await get('/api/backoffice/audit');
    const page = auditPageSchema.parse(response.json());
    expect(page).toMatchObject({ page: 1, pageSize: 25, hasMore: false });
    expect(page.items.map((entry) => entry.action)).toEqual([
      'backofficex.import',
      'company.user.removed',
      'backoffice.inbox.export',
      'user.password.changed',
      'backoffice.user.lock',
    ]);
    expect(page.items.at(-1)).toEqual({
      id: expect.any(Number),
      at: '2026-03-01T10:00:00.000Z',
      actor: operator.email,
      actorName: `${operator.firstName} ${operator.lastName}`,
      action: 'backoffice.user.lock',
      targetType: 'user',
      targetId: consumer.id,
      details: { note: 'backoffice.user.lock' },
      summary: `Tunnus lukittu: ${consumer.firstName} ${consumer.lastName}; istuntoja päätetty 0`,
    });
    expect(page.items[0]).toMatchObject({
      actor: null,
      actorName: 'Järjestelmä (komentorivi tai tuonti)',
      summary: 'Muu tapahtuma',
    });
    expect((await actions('?order=asc'))[0]).toBe('backoffice.user.lock');
  });

  it('filters by the user acting or acted on, by e-mail or id', async () => {
    const expected = ['user.password.changed', 'backoffice.user.lock'];
    expect(await actions(`?user=${encodeURIComponent(consumer.email.toUpperCase())}`)).toEqual(
      expected,
    );
    expect(await actions(`?user=${consumer.id}`)).toEqual(expected);
    expect(await actions('?user=ei.ketaan@example.fi')).toEqual([]);
    expect(await actions('?user=00000000-0000-4000-8000-000000000000')).toEqual([]);

    // Pages over both sides: 24 more rows about the consumer, by someone else.
    for (let n = 10; n < 34; n += 1) {
      await add(manager, 'company.user.changed', `2026-05-01T10:00:${n}Z`, {
        type: 'user',
        id: consumer.id,
      });
    }
    const first = (await get(`/api/backoffice/audit?user=${consumer.id}`)).json();
    expect(first.items).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const second = (await get(`/api/backoffice/audit?user=${consumer.id}&page=2`)).json();
    expect(second.items.map((entry: { action: string }) => entry.action)).toEqual([
      'backoffice.user.lock',
    ]);
    expect(second.hasMore).toBe(false);
  });

  it('filters by the operator who acted', async () => {
    expect(await actions(`?operator=${encodeURIComponent(operator.email)}`)).toEqual([
      'backoffice.inbox.export',
      'backoffice.user.lock',
    ]);
    expect(await actions(`?operator=${consumer.id}`)).toEqual(['user.password.changed']);
  });

  it('filters by an exact action or, ending in a dot, by its prefix', async () => {
    expect(await actions('?action=backoffice.user.lock')).toEqual(['backoffice.user.lock']);
    expect(await actions('?action=backoffice.')).toEqual([
      'backoffice.inbox.export',
      'backoffice.user.lock',
    ]);
    expect(await actions('?action=backoffice')).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await actions('?action=%25.')).toEqual([]);
    expect(await actions('?action=backoffice_')).toEqual([]);
  });

  it('filters by Helsinki days and pages with hasMore', async () => {
    // 22.30 UTC on 2 March is 0.30 on 3 March in Helsinki.
    expect(await actions('?from=2026-03-03&to=2026-03-03')).toEqual([
      'company.user.removed',
      'backoffice.inbox.export',
    ]);
    expect(await actions('?operator=' + operator.id + '&from=2026-03-02&to=2026-03-02')).toEqual(
      [],
    );
    for (let n = 0; n < 21; n += 1) await add(operator, 'backoffice.test', '2026-04-01T10:00:00Z');
    const first = (await get('/api/backoffice/audit')).json();
    expect(first.items).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const second = (await get('/api/backoffice/audit?page=2')).json();
    expect(second.items.map((entry: { action: string }) => entry.action)).toEqual([
      'backoffice.user.lock',
    ]);
    expect(second.hasMore).toBe(false);
  });
});
