import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarYearOf,
  consumerInvoicesAnswerSchema,
  consumerInvoicesQuerySchema,
  productTypesAnswerSchema,
} from '@energiaportaali/domain';
import { sessionCallErrors } from '../../http/error-responses';
import type { RouteContext } from '../../http/route-context';
import { invoicesOf, productTypesOf } from './service';

const errors = sessionCallErrors;

/**
 * GET /api/product_types and GET /api/invoices?productType&mp&year — the consumer's invoices by
 * product (spec 02 §7). Consumers only (companies have their invoice table); the metering point is
 * checked by the access module.
 */
export const consumerInvoiceRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { database, portalConfig, clock },
) => {
  app.get(
    '/product_types',
    {
      config: { auth: ['consumer'] },
      schema: {
        querystring: z.object({}).strict(),
        response: { 200: productTypesAnswerSchema, ...errors },
      },
    },
    async (request) => productTypesOf(database.db, request.user),
  );

  app.get(
    '/invoices',
    {
      config: { auth: ['consumer'] },
      schema: {
        querystring: consumerInvoicesQuerySchema,
        response: { 200: consumerInvoicesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const currentYear = calendarYearOf(clock.now(), portalConfig.timeZone);
      return invoicesOf(database.db, request.user, request.query, currentYear);
    },
  );
};
