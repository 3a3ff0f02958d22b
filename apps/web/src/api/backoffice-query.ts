/** The filters of a back-office list as the URL's query string; empty values are left out. */
export type ListParams = Readonly<Record<string, string | number | undefined>>;

/** `?a=1&b=x` of the set values (or '' when none), in the given order. */
export function queryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The root of every back-office query key: a change anywhere may refresh any list. */
export const backOfficeKey = ['backoffice'] as const;
