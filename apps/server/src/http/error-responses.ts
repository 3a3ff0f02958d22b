import { apiErrorSchema } from '@energiaportaali/domain';

/** The error answers of a logged-in call: bad input, no session, not allowed. */
export const sessionCallErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
} as const;

/** The error answers of a read that names a resource: bad query, no session, not theirs, none. */
export const resourceReadErrors = { ...sessionCallErrors, 404: apiErrorSchema } as const;
