import { useTexts } from '../../texts';
import { CustomerList } from './relationship-lists';
import { RequireRole } from './require-role';

/** /yritys/yleisnakyma for now: 'Hallintapaneeli' with the user's companies. */
export function Component() {
  const texts = useTexts();
  return (
    <RequireRole roles={['companyUser', 'companyManager']}>
      {(user) => (
        <div className="container page">
          <h1>{texts.landing.companyTitle}</h1>
          <p>{texts.landing.companyIntro}</p>
          <CustomerList companies={user.companies ?? []} idLabel={texts.landing.businessId} />
        </div>
      )}
    </RequireRole>
  );
}
