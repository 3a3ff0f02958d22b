import { z } from 'zod';
import { listQuerySchema, pageOf, requestStatuses } from './backoffice';

// The back office's housing-company requests (decision 0045): a manager's 'Lisää
// asunto-osakeyhtiö' that no trade register could check waits here for approval or rejection.

/** GET /api/backoffice/housing-requests?status= (+ list query). */
export const housingRequestListQuerySchema = z.intersection(
  listQuerySchema,
  z.object({ status: z.enum(requestStatuses).optional() }),
);

const instant = z.string().describe('ISO 8601 instant');

export const housingRequestSchema = z.object({
  id: z.number().int(),
  housingCompany: z.object({ name: z.string(), businessId: z.string() }),
  office: z.object({ name: z.string(), businessId: z.string() }),
  /** The manager who asked; null when their account is gone. */
  requestedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  status: z.enum(requestStatuses),
  createdAt: instant,
  handledAt: instant.nullable(),
  handledBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type HousingRequest = z.infer<typeof housingRequestSchema>;
export const housingRequestPageSchema = pageOf(housingRequestSchema);

/** The error codes of a decision: the housing company went to another office meanwhile. */
export const housingRequestErrorCodes = { taken: 'HOUSING_COMPANY_TAKEN' } as const;
