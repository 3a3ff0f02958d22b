import { invitationErrorCodes } from '@energiaportaali/domain';
import type { ApiFailure } from '../../api/client';
import type { Texts } from '../../texts';

/** What a refused registration request means for the registration as a whole. */
export type Refusal = 'invalid-link' | 'email-in-use';

/** The refusals that end the form: a link no longer valid, an e-mail that has an account. */
export function refusalOf(failure: ApiFailure): Refusal | null {
  if (failure.reason !== 'http') return null;
  if (failure.status === 404) return 'invalid-link';
  if (failure.error?.error === invitationErrorCodes.emailInUse) return 'email-in-use';
  return null;
}

/** The form-level message of any other failure: the server's own Finnish message if it sent one. */
export function failureText(failure: ApiFailure, texts: Texts): string {
  if (failure.reason === 'network') return texts.invitation.networkError;
  if (failure.reason === 'http' && failure.error) return failure.error.message;
  return texts.invitation.managerCompany.failed;
}
