import { paths } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { useTexts } from '../../texts';
import { CustomerList } from './relationship-lists';
import { RequireRole } from './require-role';

/** /yritys/yleisnakyma: 'Hallintapaneeli' with the user's companies and the way to their invoices. */
export function Component() {
  const texts = useTexts();
  return (
    <RequireRole roles={['companyUser', 'companyManager']}>
      {(user) => (
        <div className="container page">
          <h1>{texts.landing.companyTitle}</h1>
          <nav className="landing-views" aria-label={texts.landing.companyViews}>
            <Link className="button button--secondary" to={paths.companyBilling}>
              {texts.landing.invoices}
            </Link>
          </nav>
          <p>{texts.landing.companyIntro}</p>
          <CustomerList companies={user.companies ?? []} idLabel={texts.landing.businessId} />
        </div>
      )}
    </RequireRole>
  );
}
