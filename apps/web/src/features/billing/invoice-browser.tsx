import {
  calendarDayInZone,
  postponementOffer,
  type BillingInvoice,
  type BillingInvoicesAnswer,
} from '@energiaportaali/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatDayRange } from '../../components/date-range-picker/day-range';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { InvoiceFilters, type RangeChoice } from './invoice-filters';
import { InvoiceTable, invoiceTableId, postponeButtonId } from './invoice-table';
import type { PostponementOutcome } from './postponement-panel';
import { invoicesInView, presetRange, usagePlaceOptions } from './table-rules';
import { useRowMessages } from './use-row-messages';

// Its due-date calendar (react-day-picker) comes with the first 'Siirrä eräpäivää'.
const PostponementPanel = lazy(async () => ({
  default: (await import('./postponement-panel')).PostponementPanel,
}));

function focusLater(id: string) {
  // After React has rendered the row's new state.
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** Filters, the table and the postponement panel of the consumer's invoices. */
export function InvoiceBrowser({
  answer,
  timeZone,
}: {
  answer: BillingInvoicesAnswer;
  timeZone: string;
}) {
  const texts = useTexts().billing;
  const [today] = useState(() => calendarDayInZone(new Date(), timeZone));
  const [range, setRange] = useState<RangeChoice>(() => ({
    range: presetRange('thisYear', today),
    preset: 'thisYear',
  }));
  const [usagePlace, setUsagePlace] = useState<string | null>(null);
  const [postponing, setPostponing] = useState<number | null>(null);
  const { messages, set: setMessage } = useRowMessages();

  const usagePlaces = useMemo(() => usagePlaceOptions(answer.invoices), [answer.invoices]);
  const shown = invoicesInView(answer.invoices, { range: range.range, usagePlace });
  const offers = new Map(
    answer.invoices.map((invoice) => [
      invoice.id,
      postponementOffer(invoice, answer.companyParams, 'consumer', today),
    ]),
  );
  const panelInvoice = answer.invoices.find((invoice) => invoice.id === postponing);
  const panelOffer = panelInvoice && offers.get(panelInvoice.id);

  function handlePostpone(invoice: BillingInvoice) {
    setMessage(invoice.id, null);
    setPostponing(invoice.id);
  }

  function handleDone(invoiceId: number, outcome: PostponementOutcome) {
    setPostponing(null);
    setMessage(
      invoiceId,
      outcome.ok ? { kind: 'success' } : { kind: 'failure', detail: outcome.detail },
    );
    focusLater(outcome.ok ? invoiceTableId : postponeButtonId(invoiceId));
  }

  function handleCancel(invoiceId: number) {
    setPostponing(null);
    focusLater(postponeButtonId(invoiceId));
  }

  if (answer.invoices.length === 0) return <p>{texts.noInvoices}</p>;
  return (
    <>
      <InvoiceFilters
        range={range}
        usagePlace={usagePlace}
        usagePlaces={usagePlaces}
        today={today}
        timeZone={timeZone}
        onRangeChange={setRange}
        onUsagePlaceChange={setUsagePlace}
      />
      {shown.length === 0 ? (
        <p className="billing__empty">{texts.noneInView}</p>
      ) : (
        <InvoiceTable
          invoices={shown}
          caption={`${texts.tableCaption(shown.length)} · ${texts.rangeSummary(formatDayRange(range.range))}`}
          postponement={{ offers, messages, onPostpone: handlePostpone }}
        />
      )}
      {panelInvoice && panelOffer?.allowed && (
        <Suspense fallback={<Spinner />}>
          <PostponementPanel
            key={panelInvoice.id}
            invoice={panelInvoice}
            firstDay={panelOffer.minDate}
            lastDay={panelOffer.maxDate}
            timeZone={timeZone}
            onDone={(outcome) => handleDone(panelInvoice.id, outcome)}
            onCancel={() => handleCancel(panelInvoice.id)}
          />
        </Suspense>
      )}
    </>
  );
}
