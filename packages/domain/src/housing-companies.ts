import { z } from 'zod';

// Finding a housing company among the utility's customers and attaching it to the manager's
// office (spec 02 §3 'Housing company lookup result', 'Add client', §4, §5 'Housing lookup', §7
// GET /remcompany/customership/{businessId} and POST /remcompany/addClient, §8).

/** The lookup form's and the list's texts the spec gives. */
export const housingCompanyMessages = {
  noResults: 'Ei hakutuloksia',
  acceptRequired: 'Hyväksy ehdot ennen tallentamista',
  refreshFailed: 'Virhe asuntoyhtiölistaa virkistäessä',
} as const;

/** The error code of a housing company whose trade-register representative is another office. */
export const registryMismatchCode = 'PRH_ERROR';

/** Path of GET /api/remcompany/customership/{businessId}; the id is trimmed. */
export const housingLookupParamsSchema = z
  .object({ businessId: z.string().trim().min(1).max(20) })
  .strict();

/** A housing company as the lookup names it: business id (`official`) and name. */
export const housingCustomerSchema = z.object({ official: z.string(), name: z.string() });

/** The lookup's answer: the customers with that business id (none or one). */
export const housingLookupAnswerSchema = z.array(z.object({ customer: housingCustomerSchema }));
export type HousingLookupAnswer = z.infer<typeof housingLookupAnswerSchema>;

/** POST /api/remcompany/addClient: the housing company's business id. */
export const addClientRequestSchema = z
  .object({ clientId: z.string().trim().min(1).max(20) })
  .strict();
export type AddClientRequest = z.input<typeof addClientRequestSchema>;

/**
 * The answer of POST /api/remcompany/addClient: 200 'attached' (the housing company is on the
 * office's list now) or 202 'requested' (no register could tell, so the back office decides;
 * decision 0045).
 */
export const addClientAnswerSchema = z.object({
  customer: housingCustomerSchema,
  status: z.enum(['attached', 'requested']),
});
export type AddClientAnswer = z.infer<typeof addClientAnswerSchema>;
