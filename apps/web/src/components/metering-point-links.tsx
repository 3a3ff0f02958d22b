import type { Contract } from '@energiaportaali/domain';
import { Link } from 'react-router';
import { endsTheSession } from '../api/client';
import { useContractsQuery } from '../api/contracts';
import { distinctPoints } from '../lib/metering-points';
import { LoadFailure } from './load-failure';
import { Spinner } from './spinner';
import { useTexts } from '../texts';

/**
 * The metering points of a company or housing company, each linking to its consumption page;
 * `pathOf` gives the page, or null for a point the view does not show.
 */
export function MeteringPointLinks({
  businessId,
  customerName,
  pathOf,
}: {
  businessId: string;
  customerName: string;
  pathOf: (contract: Contract) => string | null;
}) {
  const texts = useTexts();
  const query = useContractsQuery(businessId);
  if (query.isPending) return <Spinner label={texts.pointLinks.loading} />;
  if (query.isError) {
    const loggingOut = endsTheSession(query.error);
    return (
      <LoadFailure
        message={loggingOut ? texts.pointLinks.unauthorized : texts.pointLinks.loadFailed}
        loggingOut={loggingOut}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const links = distinctPoints(query.data.contracts).flatMap((contract) => {
    const path = pathOf(contract);
    return path ? [{ contract, path }] : [];
  });
  if (links.length === 0) return <p>{texts.pointLinks.none}</p>;
  return (
    <ul className="point-links" aria-label={texts.pointLinks.label(customerName)}>
      {links.map(({ contract, path }) => (
        <li key={path}>
          <Link to={path}>
            <span className="point-links__product">
              {texts.consumption.products[contract.utility]}
            </span>{' '}
            {contract.address}, {contract.zip} {contract.city}
          </Link>
        </li>
      ))}
    </ul>
  );
}
