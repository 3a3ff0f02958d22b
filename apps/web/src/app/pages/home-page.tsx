import { companyRegistrationPath, isCorporateLinkShown, paths } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { LinkButton } from '../../components/link-button';
import { identityPaths } from '../../lib/identity-paths';
import { useTexts } from '../../texts';
import './home-page.css';

/**
 * Welcome text and the login entry links of consumers, companies and property managers; the
 * corporate one, and the way to ask for business credentials, are hidden for rvk and kenve.
 */
export function HomePage() {
  const texts = useTexts();
  const { theme } = usePortalConfig();

  return (
    <div className="home">
      <div className="container home__inner">
        <h1>{texts.home.title}</h1>
        <p className="home__welcome">{texts.home.welcome}</p>
        <section aria-labelledby="home-entry">
          <h2 id="home-entry">{texts.home.entryHeading}</h2>
          <ul className="home__entries">
            <li>
              <LinkButton href={paths.consumerLogin} variant="inverse">
                {texts.home.consumers}
              </LinkButton>
            </li>
            {isCorporateLinkShown(theme) && (
              <li>
                <LinkButton href={paths.companyLogin} variant="inverse">
                  {texts.home.corporate}
                </LinkButton>
              </li>
            )}
            <li>
              <LinkButton href={identityPaths.managerLogin} variant="inverse">
                {texts.home.managers}
              </LinkButton>
            </li>
          </ul>
          {isCorporateLinkShown(theme) && (
            <p className="home__request">
              <Link to={companyRegistrationPath}>{texts.companyRegistration.entryLink}</Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
