import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  companyInvoicesAnswerSchema,
  invoicePdfParamsSchema,
  postponeInvoiceParamsSchema,
  billingInvoiceSchema,
  billingInvoicesAnswerSchema,
} from '@energiaportaali/domain';
import { createBillingStore } from '../../adapters/billing';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { companyInvoicesOf, invoicePdfOf, invoicesOf, postponeInvoice } from './service';

// 503: an external billing service is away, slow or answering nonsense.
const errors = { ...sessionCallErrors, 503: apiErrorSchema } as const;

/**
 * The billing-system invoice tables (spec 02 §7): GET /api/ropo/invoices (consumer),
 * GET /api/ropo/companyInvoices (company roles), GET /api/ropo/pdf/{number}
 * (base64 text) and PATCH /api/ropo/postponeInvoiceDuedate/{invoiceId}/{newDate}.
 */
export const billingRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, portalConfig, env, clock },
) => {
  const context = {
    db: database.db,
    billing: createBillingStore({ db: database.db, portalConfig, env, logger: app.log }),
  };

  app.get(
    '/ropo/invoices',
    {
      config: { auth: ['consumer'] },
      schema: {
        querystring: z.object({}).strict(),
        response: { 200: billingInvoicesAnswerSchema, ...errors },
      },
    },
    async (request) => invoicesOf(context, request.user),
  );

  app.get(
    '/ropo/companyInvoices',
    {
      config: { auth: ['companyUser', 'companyManager'] },
      schema: {
        querystring: z.object({}).strict(),
        response: { 200: companyInvoicesAnswerSchema, ...errors },
      },
    },
    async (request) => companyInvoicesOf(context, request.user),
  );

  app.get(
    '/ropo/pdf/:invoiceNumber',
    {
      config: { auth: 'user' },
      schema: {
        params: invoicePdfParamsSchema,
        querystring: z.object({}).strict(),
        // 200 is base64 text, sent as text/plain (not serialised as JSON).
        response: { 200: z.string(), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pdf = await invoicePdfOf(context, request.user, request.params.invoiceNumber);
      return reply.type('text/plain; charset=utf-8').send(pdf.toString('base64'));
    },
  );

  app.patch(
    '/ropo/postponeInvoiceDuedate/:invoiceId/:newDate',
    {
      config: { auth: 'user' },
      schema: {
        params: postponeInvoiceParamsSchema,
        querystring: z.object({}).strict(),
        response: { 200: billingInvoiceSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      return postponeInvoice(context, request.user, request.params, {
        timeZone: portalConfig.timeZone,
        now: clock.now(),
      });
    },
  );
};
