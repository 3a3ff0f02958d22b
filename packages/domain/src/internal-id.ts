import { z } from 'zod';

/** The largest PostgreSQL `integer`: no serial id goes beyond it, and a bigger one makes the query fail. */
export const maxInternalId = 2_147_483_647;

/** An internal (serial) id in a JSON body. */
export const internalIdSchema = z.number().int().min(1).max(maxInternalId);

/** An internal id written in a path or a query: digits only, within the database's range. */
export const internalIdTextSchema = (message?: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= maxInternalId, message);

/** A list of internal ids in a JSON body, at most `max` of them. */
export const internalIdListSchema = (max: number) => z.array(internalIdSchema).max(max);
