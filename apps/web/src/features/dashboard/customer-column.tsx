import { useId } from 'react';
import { Link } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { FibreAdvert } from '../../components/fibre-advert';
import { HtmlBlock } from '../../components/html-block';
import '../../components/html-box.css';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { customerLinks, infoBoxTemplate } from './customer-links';

/** 'Asiakkuuteni': link boxes, the configured info box and the fibre advertisement. */
export function CustomerColumn() {
  const texts = useTexts().dashboard;
  const config = usePortalConfig();
  const headingId = useId();
  const { user } = useSession();
  const fibreTypes = (user?.fibreAvailable ?? []).map((fibre) => fibre.type);
  const infoBox = config.templates[infoBoxTemplate];
  return (
    <section className="dashboard__column" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.customerHeading}</h2>
      <nav aria-label={texts.links.label}>
        <ul className="link-boxes">
          {customerLinks(config).map((link) => (
            <li key={link.id}>
              <Link className="link-box" to={link.href}>
                {texts.links[link.id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {infoBox !== undefined && <HtmlBlock className="html-box" html={infoBox} />}
      <FibreAdvert availableTypes={fibreTypes} />
    </section>
  );
}
