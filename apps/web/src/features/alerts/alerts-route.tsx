import { alertRoles } from '@energiaportaali/domain';
import { useId } from 'react';
import { useAlertsQuery } from '../../api/alerts';
import { endsTheSession } from '../../api/client';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import { RequireRole } from '../../lib/require-role';
import type { SessionUser } from '../../lib/session';
import { useTexts } from '../../texts';
import { AlertForm } from './alert-form';
import { AlertList } from './alert-list';
import { useAlertPoints } from './use-alert-points';
import './alerts.css';

function AlertsPage({ user }: { user: SessionUser }) {
  const texts = useTexts().alerts;
  const listId = useId();
  const alerts = useAlertsQuery();
  const points = useAlertPoints(user);

  let list;
  if (alerts.isPending) list = <Spinner />;
  else if (alerts.isError) {
    list = (
      <LoadFailure
        message={texts.loadFailed}
        loggingOut={endsTheSession(alerts.error)}
        onRetry={() => void alerts.refetch()}
      />
    );
  } else list = <AlertList alerts={alerts.data} />;

  return (
    <div className="container page alerts">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <section aria-labelledby={listId}>
        <h2 id={listId}>{texts.listHeading}</h2>
        {list}
      </section>
      {points.status === 'pending' ? (
        <Spinner label={texts.pointsLoading} />
      ) : (
        <AlertForm points={points.points} />
      )}
    </div>
  );
}

/** /ilmoitukset: the user's e-mail alerts (consumers and company roles). */
export function Component() {
  return <RequireRole roles={alertRoles}>{(user) => <AlertsPage user={user} />}</RequireRole>;
}
