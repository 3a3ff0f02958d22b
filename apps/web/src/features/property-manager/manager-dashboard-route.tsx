import { useId, useState } from 'react';
import { RequireRole } from '../../lib/require-role';
import type { SessionUser } from '../../lib/session';
import { useTexts } from '../../texts';
import { AddHousingCompany } from './add-housing-company';
import { HousingCompanyList } from './housing-company-list';
import { OfficeStaff } from './office-staff';

function ManagerDashboard({ user }: { user: SessionUser }) {
  const texts = useTexts().propertyManager;
  const houses = user.housingCompanies ?? [];
  const [banner, setBanner] = useState<string | null>(null);
  const staffHeadingId = useId();
  // Only the office's main user adds and removes staff (spec 02 §6, decision 0021).
  const managesStaff = user.role === 'remCompany';
  return (
    <div className="container page">
      <h1>{texts.managerTitle}</h1>
      {managesStaff && (
        <p role="status" className="dashboard-banner">
          {banner}
        </p>
      )}
      <HousingCompanyList companies={houses} />
      <AddHousingCompany />
      {managesStaff && (
        <section className="office-staff-section" aria-labelledby={staffHeadingId}>
          <h2 id={staffHeadingId}>{texts.staffSection}</h2>
          <OfficeStaff officeHouses={houses} onBanner={setBanner} />
        </section>
      )}
    </div>
  );
}

/**
 * /isannointi/dashboard, 'Edustamani asunto-osakeyhtiöt': the manager's housing companies with
 * their points' year by month, and the attaching of a new one; for the office's main user also
 * the staff.
 */
export function Component() {
  return (
    <RequireRole roles={['remUser', 'remCompany']}>
      {(user) => <ManagerDashboard user={user} />}
    </RequireRole>
  );
}
