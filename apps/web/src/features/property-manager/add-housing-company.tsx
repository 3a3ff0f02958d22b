import {
  housingCompanyMessages,
  type AddClientAnswer,
  type HousingLookupAnswer,
} from '@energiaportaali/domain';
import { useId, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../api/client';
import { lookUpHousingCompany, useAddHousingCompany } from '../../api/housing-companies';
import { FormAlert } from '../../components/form-alert';
import '../../components/form.css';
import { TextField } from '../../components/text-field';
import { useTexts } from '../../texts';

type Found = HousingLookupAnswer[number]['customer'];
type Lookup =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'none' }
  | { state: 'failed' }
  | { state: 'found'; customer: Found };

type Outcome = { name: string; status: AddClientAnswer['status'] };

// The PRH and "another office" refusals and a trade register that did not answer (503) explain
// themselves; anything else is the spec's text.
function addFailureText(error: Error): string {
  const failure = error instanceof ApiRequestError ? error.failure : null;
  const explained =
    failure?.error && (failure.status === 403 || failure.status === 409 || failure.status === 503);
  if (explained) return failure.error!.message;
  if (failure?.status === 404) return housingCompanyMessages.noResults;
  return housingCompanyMessages.refreshFailed;
}

function AddForm({ onAdded }: { onAdded: (outcome: Outcome) => void }) {
  const texts = useTexts().propertyManager.addHousing;
  const declarationId = useId();
  const [businessId, setBusinessId] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [accepted, setAccepted] = useState(false);
  const [acceptMissing, setAcceptMissing] = useState(false);
  const add = useAddHousingCompany();

  async function handleSearch(event: FormEvent) {
    event.preventDefault();
    const id = businessId.trim();
    add.reset();
    setAccepted(false);
    setAcceptMissing(false);
    if (id === '') {
      setLookup({ state: 'none' });
      return;
    }
    setLookup({ state: 'searching' });
    const result = await lookUpHousingCompany(id);
    if (result.ok) {
      const [first] = result.data;
      setLookup(first ? { state: 'found', customer: first.customer } : { state: 'none' });
    } else {
      // 400 and 404 mean the same to the user as an empty answer (spec 02 §8).
      const unknown = result.status === 400 || result.status === 404;
      setLookup({ state: unknown ? 'none' : 'failed' });
    }
  }

  function handleSave(customer: Found) {
    if (!accepted) {
      setAcceptMissing(true);
      return;
    }
    add.mutate(
      { clientId: customer.official },
      { onSuccess: (answer) => onAdded({ name: customer.name, status: answer.status }) },
    );
  }

  return (
    <div className="add-housing__body">
      <form
        className="add-housing__search"
        noValidate
        onSubmit={(event) => void handleSearch(event)}
      >
        <TextField
          label={texts.businessId}
          hint={texts.businessIdHint}
          value={businessId}
          onChange={(event) => setBusinessId(event.target.value)}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={lookup.state === 'searching'}
        >
          {lookup.state === 'searching' ? texts.searching : texts.search}
        </button>
      </form>
      <div aria-live="polite">
        {lookup.state === 'none' && <p>{housingCompanyMessages.noResults}</p>}
        {lookup.state === 'failed' && <FormAlert>{texts.searchFailed}</FormAlert>}
        {lookup.state === 'found' && (
          <div className="add-housing__result">
            <p className="add-housing__found">
              <strong>{lookup.customer.name}</strong> {lookup.customer.official}
            </p>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={accepted}
                aria-describedby={acceptMissing ? declarationId : undefined}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  if (event.target.checked) setAcceptMissing(false);
                }}
              />
              <span>{texts.declaration}</span>
            </label>
            {acceptMissing && (
              <p id={declarationId} className="form-alert" role="alert">
                {housingCompanyMessages.acceptRequired}
              </p>
            )}
            {add.isError && <FormAlert>{addFailureText(add.error)}</FormAlert>}
            <div>
              <button
                type="button"
                className="button button--primary"
                disabled={add.isPending}
                onClick={() => handleSave(lookup.customer)}
              >
                {add.isPending ? texts.saving : texts.save}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * 'Lisää asunto-osakeyhtiö': find a housing company by business id, declare to represent it and
 * save; the list above refreshes (spec 02 §4 'Add housing company'). When no trade register can
 * tell, the save is a request to customer service, and the user is told so (decision 0045).
 */
export function AddHousingCompany() {
  const texts = useTexts().propertyManager.addHousing;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<Outcome | null>(null);
  // A new form (empty search) each time the panel opens.
  const [formKey, setFormKey] = useState(0);

  function handleToggle() {
    if (!open) {
      setAdded(null);
      setFormKey((key) => key + 1);
    }
    setOpen(!open);
  }

  return (
    <section className="add-housing">
      <p role="status" className="add-housing__added">
        {added &&
          (added.status === 'requested' ? texts.requested(added.name) : texts.added(added.name))}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={handleToggle}
      >
        {open ? texts.close : texts.open}
      </button>
      {open && (
        <div id={panelId}>
          <AddForm
            key={formKey}
            onAdded={(outcome) => {
              setAdded(outcome);
              setOpen(false);
            }}
          />
        </div>
      )}
    </section>
  );
}
