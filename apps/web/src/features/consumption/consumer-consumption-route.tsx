import { homeLinkFor } from '@energiaportaali/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { isMeteringPointId, productOfSegment } from '../../lib/consumption-paths';
import { RoleGuard } from '../../lib/role-guard';
import { ConsumptionPage } from './consumption-page';

const consumerHome = homeLinkFor('consumer');

function ConsumerConsumption() {
  const { mp, param } = useParams();
  const { pathname } = useLocation();
  const product = productOfSegment(pathname.split('/')[1]);
  if (!product || !isMeteringPointId(mp)) {
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
