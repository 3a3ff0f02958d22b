import { Link, useSearchParams } from 'react-router';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';

/**
 * /rekisteroidy/virhe?error=…&flow=reg|cred: the identification broker's failure; the button
 * starts the flow again.
 */
export function Component() {
  const texts = useTexts();
  const [searchParams] = useSearchParams();
  const cancelled = searchParams.get('error') === 'access_denied';
  const passwordFlow = searchParams.get('flow') === 'cred';
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
