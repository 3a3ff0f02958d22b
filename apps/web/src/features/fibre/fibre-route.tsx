import { userRoles } from '@energiaportaali/domain';
import { usePortalConfig } from '../../api/configuration';
import { RoleGuard } from '../../lib/role-guard';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { FibreOfferForm } from './fibre-offer-form';

function FibrePage() {
  const texts = useTexts().selfService.fibre;
  const { services } = usePortalConfig();
  const { user } = useSession();
  if (!services.includes('fibre')) {
    return (
      <div className="container page">
        <h1>{texts.title}</h1>
        <p>{texts.notOffered}</p>
      </div>
    );
  }
  return (
    <div className="container page">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {/* The session may end while the page is open; the session provider then goes home. */}
      {user && <FibreOfferForm user={user} />}
    </div>
  );
}

/** /kuitu: the fibre offer request form for logged-in users (spec 02 §2). */
export function Component() {
  return (
    <RoleGuard roles={userRoles}>
      <FibrePage />
    </RoleGuard>
  );
}
