import { useState } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import { useOwnWaterPoints } from './use-own-water-points';
import { WaterReadingForm, type WaterSubmission } from './water-form';
import { WaterReceipt } from './water-receipt';
import './water.css';

/**
 * /vesilukema and /vesilukema/:type: the water meter reading, for anyone. The optional segment
 * may carry a metering point number to start from (e.g. a link from a water point's page).
 */
export function Component() {
  const texts = useTexts();
  const { type } = useParams();
  const { user } = useSession();
  const ownPoints = useOwnWaterPoints(user);
  const [submission, setSubmission] = useState<WaterSubmission | null>(null);
  // A new form after each reading, so "another reading" starts clean.
  const [formKey, setFormKey] = useState(0);
  const initialPoint = type !== undefined && /^\d{1,20}$/.test(type) ? type : undefined;

  let content;
  if (submission) {
    content = (
      <WaterReceipt
        submission={submission}
        onAnother={() => {
          setSubmission(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  } else if (ownPoints.status === 'pending') {
    content = <Spinner />;
  } else {
    content = (
      <section aria-labelledby="water-heading">
        <h1 id="water-heading">{texts.water.title}</h1>
        <p>{texts.water.intro}</p>
        <WaterReadingForm
          key={formKey}
          ownPoints={ownPoints.points}
          loggedIn={user !== null}
          email={user?.username ?? ''}
          initialPoint={initialPoint}
          onSubmitted={setSubmission}
        />
      </section>
    );
  }
  return <div className="container page">{content}</div>;
}
