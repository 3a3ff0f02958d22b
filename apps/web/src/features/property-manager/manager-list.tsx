import { officeStaffMessages, type ManagerRecord } from '@energiaportaali/domain';
import { useId, useState } from 'react';
import { ApiRequestError, endsTheSession } from '../../api/client';
import { useOfficeManagersQuery, useRemoveManager } from '../../api/office-staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';

const fullName = ({ remUser }: ManagerRecord) => `${remUser.firstName} ${remUser.lastName}`;

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
  onRemove,
}: {
  manager: ManagerRecord;
  onRemove: (manager: ManagerRecord) => void;
}) {
  const texts = useTexts().propertyManager.superUser;
  const housesId = useId();
  const [open, setOpen] = useState(false);
  const houses = manager.clients.flatMap((client) =>
    client.customerships.map(({ customer }) => customer),
  );
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
    </li>
  );
}

/** 'Isännöitsijät': the office's managers, each with their housing companies and a removal. */
export function ManagerList({ onRemoved }: { onRemoved: (name: string) => void }) {
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
          <ManagerCard key={manager.remUser.email} manager={manager} onRemove={setRemoving} />
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
