import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { tupasFormFields } from '@energiaportaali/domain';
import { useBanksQuery, type Bank } from '../api/banks';
import { ApiRequestError } from '../api/client';
import { fetchIdentificationLink, type IdentificationFlow } from '../api/identification-link';
import { useTexts } from '../texts';
import { FormAlert } from './form-alert';
import { Spinner } from './spinner';
import './form.css';
import './strong-identification.css';

function BankForm({ bank }: { bank: Bank }) {
  return (
    <form method="post" action={bank.bankAuthUrl}>
      {tupasFormFields.map(([name, field]) => (
        <input key={name} type="hidden" name={name} value={bank[field]} />
      ))}
      <button type="submit" className="bank-button">
        {bank.imgPath && <img src={bank.imgPath} alt="" />}
        <span>{bank.name}</span>
      </button>
    </form>
  );
}

function BankList({ flow }: { flow: IdentificationFlow }) {
  const texts = useTexts();
  const banks = useBanksQuery(flow);
  return (
    <section aria-labelledby="banks-heading">
      <h2 id="banks-heading">{texts.identification.banksHeading}</h2>
      {banks.isPending && <Spinner label={texts.identification.banksLoading} />}
      {banks.isError && (
        <FormAlert>
          {banks.error instanceof ApiRequestError && banks.error.failure.reason === 'network'
            ? texts.identification.banksNetworkError
            : texts.identification.banksError}
        </FormAlert>
      )}
      {banks.data && (
        <ul className="banks">
          {banks.data.map((bank) => (
            <li key={bank.identifier}>
              <BankForm bank={bank} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VatuButton({ flow }: { flow: IdentificationFlow }) {
  const texts = useTexts();
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');

  async function handleClick() {
    setState('busy');
    const result = await fetchIdentificationLink(flow, String(Date.now()));
    if (result.ok) window.location.assign(result.data);
    else setState('error');
  }

  return (
    <div className="form__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={state === 'busy'}
        onClick={() => void handleClick()}
      >
        {state === 'busy' ? texts.identification.vatuRedirecting : texts.identification.vatuButton}
      </button>
      {state === 'error' && (
        <FormAlert>
          {flow === 'reg'
            ? texts.identification.registrationLinkFailed
            : texts.identification.passwordLinkFailed}
        </FormAlert>
      )}
    </div>
  );
}

/**
 * Strong identification: the broker button and the 'Valitse pankkisi' list. A return with
 * ?error=cancel|reject shows 'Tunnistautuminen keskeytyi' and a link for a new attempt instead.
 */
export function StrongIdentification({ flow }: { flow: IdentificationFlow }) {
  const texts = useTexts();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const error = searchParams.get('error');

  if (error === 'cancel' || error === 'reject') {
    return (
      <div className="identification">
        <FormAlert>
          <h2>{texts.identification.interrupted}</h2>
          <p>{texts.identification.interruptedBody}</p>
        </FormAlert>
        <p>
          <Link to={pathname}>{texts.identification.newAttempt}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="identification">
      <p>{texts.identification.intro}</p>
      <VatuButton flow={flow} />
      <BankList flow={flow} />
    </div>
  );
}
