import { officeStaffMessages, type ManagerRecord } from '@energiaportaali/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError, endsTheSession } from '../../api/client';
import { useOfficeManagersQuery, useRemoveManager } from '../../api/office-staff';
import { FormAlert } from '../../components/form-alert';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';

const fullName = ({ remUser }: ManagerRecord) => `${remUser.firstName} ${remUser.lastName}`;

function removalFailureText(error: Error): string {
  const status = error instanceof ApiRequestError ? error.failure.status : null;
  return status === 403 ? officeStaffMessages.userNotFound : officeStaffMessages.removeFailed;
}

/** 'Poistetaanko isännöitsijä?': a modal dialog (focus stays inside, Escape cancels). */
function ConfirmRemoval({
  manager,
  onRemoved,
  onClose,
}: {
  manager: ManagerRecord;
  onRemoved: (name: string) => void;
  onClose: () => void;
}) {
  const texts = useTexts().landing.superUser;
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useRemoveManager();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // A destructive question starts on its harmless answer.
    cancelRef.current?.focus();
    return () => dialog?.close();
  }, []);

  function handleConfirm() {
    remove.mutate(manager.remUser.email, { onSuccess: () => onRemoved(fullName(manager)) });
  }

  return (
    <dialog ref={dialogRef} className="confirm-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{texts.confirmTitle}</h2>
      <p>{texts.confirmText(fullName(manager), manager.remUser.email)}</p>
      {remove.isError && <FormAlert>{removalFailureText(remove.error)}</FormAlert>}
      <div className="confirm-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={remove.isPending}
          onClick={handleConfirm}
        >
          {remove.isPending ? texts.removing : texts.confirm}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onClose}
        >
          {texts.cancel}
        </button>
      </div>
    </dialog>
  );
}

function ManagerCard({
  manager,
  onRemove,
}: {
  manager: ManagerRecord;
  onRemove: (manager: ManagerRecord) => void;
}) {
  const texts = useTexts().landing.superUser;
  const housesId = useId();
  const [open, setOpen] = useState(false);
  const houses = manager.clients.flatMap((client) =>
    client.customerships.map(({ customer }) => customer),
  );
  return (
    <li className="landing-card manager-card">
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
  const texts = useTexts().landing.superUser;
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
      <ul className="landing-list">
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
