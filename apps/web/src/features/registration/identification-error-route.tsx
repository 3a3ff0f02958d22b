import { Link, useLocation, useSearchParams } from 'react-router';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';

/**
 * /rekisteroidy/virhe?error=…&flow=reg|cred: the identification broker's failure; the button
 * starts the flow again. /tunnus/virhe is the same page for the existing-account pages, whose
 * flow is the password change unless the query says otherwise.
 */
export function Component() {
  const texts = useTexts();
  const [searchParams] = useSearchParams();
  const cancelled = searchParams.get('error') === 'access_denied';
  const { pathname } = useLocation();
  const flow =
    searchParams.get('flow') ?? (pathname === identityPaths.existingAccountError ? 'cred' : 'reg');
  const passwordFlow = flow === 'cred';
  return (
    <div className="container page">
      <h1>{cancelled ? texts.registration.cancelledTitle : texts.registration.failedTitle}</h1>
      <p>{cancelled ? texts.registration.cancelledBody : texts.registration.failedBody}</p>
      <Link
        className="button button--primary"
        to={passwordFlow ? identityPaths.passwordChange : identityPaths.registrationStart}
      >
        {passwordFlow ? texts.registration.changePassword : texts.registration.register}
      </Link>
    </div>
  );
}
