import { officeStaffMessages, type ManagerRecord } from '@energiaportaali/domain';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../api/client';
import { useAssignHousingCompanies } from '../../api/office-staff';
import { FormAlert } from '../../components/form-alert';
import '../../components/form.css';
import type { HousingCompany } from '../../lib/session';
import { useTexts, type Texts } from '../../texts';
import { ModalDialog } from '../../components/modal-dialog';
import { fullName, housesOf } from './manager-record';

function failureText(error: Error, texts: Texts['propertyManager']['assignHouses']): string {
  if (!(error instanceof ApiRequestError)) return texts.failed;
  const { failure } = error;
  if (failure.reason === 'network') return texts.networkError;
  return failure.status === 403 ? officeStaffMessages.userNotFound : texts.failed;
}

/**
 * The office's housing companies as checkboxes, ticked for those the manager handles now;
 * saving replaces the manager's list with the ticked ones.
 */
export function AssignHousesDialog({
  manager,
  officeHouses,
  onSaved,
  onClose,
}: {
  manager: ManagerRecord;
  /** The office's housing companies (the super user's own list). */
  officeHouses: readonly HousingCompany[];
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const texts = useTexts().propertyManager.assignHouses;
  const assign = useAssignHousingCompanies();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(housesOf(manager).map((house) => String(house.id))),
  );

  function handleToggle(id: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  function handleSave(event: FormEvent) {
    event.preventDefault();
    // Only the office's houses are offered, so only they are sent, in the office's order.
    const customerIds = officeHouses
      .filter((house) => chosen.has(house.id))
      .map((house) => Number(house.id));
    assign.mutate(
      { email: manager.remUser.email, customerIds },
      { onSuccess: () => onSaved(fullName(manager)) },
    );
  }

  return (
    <ModalDialog title={texts.title(fullName(manager))} onClose={onClose}>
      <form className="form" noValidate onSubmit={handleSave}>
        {officeHouses.length === 0 ? (
          <p>{texts.noOfficeHouses}</p>
        ) : (
          <fieldset className="house-choices">
            <legend className="field__label">{texts.legend}</legend>
            {officeHouses.map((house) => (
              <label key={house.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen.has(house.id)}
                  onChange={(event) => handleToggle(house.id, event.target.checked)}
                />
                <span>{house.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        {assign.isError && <FormAlert>{failureText(assign.error, texts)}</FormAlert>}
        <div className="form__actions">
          {officeHouses.length > 0 && (
            <button type="submit" className="button button--primary" disabled={assign.isPending}>
              {assign.isPending ? texts.saving : texts.save}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
