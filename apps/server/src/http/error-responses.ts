import { apiErrorSchema } from '@energiaportaali/domain';

/** The error answers of a read that names a resource: bad query, no session, not theirs, none. */
export const resourceReadErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
