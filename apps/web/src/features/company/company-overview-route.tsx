import { invitationPaths, paths } from '@energiaportaali/domain';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DashboardTabs, type Tab } from '../../components/dashboard-tabs';
import { RequireRole } from '../../lib/require-role';
import type { SessionUser } from '../../lib/session';
import { useTexts } from '../../texts';
import { CompanyList } from './company-list';
import { PersonList } from './person-list';

type View = 'companies' | 'persons';

function CompanyOverview({ user }: { user: SessionUser }) {
  const texts = useTexts().company;
  const [view, setView] = useState<View>('companies');
  const [banner, setBanner] = useState<string | null>(null);
  const companies = user.companies ?? [];
  // 'Henkilöt' is the company manager's only (spec 02 §6).
  const tabs: Tab<View>[] = [
    { id: 'companies', label: texts.companiesTab },
    ...(user.role === 'companyManager'
      ? [{ id: 'persons' as const, label: texts.persons.tab }]
      : []),
  ];

  function handleChoose(next: View) {
    setBanner(null);
    setView(next);
  }

  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <nav className="view-switch" aria-label={texts.views}>
        <Link className="button button--secondary" to={paths.companyBilling}>
          {texts.invoices}
        </Link>
      </nav>
      <p role="status" className="dashboard-banner">
        {banner}
      </p>
      <DashboardTabs label={texts.views} tabs={tabs} chosen={view} onChoose={handleChoose}>
        {view === 'persons' ? (
          <PersonList companies={companies} onChanged={setBanner} />
        ) : (
          <>
            <p>{texts.intro}</p>
            <CompanyList companies={companies} />
          </>
        )}
      </DashboardTabs>
    </div>
  );
}

/** /yritys/yleisnakyma: 'Hallintapaneeli' with the companies, their persons and invoices. */
export function Component() {
  return (
    <RequireRole roles={['companyUser', 'companyManager']}>
      {(user) =>
        // A login that found no company of the user ends at the register message (spec 02 §2).
        user.companies?.length === 0 ? (
          <Navigate to={invitationPaths.companyNotFound} replace />
        ) : (
          <CompanyOverview user={user} />
        )
      }
    </RequireRole>
  );
}
