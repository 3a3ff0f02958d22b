import { paths } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { usePortalConfig } from '../../api/configuration';
import { useCompanyInvoicesQuery } from '../../api/billing';
import { Spinner } from '../../components/spinner';
import { RoleGuard } from '../../lib/role-guard';
import { useTexts } from '../../texts';
import { BillingLoadFailure } from './billing-page';
import { CompanyInvoiceBrowser } from './company-invoice-browser';
import './billing.css';

function CompanyBillingPage() {
  const texts = useTexts();
  const { timeZone } = usePortalConfig();
  const query = useCompanyInvoicesQuery();

  let body;
  if (query.isPending) body = <Spinner label={texts.billing.loading} />;
  else if (query.isError) {
    body = (
      <BillingLoadFailure
        error={query.error}
        failedText={texts.billing.company.companyLoadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  } else body = <CompanyInvoiceBrowser answer={query.data} timeZone={timeZone} />;

  return (
    <div className="container page billing">
      <p className="billing__back">
        <Link to={paths.companyOverview}>{texts.common.back}</Link>
      </p>
      <h1>{texts.billing.title}</h1>
      {body}
    </div>
  );
}

/** /yritys/laskutustiedot: the invoices of the user's companies, with PDFs (spec 02 §2). */
export function Component() {
  return (
    <RoleGuard roles={['companyUser', 'companyManager']}>
      <CompanyBillingPage />
    </RoleGuard>
  );
}
