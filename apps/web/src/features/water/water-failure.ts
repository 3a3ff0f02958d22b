import { waterErrorCodes } from '@energiaportaali/domain';
import type { ApiFailure } from '../../api/client';
import type { Texts } from '../../texts';

export type WaterFailure =
  /** The reading was stored, only the copy failed: the user must not send it again. */
  | { kind: 'stored-without-copy'; text: string }
  /** The captcha was refused: a new solution is needed. */
  | { kind: 'captcha'; text: string }
  | { kind: 'failed'; text: string };

/** What the form says after a failed submission (spec 01 §8 'Water reading'). */
export function waterFailureOf(failure: ApiFailure, texts: Texts): WaterFailure {
  const errors = texts.water.errors;
  if (failure.reason === 'network') return { kind: 'failed', text: errors.network };
  const code = failure.error?.error;
  if (failure.status === 502 && code === waterErrorCodes.emailFailed) {
    return { kind: 'stored-without-copy', text: errors.emailFailed };
  }
  if (failure.status === 502 && code === waterErrorCodes.saveFailed) {
    return { kind: 'failed', text: errors.saveFailed };
  }
  if (failure.status === 404 || failure.status === 500) {
    return { kind: 'failed', text: errors.notFoundOrServer };
  }
  if (failure.status === 400 && code === 'CAPTCHA_FAILED') {
    return { kind: 'captcha', text: texts.water.captchaFailed };
  }
  return { kind: 'failed', text: errors.other };
}
