import type { ApiResult } from '../../api/client';
import type { Texts } from '../../texts';

/** What a failed alert call tells the user: the server's Finnish message when it gave one. */
export function failureText(result: ApiResult<unknown> | undefined, texts: Texts['alerts']) {
  if (result?.ok !== false) return texts.saveFailed;
  if (result.reason === 'network') return texts.networkError;
  return result.error?.message ?? texts.saveFailed;
}

/** A threshold as typed: a Finnish decimal comma is fine; null when it is no number. */
export function parseThreshold(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (normalized === '' || !/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}
