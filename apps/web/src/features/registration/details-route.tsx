import { paths } from '@energiaportaali/domain';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/client';
import { useUserEmailQuery } from '../../api/user-email';
import { FormAlert } from '../../components/form-alert';
import { emailErrorText } from '../../components/password-reset';
import { Spinner } from '../../components/spinner';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';
import { RegistrationForm } from './registration-form';
import { areTermsAccepted } from '../../lib/terms-storage';

function ExistingAccount({ token, username }: { token: string; username: string }) {
  const texts = useTexts();
  return (
    <section aria-labelledby="exists-heading">
      <h1 id="exists-heading">{texts.registration.existsTitle}</h1>
      <p>
        {texts.registration.existsBody} <strong>{username}</strong>
      </p>
      <div className="form__actions">
        <Link
          className="button button--primary"
          to={`${identityPaths.existingAccount}?token=${encodeURIComponent(token)}`}
        >
          {texts.registration.existsChangePassword}
        </Link>
        <a className="button button--secondary" href={paths.consumerLogin}>
          {texts.registration.existsLogin}
        </a>
      </div>
    </section>
  );
}

function Details({ token }: { token: string }) {
  const texts = useTexts();
  const email = useUserEmailQuery(token);
  if (email.isPending) return <Spinner />;
  if (email.isSuccess) return <ExistingAccount token={token} username={email.data} />;
  const failure = email.error instanceof ApiRequestError ? email.error.failure : null;
  if (failure?.status === 404) return <RegistrationForm token={token} />;
  return (
    <>
      <h1>{texts.registration.formTitle}</h1>
      <FormAlert>{emailErrorText(email.error, texts)}</FormAlert>
      <p>
        <Link to={identityPaths.registrationStart}>{texts.identification.newAttempt}</Link>
      </p>
    </>
  );
}

/**
 * /rekisteroidy/tiedot?token=T: after accepting the terms, either the person's existing
 * username or the registration form.
 */
export function Component() {
  const texts = useTexts();
  const location = useLocation();
  const token = useSearchParams()[0].get('token');

  if (!areTermsAccepted()) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={identityPaths.terms} state={{ from }} replace />;
  }
  return (
    <div className="container page">
      {token ? (
        <Details token={token} />
      ) : (
        <>
          <h1>{texts.registration.formTitle}</h1>
          <FormAlert>{texts.registration.missingToken}</FormAlert>
        </>
      )}
    </div>
  );
}
