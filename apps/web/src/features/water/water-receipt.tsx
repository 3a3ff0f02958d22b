import { formatDate, homeLinkFor } from '@energiaportaali/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { useSession } from '../../lib/session';
import { useTexts } from '../../texts';
import type { WaterSubmission } from './water-form';

/** The confirmation after a stored reading, with what was stored and what became of the copy. */
export function WaterReceipt({
  submission,
  onAnother,
}: {
  submission: WaterSubmission;
  onAnother: () => void;
}) {
  const texts = useTexts();
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const { request, copy } = submission;
  const success = texts.water.success;

  // The form is gone; screen-reader and keyboard users continue from the confirmation.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="water-receipt-heading">
      <h1 id="water-receipt-heading" ref={heading} tabIndex={-1}>
        {success.title}
      </h1>
      <dl className="water-receipt">
        <dt>{success.point}</dt>
        <dd>{request.measurementPointId}</dd>
        <dt>{success.meter}</dt>
        <dd>{request.meterId}</dd>
        <dt>{success.reading}</dt>
        <dd>{request.consumption} m³</dd>
        <dt>{success.date}</dt>
        <dd>{formatDate(request.date)}</dd>
      </dl>
      {copy === 'sent' && <p>{success.copySent}</p>}
      {copy === 'queued' && <p>{success.copyQueued}</p>}
      {copy === 'failed' && <FormAlert>{texts.water.errors.emailFailed}</FormAlert>}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={onAnother}>
          {success.another}
        </button>
        <Link className="button button--secondary" to={homeLinkFor(user?.role ?? null)}>
          {success.home}
        </Link>
      </div>
    </section>
  );
}
