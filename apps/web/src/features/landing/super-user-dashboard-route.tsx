import { useTexts } from '../../texts';
import { AddHousingCompany } from './add-housing-company';
import { HousingCompanyList } from './relationship-lists';
import { RequireRole } from './require-role';

/** /paakayttaja/dashboard for now: the housing companies of the office. */
export function Component() {
  const texts = useTexts();
  return (
    <RequireRole roles={['remCompany']}>
      {(user) => (
        <div className="container page">
          <h1>{texts.landing.superUserTitle}</h1>
          <HousingCompanyList companies={user.housingCompanies ?? []} />
          <AddHousingCompany />
        </div>
      )}
    </RequireRole>
  );
}
