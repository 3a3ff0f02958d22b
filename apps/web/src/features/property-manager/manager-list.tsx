import { officeStaffMessages, type ManagerRecord } from '@energiaportaali/domain';
import { useId, useState } from 'react';
import { ApiRequestError, endsTheSession } from '../../api/client';
import { useOfficeManagersQuery, useRemoveManager } from '../../api/office-staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import type { HousingCompany } from '../../lib/session';
import { useTexts } from '../../texts';
import { AssignHousesDialog } from './assign-houses-dialog';
import { fullName, housesOf } from './manager-record';

function removalFailureText(error: Error): string {
  const status = error instanceof ApiRequestError ? error.failure.status : null;
  return status === 403 ? officeStaffMessages.userNotFound : officeStaffMessages.removeFailed;
}

/** 'Poistetaanko isännöitsijä?' before the removal. */
function ConfirmRemoval({
  manager,
  onRemoved,
  onClose,
}: {
  manager: ManagerRecord;
  onRemoved: (name: string) => void;
  onClose: () => void;
}) {
  const texts = useTexts().propertyManager.superUser;
  const remove = useRemoveManager();
  return (
    <ConfirmDialog
      title={texts.confirmTitle}
      confirmLabel={texts.confirm}
      busyLabel={texts.removing}
      cancelLabel={texts.cancel}
      busy={remove.isPending}
      error={remove.isError ? removalFailureText(remove.error) : null}
      onConfirm={() =>
        remove.mutate(manager.remUser.email, { onSuccess: () => onRemoved(fullName(manager)) })
      }
      onClose={onClose}
    >
      <p>{texts.confirmText(fullName(manager), manager.remUser.email)}</p>
    </ConfirmDialog>
  );
}

function ManagerCard({
  manager,
  officeHouses,
  onRemove,
  onHousesSaved,
}: {
  manager: ManagerRecord;
  officeHouses: readonly HousingCompany[];
  onRemove: (manager: ManagerRecord) => void;
  onHousesSaved: (name: string) => void;
}) {
  const texts = useTexts().propertyManager.superUser;
  const housesId = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const houses = housesOf(manager);
  return (
    <li className="entity-card manager-card">
      <h2>{fullName(manager)}</h2>
      <p>{manager.remUser.email}</p>
      <div className="manager-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={open ? housesId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? texts.hideHouses : texts.showHouses(houses.length)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={texts.editHousesLabel(fullName(manager))}
          onClick={() => setEditing(true)}
        >
          {texts.editHouses}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={texts.removeLabel(fullName(manager))}
          onClick={() => onRemove(manager)}
        >
          {texts.remove}
        </button>
      </div>
      {open &&
        (houses.length === 0 ? (
          <p id={housesId}>{texts.noHouses}</p>
        ) : (
          <ul id={housesId} className="manager-card__houses">
            {houses.map((house) => (
              <li key={house.id}>{house.name}</li>
            ))}
          </ul>
        ))}
      {editing && (
        <AssignHousesDialog
          manager={manager}
          officeHouses={officeHouses}
          onClose={() => setEditing(false)}
          onSaved={(name) => {
            setEditing(false);
            // The new list in view, so the change shows where it was made.
            setOpen(true);
            onHousesSaved(name);
          }}
        />
      )}
    </li>
  );
}

/**
 * 'Isännöitsijät': the office's managers, each with their housing companies, the choice of those
 * houses and a removal.
 */
export function ManagerList({
  officeHouses,
  onRemoved,
  onHousesSaved,
}: {
  officeHouses: readonly HousingCompany[];
  onRemoved: (name: string) => void;
  onHousesSaved: (name: string) => void;
}) {
  const texts = useTexts().propertyManager.superUser;
  const query = useOfficeManagersQuery();
  const [removing, setRemoving] = useState<ManagerRecord | null>(null);

  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError) {
    return (
      <LoadFailure
        message={officeStaffMessages.loadFailed}
        loggingOut={endsTheSession(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) return <p>{officeStaffMessages.noManagers}</p>;
  return (
    <>
      <ul className="entity-list">
        {query.data.map((manager) => (
          <ManagerCard
            key={manager.remUser.email}
            manager={manager}
            officeHouses={officeHouses}
            onRemove={setRemoving}
            onHousesSaved={onHousesSaved}
          />
        ))}
      </ul>
      {removing && (
        <ConfirmRemoval
          manager={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(name) => {
            setRemoving(null);
            onRemoved(name);
          }}
        />
      )}
    </>
  );
}
