import { ApiRequestError } from '../../api/client';
import { usePortalConfig } from '../../api/configuration';
import { useRopoInvoicesQuery } from '../../api/ropo';
import { FormAlert } from '../../components/form-alert';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { InvoiceBrowser } from './invoice-browser';
import { SupportNote } from './support-note';
import './billing.css';

// 401 and 403 end the session (the API client logs out); anything else may be retried.
function endsSession(error: Error): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.failure.status === 401 || error.failure.status === 403)
  );
}

function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const texts = useTexts();
  if (endsSession(error)) return <FormAlert>{texts.billing.unauthorized}</FormAlert>;
  return (
    <div className="billing__failure">
      <FormAlert>{texts.billing.loadFailed}</FormAlert>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {texts.common.retry}
      </button>
    </div>
  );
}

/** The page: the tke support note, then the invoices once loaded. */
export function BillingPage() {
  const texts = useTexts().billing;
  const { theme, timeZone, templates } = usePortalConfig();
  const query = useRopoInvoicesQuery();

  let body;
  if (query.isPending) body = <Spinner label={texts.loading} />;
  else if (query.isError) {
    body = <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  } else body = <InvoiceBrowser answer={query.data} timeZone={timeZone} />;

  return (
    <div className="container page billing">
      <h1>{texts.title}</h1>
      {theme === 'tke' && <SupportNote template={templates['laskutustuki.html']} />}
      {body}
    </div>
  );
}
