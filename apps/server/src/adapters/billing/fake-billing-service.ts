// Test helper: an external billing service on loopback that speaks the protocol of README
// 'Billing service' and can be told to answer slowly, with 500 or with nonsense.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CompanyParam, BillingInvoice } from '@energiaportaali/domain';

/**
 * How the fake answers: properly, after `slowMs`, with 500, with broken JSON, with a wrong shape,
 * or (a POST) with 409 as if another portal process had moved the due date first.
 */
export type FakeMode = 'ok' | 'slow' | 'error' | 'garbage' | 'wrongShape' | 'refuse';

export interface FakeRequest {
  method: string;
  path: string;
  customers: string[];
  authorization: string | undefined;
  body: unknown;
}

export interface FakeBillingService {
  /** Base URL to put in BILLING_URL. */
  url: string;
  requests: FakeRequest[];
  invoices: BillingInvoice[];
  companyParams: CompanyParam[];
  /** How GETs are answered; `postMode` how the postponement POST is. */
  mode: FakeMode;
  postMode: FakeMode;
  slowMs: number;
  /** Lists every invoice whatever customers were asked for (a broken service). */
  ignoresCustomers: boolean;
  close(): Promise<void>;
}

export const fakePdf = Buffer.from('%PDF-1.4\n% laskutuspalvelun lasku\n%%EOF\n', 'latin1');

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** Starts the fake on a free loopback port under the path /laskutus/v1. */
export async function startFakeBillingService(
  invoices: BillingInvoice[],
  companyParams: CompanyParam[],
): Promise<FakeBillingService> {
  const fake: Omit<FakeBillingService, 'url' | 'close'> = {
    requests: [],
    invoices,
    companyParams,
    mode: 'ok',
    postMode: 'ok',
    slowMs: 1000,
    ignoresCustomers: false,
  };

  function answer(mode: FakeMode, request: FakeRequest): [number, string | Buffer] {
    if (mode === 'error') return [500, '{"error":"internal"}'];
    if (mode === 'garbage') return [200, '{"invoices": [ {"id": 1,'];
    if (mode === 'wrongShape') return [200, JSON.stringify({ laskut: [], invoices: 'none' })];
    if (mode === 'refuse') return [409, '{"error":"already postponed"}'];
    return route(request);
  }

  function route(request: FakeRequest): [number, string | Buffer] {
    const pdf = /^\/laskutus\/v1\/invoices\/([^/]+)\/pdf$/.exec(request.path);
    const postpone = /^\/laskutus\/v1\/invoices\/([^/]+)\/postpone$/.exec(request.path);
    const byNumber = (number: string) =>
      fake.invoices.find((invoice) => invoice.invoice_number === decodeURIComponent(number));
    if (request.method === 'GET' && request.path === '/laskutus/v1/invoices') {
      const invoices = fake.invoices.filter(
        (i) => fake.ignoresCustomers || request.customers.includes(i.customer_number),
      );
      return [200, JSON.stringify({ invoices, companyParams: fake.companyParams })];
    }
    if (request.method === 'GET' && pdf) return byNumber(pdf[1]!) ? [200, fakePdf] : [404, ''];
    if (request.method === 'POST' && postpone) {
      const invoice = byNumber(postpone[1]!);
      if (!invoice) return [404, ''];
      if (invoice.duedate_changed) return [409, '{"error":"already postponed"}'];
      const { dueDate } = request.body as { dueDate: string };
      Object.assign(invoice, { duedate: dueDate, duedate_changed: true });
      return [200, JSON.stringify(invoice)];
    }
    return [404, ''];
  }

  const server: Server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://fake');
    const request: FakeRequest = {
      method: incoming.method ?? '',
      path: url.pathname,
      customers: url.searchParams.getAll('customer'),
      authorization: incoming.headers.authorization,
      body: await readBody(incoming),
    };
    fake.requests.push(request);
    const mode = request.method === 'POST' ? fake.postMode : fake.mode;
    let gone = false;
    response.on('close', () => (gone = true));
    if (mode === 'slow') await sleep(fake.slowMs);
    // A client that gave up changes nothing.
    if (gone) return;
    const [status, body] = answer(mode, request);
    response.statusCode = status;
    response.setHeader(
      'content-type',
      Buffer.isBuffer(body) ? 'application/pdf' : 'application/json',
    );
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/laskutus/v1/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
