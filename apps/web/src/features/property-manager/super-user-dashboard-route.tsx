import { officeStaffMessages } from '@energiaportaali/domain';
import { useState } from 'react';
import { FibreAdvert } from '../../components/fibre-advert';
import type { SessionUser } from '../../lib/session';
import { useTexts } from '../../texts';
import { AddHousingCompany } from './add-housing-company';
import { DashboardTabs } from '../../components/dashboard-tabs';
import { ManagerList } from './manager-list';
import { HousingCompanyList } from './housing-company-list';
import { RequireRole } from '../../lib/require-role';

type TabId = 'managers' | 'houses';

function SuperUserDashboard({ user }: { user: SessionUser }) {
  const texts = useTexts().propertyManager;
  // The managers' tab first (spec 02 §4); switching to the houses clears the banner.
  const [tab, setTab] = useState<TabId>('managers');
  const [banner, setBanner] = useState<string | null>(null);

  function handleChoose(next: TabId) {
    if (next === 'houses') setBanner(null);
    setTab(next);
  }

  return (
    <div className="container page">
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
          <ManagerList onRemoved={(name) => setBanner(officeStaffMessages.removed(name))} />
        ) : (
          <>
            <HousingCompanyList companies={user.housingCompanies ?? []} />
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
