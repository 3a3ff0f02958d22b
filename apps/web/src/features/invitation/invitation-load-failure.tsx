import type { ReactNode } from 'react';
import { ApiRequestError } from '../../api/client';
import { FormAlert } from '../../components/form-alert';
import { useTexts } from '../../texts';

/**
 * The invitation's details did not load: a link the server does not know (404) shows
 * `invalidLink`; any other failure its reason under `title`, with 'Yritä uudestaan'.
 */
export function InvitationLoadFailure({
  title,
  error,
  invalidLink,
  onRetry,
}: {
  title: string;
  error: Error;
  invalidLink: ReactNode;
  onRetry: () => void;
}) {
  const texts = useTexts();
  const failure = error instanceof ApiRequestError ? error.failure : null;
  if (failure?.status === 404) return invalidLink;
  return (
    <>
      <h1>{title}</h1>
      <FormAlert>
        {failure?.reason === 'network'
          ? texts.invitation.networkError
          : texts.invitation.loadFailed}
      </FormAlert>
      <p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {texts.common.retry}
        </button>
      </p>
    </>
  );
}
