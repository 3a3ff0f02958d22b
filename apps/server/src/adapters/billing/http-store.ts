import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  billingInvoiceSchema,
  billingInvoicesAnswerSchema,
  type BillingInvoice,
} from '@energiaportaali/domain';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { AppError, conflict, serviceUnavailable } from '../../errors';
import { messages } from '../../messages';
import type { BillingCustomer, BillingStore, CustomerInvoices } from './billing-store';

export interface HttpBillingOptions {
  /** The service's base URL, e.g. https://laskutus.example.fi/api/v1 (README 'Billing service'). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set; never logged. */
  token?: string;
  /** The longest wait for one attempt, answer body included. */
  timeoutMs: number;
  /** Further attempts of a GET after a timeout, a network error or a 5xx; a POST is never repeated. */
  retries: number;
  /** The first pause before a retry; each further one doubles it. */
  backoffMs?: number;
  /** The portal's database: the audit rows of postponements. */
  db: Db;
  logger: FastifyBaseLogger;
}

/** Why one call to the billing service failed, in words that name no data and no secret. */
class CallFailure extends Error {
  override readonly name = 'CallFailure';

  constructor(
    readonly reason: string,
    readonly retryable: boolean,
  ) {
    super(reason);
  }
}

interface Call {
  method: 'GET' | 'POST';
  /** Path below the base URL, its parts already encoded. */
  path: string;
  /** What the log names: the path's pattern, without invoice or customer numbers. */
  label: string;
  query?: URLSearchParams;
  body?: unknown;
}

interface Answer {
  status: number;
  body: Buffer;
}

const isTimeout = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

function failureOf(error: unknown, timeoutMs: number): CallFailure {
  if (error instanceof CallFailure) return error;
  if (isTimeout(error)) return new CallFailure(`no answer within ${timeoutMs} ms`, true);
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new CallFailure(`connection failed${code}`, true);
}

// 5xx and 429 may pass; any other unexpected status is the service's answer to a bad request or
// bad credentials, and asking again changes nothing.
const statusFailure = (status: number) =>
  new CallFailure(`answered ${status}`, status >= 500 || status === 429);

