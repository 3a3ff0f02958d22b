import { LinkButton } from '../../components/link-button';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';

/** /isannoitsija/rekisteroidy/success: the office and its main user exist; the main user logs in next. */
export function Component() {
  const texts = useTexts().invitation.managerCompanySuccess;
  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <p role="status">{texts.body}</p>
      <LinkButton href={identityPaths.managerLogin}>{texts.login}</LinkButton>
    </div>
  );
}
