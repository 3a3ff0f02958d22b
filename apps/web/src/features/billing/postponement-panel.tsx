import { formatDate, type BillingInvoice } from '@energiaportaali/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { usePostponeInvoice } from '../../api/billing';
import { useTexts } from '../../texts';
import { DueDatePicker } from './due-date-picker';

export type PostponementOutcome =
  { ok: true; invoice: BillingInvoice } | { ok: false; detail: string | null };

/**
 * 'Siirrä eräpäivää': choose a day within the offered days and confirm. The server checks the
 * same rule again; the outcome goes to the table row.
 */
export function PostponementPanel({
  invoice,
  firstDay,
  lastDay,
  timeZone,
  onDone,
  onCancel,
}: {
  invoice: BillingInvoice;
  firstDay: string;
  lastDay: string;
  timeZone: string;
  onDone: (outcome: PostponementOutcome) => void;
  onCancel: () => void;
}) {
  const texts = useTexts().billing;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [day, setDay] = useState<string | undefined>(undefined);
  const postpone = usePostponeInvoice();

  useEffect(() => {
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
    headingRef.current?.focus();
  }, []);

  function handleConfirm() {
    if (day === undefined) return;
    postpone.mutate(
      { invoiceId: invoice.id, day, timeZone },
      {
        onSuccess: (result) =>
          onDone(
            result.ok
              ? { ok: true, invoice: result.data }
              : {
                  ok: false,
                  detail: result.status === 409 ? (result.error?.message ?? null) : null,
                },
          ),
        onError: () => onDone({ ok: false, detail: null }),
      },
    );
  }

  const busy = postpone.isPending;
  return (
    <section className="billing-postpone" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {texts.postponeHeading(invoice.invoice_number)}
      </h2>
      <p>{texts.postponeHint(formatDate(firstDay), formatDate(lastDay))}</p>
      <DueDatePicker
        value={day}
        first={firstDay}
        last={lastDay}
        timeZone={timeZone}
        onChange={setDay}
        footer={day === undefined ? texts.noDayChosen : texts.dayChosen(formatDate(day))}
      />
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {texts.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={day === undefined || busy}
          aria-busy={busy}
          onClick={handleConfirm}
        >
          {busy ? texts.postponing : texts.confirmPostpone}
        </button>
      </div>
    </section>
  );
}
