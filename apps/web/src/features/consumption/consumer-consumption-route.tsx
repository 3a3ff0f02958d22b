import { homeLinkFor, productPathSegments, products, type Product } from '@energiaportaali/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { RoleGuard } from '../../lib/role-guard';
import { ConsumptionPage } from './consumption-page';

const meteringPointPattern = /^[0-9]{1,20}$/;
const consumerHome = homeLinkFor('consumer');

/** The product of a consumption path: /sahko → electricity, /kaukolampo → districtheat, /vesi → water. */
export function productOfPath(pathname: string): Product | null {
  const segment = pathname.split('/')[1];
  return products.find((product) => productPathSegments[product] === segment) ?? null;
}

function ConsumerConsumption() {
  const { mp, param } = useParams();
  const { pathname } = useLocation();
  const product = productOfPath(pathname);
  if (!product || !mp || !meteringPointPattern.test(mp)) {
    return <Navigate to={consumerHome} replace />;
  }
  return (
    <ConsumptionPage
      key={`${product}/${mp}`}
      target={{ product, mp }}
      userRole="consumer"
      homePath={consumerHome}
      routeParam={param}
    />
  );
}

/**
 * /sahko/:mp/:param?, /kaukolampo/:mp/:param?, /vesi/:mp/:param?: the consumer's view of one of
 * their metering points (param: a year, or a day for electricity). The server checks the point.
 */
export function Component() {
  return (
    <RoleGuard roles={['consumer']}>
      <ConsumerConsumption />
    </RoleGuard>
  );
}
