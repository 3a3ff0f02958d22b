import { homeLinkFor, isHeaderWaterLinkShown, menuItemsFor, paths } from '@energiaportaali/domain';
import { Link, useLocation } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { fullName, useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { Logo } from './logo';
import { Menu } from './menu';

/** Logo, the user's name (not on home), the water-reading link and the burger menu; inverted on home. */
export function Header() {
  const texts = useTexts();
  const config = usePortalConfig();
  const { user } = useSession();
  const onHome = useLocation().pathname === paths.home;
  const role = user?.role ?? null;
  const items = menuItemsFor(role, {
    services: config.services,
    managerGuideHref: config.documents.managerGuide,
    origin: window.location.origin,
  });

  return (
    <header className={onHome ? 'header header--inverted' : 'header'}>
      <div className="container header__inner">
        <Link className="header__logo" to={homeLinkFor(role)}>
          <Logo brandName={config.brandName} />
        </Link>
        <div className="header__meta">
          {user && !onHome && <span className="header__user">{fullName(user)}</span>}
          {isHeaderWaterLinkShown(role, config.services) && (
            <Link className="header__water" to={paths.waterReading}>
              {texts.menu.waterReading}
            </Link>
          )}
        </div>
        <Menu items={items} />
      </div>
    </header>
  );
}
