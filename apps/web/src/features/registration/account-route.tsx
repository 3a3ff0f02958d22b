import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PasswordReset } from '../../components/password-reset';
import { useTexts } from '../../texts';

/** /tunnus?token=T: the person already has an account; a new password for it. */
export function Component() {
  const texts = useTexts();
  const token = useSearchParams()[0].get('token');
  return (
    <div className="container page">
      {token ? (
        <PasswordReset token={token} />
      ) : (
        <>
          <h1>{texts.password.title}</h1>
          <FormAlert>{texts.password.invalidToken}</FormAlert>
        </>
      )}
    </div>
  );
}
