import { personsPage, type CompanyPerson } from '@energiaportaali/domain';
import { useId, useState } from 'react';
import { endsTheSession } from '../../api/client';
import { useCompanyPersonsQuery } from '../../api/company-users';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';

const fullName = (person: CompanyPerson) => `${person.firstName} ${person.lastName}`;

function PersonCard({ person }: { person: CompanyPerson }) {
  const texts = useTexts().company.persons;
  const companiesId = useId();
  const [open, setOpen] = useState(false);
  if (person.role === 'admin') {
    // A company's main user is shown by name only, with no actions (spec 02 §2).
    return (
      <li className="entity-card">
        <h2>{texts.admin(fullName(person))}</h2>
        <p>{person.email}</p>
      </li>
    );
  }
  return (
    <li className="entity-card">
      <h2>{fullName(person)}</h2>
      <p>{person.email}</p>
      <div className="manager-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={open ? companiesId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? texts.hideCompanies : texts.showCompanies(person.companies.length)}
        </button>
      </div>
      {open && (
        <ul id={companiesId} className="manager-card__houses">
          {person.companies.map((company) => (
            <li key={company.businessId}>
              {company.companyName} ({company.businessId})
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** 'Henkilöt': the persons of the manager's companies, five cards a page. */
export function PersonList() {
  const texts = useTexts().company.persons;
  const query = useCompanyPersonsQuery();
  const [page, setPage] = useState(1);

  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError) {
    return (
      <LoadFailure
        message={texts.loadFailed}
        loggingOut={endsTheSession(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <p>{texts.none}</p>;
  const { items, pages } = personsPage(query.data, page);
  const current = Math.min(page, pages);
  return (
    <>
      <ul className="entity-list">
        {items.map((person) => (
          <PersonCard key={person.email} person={person} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="pagination" aria-label={texts.pagination}>
          <button
            type="button"
            className="button button--secondary"
            disabled={current === 1}
            onClick={() => setPage(current - 1)}
          >
            {texts.previous}
          </button>
          <span aria-live="polite">{texts.pageOf(current, pages)}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={current === pages}
            onClick={() => setPage(current + 1)}
          >
            {texts.next}
          </button>
        </nav>
      )}
    </>
  );
}
