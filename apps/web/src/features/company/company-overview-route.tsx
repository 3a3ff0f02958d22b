import { paths } from '@energiaportaali/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../lib/session';
import { useTexts } from '../../texts';
import { DashboardTabs } from '../../components/dashboard-tabs';
import { PersonList } from './person-list';
import { CustomerList } from './company-list';
import { RequireRole } from '../../lib/require-role';

type View = 'companies' | 'persons';

function CompanyOverview({ user }: { user: SessionUser }) {
  const texts = useTexts().company;
  const [view, setView] = useState<View>('companies');
  const companies = (
    <>
      <p>{texts.intro}</p>
      <CustomerList companies={user.companies ?? []} idLabel={texts.businessId} />
    </>
  );
  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <nav className="view-switch" aria-label={texts.views}>
        <Link className="button button--secondary" to={paths.companyBilling}>
          {texts.invoices}
        </Link>
      </nav>
      {user.role === 'companyManager' ? (
        // 'Henkilöt' is the company manager's only (spec 02 §6).
        <DashboardTabs
          label={texts.views}
          tabs={[
            { id: 'companies', label: texts.companiesTab },
            { id: 'persons', label: texts.persons.tab },
          ]}
          chosen={view}
          onChoose={setView}
        >
          {view === 'companies' ? companies : <PersonList />}
        </DashboardTabs>
      ) : (
        companies
      )}
    </div>
  );
}

/** /yritys/yleisnakyma: 'Hallintapaneeli' with the companies, their persons and invoices. */
export function Component() {
  return (
    <RequireRole roles={['companyUser', 'companyManager']}>
      {(user) => <CompanyOverview user={user} />}
    </RequireRole>
  );
}
