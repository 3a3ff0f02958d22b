import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { serviceUnavailable } from '../../errors';
import { messages } from '../../messages';
import type { ManagerEntry, TradeRegister } from './trade-register';

export interface HttpTradeRegisterOptions {
  /** e.g. https://kaupparekisteri.example.fi/api/v1 (decision 0045, README 'Trade register'). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set; never logged. */
  token?: string;
  /** The longest wait for an answer, body included. */
  timeoutMs: number;
  logger: FastifyBaseLogger;
}

/** GET {base}/housing-companies/{businessId} → 200 with this body, or 404 (decision 0045). */
export const housingCompanyEntrySchema = z.object({
  businessId: z.string(),
  name: z.string(),
  manager: z.object({ businessId: z.string().min(1), name: z.string().nullish() }).nullable(),
});

const isTimeout = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * The utility's trade-register service over HTTP. A slow, failing or nonsensical answer is 503
 * TRADE_REGISTER_UNAVAILABLE for the user and one log line naming the reason (never the id).
 */
export function createHttpTradeRegister(options: HttpTradeRegisterOptions): TradeRegister {
  const { token, timeoutMs, logger } = options;
  const base = options.baseUrl.replace(/\/+$/, '');

  function unavailable(reason: string) {
    logger.error({ tradeRegister: { reason } }, 'trade register failed');
    return serviceUnavailable({
      code: 'TRADE_REGISTER_UNAVAILABLE',
      message: messages.tradeRegisterUnavailable,
    });
  }

  async function fetchEntry(businessId: string): Promise<{ status: number; text: string }> {
    try {
      const response = await fetch(`${base}/housing-companies/${encodeURIComponent(businessId)}`, {
        headers: {
          accept: 'application/json',
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        // A redirect would carry the token elsewhere; the configured URL is the final one.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw unavailable(
        isTimeout(error) ? `no answer within ${timeoutMs} ms` : 'connection failed',
      );
    }
  }

  return {
    async managerOf(businessId): Promise<ManagerEntry> {
      const { status, text } = await fetchEntry(businessId);
      if (status === 404) return { kind: 'none' };
      if (status !== 200) throw unavailable(`answered ${status}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw unavailable('answered something other than JSON');
      }
      const parsed = housingCompanyEntrySchema.safeParse(body);
      if (!parsed.success || parsed.data.businessId !== businessId) {
        throw unavailable('answered an unexpected shape');
      }
      const { manager } = parsed.data;
      if (!manager) return { kind: 'none' };
      return {
        kind: 'manager',
        officeBusinessId: manager.businessId,
        officeName: manager.name ?? null,
      };
    },
  };
}
