import { isValidBusinessId, paths } from '@energiaportaali/domain';
import { Navigate, useParams } from 'react-router';
import { isMeteringPointId, productOfSegment } from '../../lib/consumption-paths';
import { RoleGuard } from '../../lib/role-guard';
import { useSession } from '../../lib/session';
import { ConsumptionPage } from './consumption-page';

function CompanyConsumption() {
  const { segment, mp, companyId } = useParams();
  const { user } = useSession();
  const product = productOfSegment(segment);
  const known = product === 'electricity' || product === 'districtheat';
  if (!user || !known || !isMeteringPointId(mp) || !companyId || !isValidBusinessId(companyId)) {
    return <Navigate to={paths.companyOverview} replace />;
  }
  return (
    <ConsumptionPage
      key={`${product}/${mp}/${companyId}`}
      target={{ product, mp, companyId }}
      userRole={user.role}
      homePath={paths.companyOverview}
      backPath={paths.companyOverview}
    />
  );
}

/**
 * /yritys/sahko/:mp/:companyId and /yritys/kaukolampo/:mp/:companyId: a company's metering
 * point as its company users see it. The server checks both the company and the point.
 */
export function Component() {
  return (
    <RoleGuard roles={['companyUser', 'companyManager']}>
      <CompanyConsumption />
    </RoleGuard>
  );
}