/** The issues' paths and codes only: the values are billing data. */
function shapeFailure(error: z.ZodError): CallFailure {
  const issues = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.code}`);
  return new CallFailure(`answered an unexpected shape: ${issues.join(', ')}`, false);
}

function parseJson<T>(answer: Answer, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new CallFailure('answered something other than JSON', false);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw shapeFailure(parsed.error);
  return parsed.data;
}

const byDueDateLatestFirst = (a: BillingInvoice, b: BillingInvoice) =>
  a.duedate === b.duedate ? b.id - a.id : a.duedate < b.duedate ? 1 : -1;

/**
 * The billing system as an external HTTP service speaking the portal's small JSON protocol
 * (README 'Billing service'). Whatever goes wrong there — no answer in time, a 5xx, bad
 * credentials, nonsense — reaches the user as 503 BILLING_UNAVAILABLE and the log as one line
 * per attempt naming the call and the reason.
 */
export function createHttpBillingStore(options: HttpBillingOptions): BillingStore {
  const { token, timeoutMs, retries, backoffMs = 200, db, logger } = options;
  const base = options.baseUrl.replace(/\/+$/, '');

  const headers = (call: Call) => ({
    accept: call.path.endsWith('/pdf') ? 'application/pdf' : 'application/json',
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  });

  async function once(call: Call): Promise<Answer> {
    const query = call.query && call.query.size > 0 ? `?${call.query}` : '';
    const response = await fetch(`${base}${call.path}${query}`, {
      method: call.method,
      headers: headers(call),
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      // A redirect would carry the token elsewhere; the configured URL is the final one.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  }

  /** 503 for the user, after the log has the reason. */
  function unavailable(call: Call, failure: CallFailure, attempt: number): AppError {
    logger.error(
      {
        billing: {
          call: `${call.method} ${call.label}`,
          attempts: attempt,
          reason: failure.reason,
        },
      },
      'billing service failed',
    );
    return serviceUnavailable({
      code: 'BILLING_UNAVAILABLE',
      message: messages.billingUnavailable,
    });
  }

  /**
   * Calls the service; `read` turns an answer into the result or throws a CallFailure. A GET is
   * tried again after a retryable failure; a POST once only, since it changes something.
   */
  async function send<T>(call: Call, read: (answer: Answer) => T): Promise<T> {
    const attempts = call.method === 'GET' ? retries + 1 : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return read(await once(call));
      } catch (error) {
        if (error instanceof AppError) throw error;
        const failure = failureOf(error, timeoutMs);
        if (!failure.retryable || attempt >= attempts) throw unavailable(call, failure, attempt);
        logger.warn(
          { billing: { call: `${call.method} ${call.label}`, attempt, reason: failure.reason } },
          'billing service call failed; trying again',
        );
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  async function invoicesOf(customers: readonly BillingCustomer[]): Promise<CustomerInvoices> {
    const numbers = new Set(customers.flatMap((customer) => customer.customerNumbers));
    if (numbers.size === 0) return { invoices: [], companyParams: [] };
    const query = new URLSearchParams(
      [...numbers].map((number): [string, string] => ['customer', number]),
    );
    const call: Call = { method: 'GET', path: '/invoices', label: '/invoices', query };
    return send(call, (answer) => {
      if (answer.status !== 200) throw statusFailure(answer.status);
      const { invoices, companyParams } = parseJson(answer, billingInvoicesAnswerSchema);
      // Another customer's invoice must never reach the user, whatever the service sends.
      if (invoices.some((invoice) => !numbers.has(invoice.customer_number))) {
        throw new CallFailure('answered invoices of customers not asked for', false);
      }
      return { invoices: invoices.sort(byDueDateLatestFirst), companyParams };
    });
  }

  const invoicePath = (invoiceNumber: string) => `/invoices/${encodeURIComponent(invoiceNumber)}`;

  return {
    invoicesOf,

    async invoiceOf(customers, invoiceNumber) {
      const { invoices } = await invoicesOf(customers);
      return invoices.find((invoice) => invoice.invoice_number === invoiceNumber) ?? null;
    },

    invoicePdf(invoiceNumber) {
      const call: Call = {
        method: 'GET',
        path: `${invoicePath(invoiceNumber)}/pdf`,
        label: '/invoices/{number}/pdf',
      };
      return send(call, (answer) => {
        if (answer.status === 404) return null;
        if (answer.status !== 200) throw statusFailure(answer.status);
        if (answer.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
          throw new CallFailure('answered something other than a PDF', false);
        }
        return answer.body;
      });
    },

    // The rule runs on the invoice as the service has it now; the service itself must refuse a
    // second move of the same due date (409), since two portal processes may ask at once.
    async postpone(customers, invoiceId, decide) {
      const { invoices, companyParams } = await invoicesOf(customers);
      const invoice = invoices.find((candidate) => candidate.id === invoiceId);
      if (!invoice) return null;
      const { dueDate, audit } = decide(invoice, companyParams);
      const call: Call = {
        method: 'POST',
        path: `${invoicePath(invoice.invoice_number)}/postpone`,
        label: '/invoices/{number}/postpone',
        body: { dueDate },
      };
      const updated = await send(call, (answer) => {
        if (answer.status === 404) return null;
        if (answer.status === 409) {
          throw conflict({
            code: 'POSTPONEMENT_REFUSED',
            message: messages.postponementNotAccepted,
          });
        }
        if (answer.status !== 200) throw statusFailure(answer.status);
        const moved = parseJson(answer, billingInvoiceSchema);
        if (moved.invoice_number !== invoice.invoice_number || moved.duedate !== dueDate) {
          throw new CallFailure('answered another invoice or due date', false);
        }
        return moved;
      });
      if (updated) await insertAuditEntry(db, audit);
      return updated;
    },
  };
}
