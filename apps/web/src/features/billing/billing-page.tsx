import { endsTheSession } from '../../api/client';
import { usePortalConfig } from '../../api/configuration';
import { useBillingInvoicesQuery } from '../../api/billing';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { InvoiceBrowser } from './invoice-browser';
import { SupportNote } from './support-note';
import './billing.css';

/** The invoices' load failure: `failedText` with a retry, or the logout text of a 401 or 403. */
export function BillingLoadFailure({
  error,
  failedText,
  onRetry,
}: {
  error: Error;
  failedText: string;
  onRetry: () => void;
}) {
  const texts = useTexts().billing;
  const loggingOut = endsTheSession(error);
  return (
    <LoadFailure
      message={loggingOut ? texts.unauthorized : failedText}
      loggingOut={loggingOut}
      onRetry={onRetry}
    />
  );
}

/** The page: the tke support note, then the invoices once loaded. */
export function BillingPage() {
  const texts = useTexts().billing;
  const { theme, timeZone, templates } = usePortalConfig();
  const query = useBillingInvoicesQuery();

  let body;
  if (query.isPending) body = <Spinner label={texts.loading} />;
  else if (query.isError) {
    body = (
      <BillingLoadFailure
        error={query.error}
        failedText={texts.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  } else body = <InvoiceBrowser answer={query.data} timeZone={timeZone} />;

  return (
    <div className="container page billing">
      <h1>{texts.title}</h1>
      {theme === 'tke' && <SupportNote template={templates['laskutustuki.html']} />}
      {body}
    </div>
  );
}
