import type { FieldError } from 'react-hook-form';

/** Every message of a field (forms validate with criteriaMode 'all'), without repeats. */
export function fieldErrors(error: FieldError | undefined): string[] {
  if (!error) return [];
  const messages = Object.values(error.types ?? {})
    .flat()
    .filter((value): value is string => typeof value === 'string');
  if (messages.length === 0 && error.message) messages.push(error.message);
  return [...new Set(messages)];
}
