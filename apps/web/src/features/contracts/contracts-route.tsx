import { calendarDayInZone } from '@energiaportaali/domain';
import { usePortalConfig } from '../../api/configuration';
import { Spinner } from '../../components/spinner';
import { RoleGuard } from '../../lib/role-guard';
import { useTexts } from '../../texts';
import { ContractList } from './contract-list';
import { CustomerDetails } from './customer-details';
import { LoadError } from './load-error';
import { useContractsQuery } from '../../api/contracts';
import './contracts.css';

function ContractsPage() {
  const texts = useTexts();
  const { timeZone } = usePortalConfig();
  const query = useContractsQuery();
  return (
    <div className="container page contracts">
      <h1>{texts.contracts.title}</h1>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <CustomerDetails customer={query.data} />
          <ContractList
            contracts={query.data.contracts}
            today={calendarDayInZone(new Date(), timeZone)}
          />
        </>
      )}
    </div>
  );
}

/** /sopimukset 'Käyttöpaikan tiedot': the consumer's customer details and contracts. */
export function Component() {
  return (
    <RoleGuard roles={['consumer']}>
      <ContractsPage />
    </RoleGuard>
  );
}
