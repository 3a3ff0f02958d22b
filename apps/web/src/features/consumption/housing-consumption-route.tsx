import { homeLinkFor } from '@energiaportaali/domain';
import { Link, Navigate, useParams } from 'react-router';
import { isMeteringPointId, productOfSegment } from '../../lib/consumption-paths';
import { RoleGuard } from '../../lib/role-guard';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { ConsumptionPage } from './consumption-page';

function HousingConsumption() {
  const texts = useTexts();
  const { type, mp } = useParams();
  const { user } = useSession();
  if (!user) return <Navigate to={homeLinkFor(null)} replace />;
  const home = homeLinkFor(user.role);
  const product = productOfSegment(type);
  if (!product) {
    return (
      <div className="container page">
        <p>{texts.consumption.noMeasurements}</p>
        <p>
          <Link to={home}>{texts.common.back}</Link>
        </p>
      </div>
    );
  }
  if (!isMeteringPointId(mp)) return <Navigate to={home} replace />;
  return (
    <ConsumptionPage
      key={`${product}/${mp}`}
      target={{ product, mp }}
      userRole={user.role}
      homePath={home}
      backPath={home}
    />
  );
}

/**
 * /taloyhtio/:type/:mp (vesi, sahko, kaukolampo): a housing company's metering point in the
 * property managers' view. The server checks that the point is one of their housing companies'.
 */
export function Component() {
  return (
    <RoleGuard roles={['remUser', 'remCompany']}>
      <HousingConsumption />
    </RoleGuard>
  );
}
