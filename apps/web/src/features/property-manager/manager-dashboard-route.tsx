import { useTexts } from '../../texts';
import { AddHousingCompany } from './add-housing-company';
import { HousingCompanyList } from './housing-company-list';
import { RequireRole } from '../../lib/require-role';

/** /isannointi/dashboard for now: the housing companies the manager represents. */
export function Component() {
  const texts = useTexts();
  return (
    <RequireRole roles={['remUser']}>
      {(user) => (
        <div className="container page">
          <h1>{texts.propertyManager.managerTitle}</h1>
          <HousingCompanyList companies={user.housingCompanies ?? []} />
          <AddHousingCompany />
        </div>
      )}
    </RequireRole>
  );
}
