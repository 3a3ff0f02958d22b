import { LinkButton } from '../../components/link-button';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';

/** The property managers' entry page: 'Astu sisään' starts the rem login. */
export function Component() {
  const texts = useTexts();
  return (
    <div className="container page">
      <h1>{texts.welcome.title}</h1>
      <p>{texts.welcome.body}</p>
      <LinkButton href={identityPaths.managerLogin}>{texts.welcome.enter}</LinkButton>
    </div>
  );
}
