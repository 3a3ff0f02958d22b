/**
 * The server's field errors of one part of a request (`user.firstName` → `firstName`) that name
 * a field of the form on screen; the rest the form-level message covers.
 */
export function fieldErrorsOf<F extends string>(
  fields: Record<string, string[]> | undefined,
  prefix: string,
  formFields: readonly F[],
): [F, string][] {
  const found: [F, string][] = [];
  for (const [key, messages] of Object.entries(fields ?? {})) {
    const name = key.startsWith(`${prefix}.`) ? key.slice(prefix.length + 1) : key;
    const field = formFields.find((candidate) => candidate === name);
    if (field) found.push([field, messages.join(' ')]);
  }
  return found;
}
