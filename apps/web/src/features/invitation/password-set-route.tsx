import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { useTexts } from '../../texts';
import { loginPathOf } from './login-path';

/**
 * /isannointi/rekisteroidy/success?kirjaudu=… (operators: /uusisalasana/valmis): the invited person's password is set; the link
 * leads to the login of their kind of account (company persons, managers, operators).
 */
export function Component() {
  const texts = useTexts().invitation.passwordSet;
  const [searchParams] = useSearchParams();
  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <p role="status">{texts.body}</p>
      <LinkButton href={loginPathOf(searchParams)}>{texts.login}</LinkButton>
    </div>
  );
}
