import { Link } from 'react-router';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';

/** /isannointi/rekisteroidy/tiedot: the invited e-mail already has an account; /palauta changes its password. */
export function Component() {
  const texts = useTexts().invitation.managerCompanyExists;
  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <p>{texts.body}</p>
      <div className="form__actions">
        <Link className="button button--primary" to={identityPaths.passwordChange}>
          {texts.changePassword}
        </Link>
        <a className="button button--secondary" href={identityPaths.managerLogin}>
          {texts.login}
        </a>
      </div>
    </div>
  );
}
