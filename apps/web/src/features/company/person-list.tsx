import {
  cardPage,
  invitationErrorCodes,
  type CompanyPerson,
  type UserCompany,
} from '@energiaportaali/domain';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError, endsTheSession } from '../../api/client';
import { useCompanyPersonsQuery, useDeleteCompanyPerson } from '../../api/company-users';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import { useTexts, type Texts } from '../../texts';
import { CardPager } from './card-pager';
import type { PersonModalMode } from './person-modal';

// The person form (react-hook-form) comes with the first 'Lisää henkilö' or 'Muokkaa'.
const PersonModal = lazy(async () => ({ default: (await import('./person-modal')).PersonModal }));

const fullName = (person: CompanyPerson) => `${person.firstName} ${person.lastName}`;

function removalFailureText(error: Error, texts: Texts['company']): string {
  const failure = error instanceof ApiRequestError ? error.failure : null;
  const notFound =
    failure?.status === 404 || failure?.error?.error === invitationErrorCodes.userNotFound;
  return notFound ? texts.personForm.userNotFound : texts.persons.removeFailed;
}

/** 'Poistetaanko henkilö?' before the removal. */
function ConfirmRemoval({
  person,
  onRemoved,
  onClose,
}: {
  person: CompanyPerson;
  onRemoved: (message: string) => void;
  onClose: () => void;
}) {
  const texts = useTexts().company;
  const remove = useDeleteCompanyPerson();
  return (
    <ConfirmDialog
      title={texts.persons.confirmTitle}
      confirmLabel={texts.persons.confirm}
      busyLabel={texts.persons.removing}
      cancelLabel={texts.persons.cancel}
      busy={remove.isPending}
      error={remove.isError ? removalFailureText(remove.error, texts) : null}
      onConfirm={() =>
        remove.mutate(
          { email: person.email },
          { onSuccess: () => onRemoved(texts.persons.removed(fullName(person))) },
        )
      }
      onClose={onClose}
    >
      <p>{texts.persons.confirmText(fullName(person), person.email)}</p>
    </ConfirmDialog>
  );
}

function PersonCard({
  person,
  onEdit,
  onRemove,
}: {
  person: CompanyPerson;
  onEdit: (person: CompanyPerson) => void;
  onRemove: (person: CompanyPerson) => void;
}) {
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
        <button
          type="button"
          className="button button--secondary"
          aria-label={texts.editLabel(fullName(person))}
          onClick={() => onEdit(person)}
        >
          {texts.edit}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={texts.removeLabel(fullName(person))}
          onClick={() => onRemove(person)}
        >
          {texts.remove}
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

/**
 * 'Henkilöt': the persons of the manager's companies, five cards a page, with adding, editing
 * and removing (spec 02 §2, §6). `onChanged` gets the banner text of a change.
 */
export function PersonList({
  companies,
  onChanged,
}: {
  /** The manager's own companies: those a person can be given. */
  companies: readonly UserCompany[];
  onChanged: (message: string) => void;
}) {
  const texts = useTexts().company;
  const query = useCompanyPersonsQuery();
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<PersonModalMode | null>(null);
  const [removing, setRemoving] = useState<CompanyPerson | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // The removed person's card (where focus was) is gone: focus goes on to 'Lisää henkilö'.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) addRef.current?.focus();
  }, [removals]);

  if (query.isPending) return <Spinner label={texts.persons.loading} />;
  if (query.isError) {
    return (
      <LoadFailure
        message={texts.persons.loadFailed}
        loggingOut={endsTheSession(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const shown = cardPage(query.data, page);
  return (
    <>
      <div className="person-list__actions">
        <button
          ref={addRef}
          type="button"
          className="button button--primary"
          onClick={() => setModal({ kind: 'add' })}
        >
          {texts.persons.add}
        </button>
      </div>
      {query.data.length === 0 ? (
        <p>{texts.persons.none}</p>
      ) : (
        <ul className="entity-list">
          {shown.items.map((person) => (
            <PersonCard
              key={person.email}
              person={person}
              onEdit={(chosen) => setModal({ kind: 'edit', person: chosen })}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      <CardPager
        label={texts.pagination.persons}
        page={shown.page}
        pages={shown.pages}
        onChoose={setPage}
      />
      {modal && (
        <Suspense fallback={<Spinner />}>
          <PersonModal
            mode={modal}
            companies={companies}
            onClose={() => setModal(null)}
            onSaved={(message) => {
              setModal(null);
              onChanged(message);
            }}
          />
        </Suspense>
      )}
      {removing && (
        <ConfirmRemoval
          person={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(message) => {
            setRemoving(null);
            setRemovals((count) => count + 1);
            onChanged(message);
          }}
        />
      )}
    </>
  );
}
