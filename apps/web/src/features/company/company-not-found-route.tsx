import { paths } from '@energiaportaali/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { logout } from '../../api/logout';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';

/**
 * /yritys/rekisteroidy/tiedot: the company login found no company of the user in the register.
 * The session ends here (in this tab and on the server); customer service can help.
 */
export function Component() {
  const texts = useTexts().company.notFound;
  const { customerServiceEmail } = usePortalConfig();
  const { clear } = useSession();
  // Once, also in StrictMode: a second logout would only repeat the first.
  const loggedOut = useRef(false);

  useEffect(() => {
    if (loggedOut.current) return;
    loggedOut.current = true;
    clear();
    void logout();
  }, [clear]);

  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <p>{texts.body}</p>
      <p>
        {texts.contact} <a href={`mailto:${customerServiceEmail}`}>{customerServiceEmail}</a>
      </p>
      <p>
        <Link to={paths.home}>{texts.backHome}</Link>
      </p>
    </div>
  );
}
