import { useState } from 'react';
import { DashboardTabs } from '../../components/dashboard-tabs';
import { FibreAdvert } from '../../components/fibre-advert';
import { RequireRole } from '../../lib/require-role';
import type { SessionUser } from '../../lib/session';
import { useTexts } from '../../texts';
import { AddHousingCompany } from './add-housing-company';
import { HousingCompanyList } from './housing-company-list';
import { OfficeStaff } from './office-staff';
import './property-manager.css';

type TabId = 'managers' | 'houses';

function SuperUserDashboard({ user }: { user: SessionUser }) {
  const texts = useTexts().propertyManager;
  const officeHouses = user.housingCompanies ?? [];
  // The managers' tab first (spec 02 §4). Each tab's modals live in its panel, so switching
  // tabs closes them; switching to the houses clears the banner.
  const [tab, setTab] = useState<TabId>('managers');
  const [banner, setBanner] = useState<string | null>(null);

  function handleChoose(next: TabId) {
    if (next === 'houses') setBanner(null);
    setTab(next);
  }

  return (
    <div className="container page super-user-dashboard">
      <h1>{texts.superUserTitle}</h1>
      <p role="status" className="dashboard-banner">
        {banner}
      </p>
      <DashboardTabs
        label={texts.superUser.tabsLabel}
        tabs={[
          { id: 'managers', label: texts.superUser.managers },
          { id: 'houses', label: texts.superUser.houses },
        ]}
        chosen={tab}
        onChoose={handleChoose}
      >
        {tab === 'managers' ? (
          <OfficeStaff officeHouses={officeHouses} onBanner={setBanner} />
        ) : (
          <>
            <HousingCompanyList companies={officeHouses} />
            <AddHousingCompany />
          </>
        )}
      </DashboardTabs>
      {/* Managers have no fibre addresses of their own: the general advertisement only. */}
      <FibreAdvert availableTypes={[]} />
    </div>
  );
}

/** /paakayttaja/dashboard: the office's managers and its housing companies, in two tabs. */
export function Component() {
  return (
    <RequireRole roles={['remCompany']}>{(user) => <SuperUserDashboard user={user} />}</RequireRole>
  );
}
