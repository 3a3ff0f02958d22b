import type { Customership } from '@energiaportaali/domain';
import { ApiRequestError, endsTheSession } from '../../api/client';
import { useCustomershipQuery } from '../../api/contact';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { useTexts, type Texts } from '../../texts';
import './contact.css';

/** The spec 02 §8 text of a failed customership call. */
export function customershipErrorText(error: unknown, texts: Texts['selfService']['contact']) {
  if (!(error instanceof ApiRequestError)) return texts.customershipFailed;
  const { failure } = error;
  if (failure.reason === 'network') return texts.customershipNetworkError;
  // 401 and 403 end the session in the API client; the spec names the 401 text.
  if (endsTheSession(error)) return texts.customershipUnauthorized;
  if ([404, 500, 502].includes(failure.status)) return texts.customershipServerError;
  return texts.customershipFailed;
}

function Details({ customership }: { customership: Customership }) {
  const texts = useTexts().selfService.contact;
  return (
    <dl className="customership__details">
      <dt>{texts.customerNumbers}</dt>
      <dd>{customership.customerIdentifier.join(', ')}</dd>
      <dt>{texts.name}</dt>
      <dd>{customership.name}</dd>
      <dt>{texts.email}</dt>
      <dd>{customership.email ?? texts.noEmail}</dd>
    </dl>
  );
}

/** The consumer's current customer details, shown above the change form. */
export function CustomershipSummary() {
  const texts = useTexts().selfService.contact;
  // Electricity is always among the services (spec 01 §1), so every consumer has it.
  const customership = useCustomershipQuery('electricity');
  return (
    <section className="customership" aria-labelledby="customership-heading">
      <h2 id="customership-heading">{texts.customershipHeading}</h2>
      {customership.isPending && <Spinner label={texts.customershipLoading} />}
      {customership.isError && (
        <FormAlert>{customershipErrorText(customership.error, texts)}</FormAlert>
      )}
      {customership.isSuccess && <Details customership={customership.data} />}
    </section>
  );
}
