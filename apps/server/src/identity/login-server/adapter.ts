import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { isStorableText } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import { oidcPayloads } from '../../db/schema';
import { systemClock } from '../../clock';

/**
 * oidc-provider storage in the `oidc_payloads` table, so every server process sees the same
 * interactions, sessions, codes and grants. `providerName` keeps several providers apart.
 * Expired rows are deleted by identity/expired-rows.ts.
 */
export function createTableAdapter(db: Db, providerName: string): AdapterFactory {
  return (model: string): Adapter => {
    const key = (id: string) =>
      and(
        eq(oidcPayloads.provider, providerName),
        eq(oidcPayloads.model, model),
        eq(oidcPayloads.id, id),
      );

    const findWhere = async (condition: ReturnType<typeof and>) => {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(
          and(
            condition,
            sql`(${oidcPayloads.expiresAt} IS NULL OR ${oidcPayloads.expiresAt} > now())`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    };

    // A code, token or id the database cannot even compare (a NUL byte, a lone surrogate) came
    // from the client and is simply unknown.
    const findStorable = (value: string, condition: () => ReturnType<typeof and>) =>
      isStorableText(value) ? findWhere(condition()) : Promise.resolve(undefined);

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          payload,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          // oidc-provider counts `expiresIn` on the system's time.
          expiresAt: expiresIn ? new Date(systemClock.now().getTime() + expiresIn * 1000) : null,
          consumedAt: null,
        };
        await db
          .insert(oidcPayloads)
          .values({ provider: providerName, model, id, ...values })
          .onConflictDoUpdate({
            target: [oidcPayloads.provider, oidcPayloads.model, oidcPayloads.id],
            set: values,
          });
      },
      find: (id) => findStorable(id, () => key(id)),
      findByUid: (uid) =>
        findStorable(uid, () =>
          and(
            eq(oidcPayloads.provider, providerName),
            eq(oidcPayloads.model, model),
            eq(oidcPayloads.uid, uid),
          ),
        ),
      findByUserCode: (userCode) =>
        findStorable(userCode, () =>
          and(
            eq(oidcPayloads.provider, providerName),
            eq(oidcPayloads.model, model),
            eq(oidcPayloads.userCode, userCode),
          ),
        ),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: sql`now()` })
          .where(key(id));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(key(id));
      },
      async revokeByGrantId(grantId) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.provider, providerName), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
}
