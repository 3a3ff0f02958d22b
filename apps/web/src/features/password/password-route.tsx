import { useEffect } from 'react';
import { passwordResetPaths } from '@energiaportaali/domain';
import { Link, useSearchParams } from 'react-router';
import { PasswordReset } from '../../components/password-reset';
import { StrongIdentification } from '../../components/strong-identification';
import { clearAuthStateCookie } from '../../lib/identity-paths';
import { useTexts } from '../../texts';

/** /palauta: strong identification first; with its token, the new-password form. */
export function Component() {
  const texts = useTexts();
  const token = useSearchParams()[0].get('token');

  useEffect(() => clearAuthStateCookie(), []);

  return (
    <div className="container page">
      {token ? (
        <PasswordReset token={token} />
      ) : (
        <>
          <h1>{texts.password.startTitle}</h1>
          <p>{texts.password.startIntro}</p>
          <StrongIdentification flow="cred" />
          <p>
            {texts.passwordReset.otherAccounts}{' '}
            <Link to={passwordResetPaths.request}>{texts.passwordReset.otherAccountsLink}</Link>
          </p>
        </>
      )}
    </div>
  );
}
