import type { ConsumerInvoice } from '@energiaportaali/domain';
import { Accordion } from '../../components/accordion';
import { useTexts } from '../../texts';
import { InvoiceDetails } from './invoice-details';
import { billingPeriod } from './invoice-rules';

/** One accordion 'Lasku ajalta {period}' per invoice, in the server's order (newest first). */
export function InvoiceList({ invoices }: { invoices: readonly ConsumerInvoice[] }) {
  const texts = useTexts().invoices;
  return (
    <div className="invoice-list">
      {invoices.map((invoice) => (
        <Accordion
          key={invoice.Laskunumero}
          headingLevel={2}
          title={texts.invoiceTitle(
            billingPeriod(invoice.LaskutusjaksoAlkuPvm, invoice.LaskutusjaksoLoppuPvm),
          )}
        >
          <InvoiceDetails invoice={invoice} />
        </Accordion>
      ))}
    </div>
  );
}
