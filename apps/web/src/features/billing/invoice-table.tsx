import {
  formatDate,
  formatNumber,
  invoiceStatusName,
  invoiceTypeName,
  isThirdPartyInvoice,
  type PostponementOffer,
  type BillingInvoice,
} from '@energiaportaali/domain';
import { useId } from 'react';
import { StackedTable, type TableColumn } from '../../components/stacked-table';
import { useTexts } from '../../texts';
import { PdfButton } from './pdf-button';
import type { RowMessage } from './use-row-messages';

/** The id of a row's 'Siirrä eräpäivää' button, so focus can return to it. */
export const postponeButtonId = (invoiceId: number) => `billing-postpone-${invoiceId}`;

/** The id of the table's scroll region, which takes focus after a postponement. */
export const invoiceTableId = 'billing-invoice-table';

function PostponementCell({
  invoice,
  offer,
  message,
  onPostpone,
}: {
  invoice: BillingInvoice;
  offer: PostponementOffer | undefined;
  message: RowMessage | undefined;
  onPostpone: (invoice: BillingInvoice) => void;
}) {
  const texts = useTexts().billing;
  return (
    <>
      {offer?.allowed && (
        <button
          id={postponeButtonId(invoice.id)}
          type="button"
          className="button button--secondary billing-table__button"
          aria-label={texts.postponeLabel(invoice.invoice_number)}
          onClick={() => onPostpone(invoice)}
        >
          {texts.postpone}
        </button>
      )}
      {message?.kind === 'success' && (
        <span className="billing-table__success" role="status">
          {texts.postponeSucceeded}
        </span>
      )}
      {message?.kind === 'failure' && (
        <span className="billing-table__error" role="alert">
          {texts.postponeFailed}
          {message.detail && <span className="billing-table__detail">{message.detail}</span>}
        </span>
      )}
    </>
  );
}

/** The consumer view's due-date postponement column. */
export interface PostponementColumn {
  offers: ReadonlyMap<number, PostponementOffer>;
  messages: ReadonlyMap<number, RowMessage>;
  onPostpone: (invoice: BillingInvoice) => void;
}

// On a phone's card: what a customer opens the page for first (due date, amount, status, the
// PDF and the postponement), then the invoice's identity and the rest.
const cardOrder = {
  dueDate: 1,
  total: 2,
  open: 3,
  status: 4,
  pdf: 5,
  postponement: 6,
  invoiceNumber: 7,
  company: 8,
  type: 9,
  invoiceDate: 10,
  vatExcluded: 11,
} as const;

function useInvoiceColumns(
  postponement: PostponementColumn | undefined,
  companyNameOf: ((invoice: BillingInvoice) => string) | undefined,
): TableColumn<BillingInvoice>[] {
  const texts = useTexts().billing;
  const headers = texts.columns;
  const euros = (amount: number) => texts.euros(formatNumber(amount, 2));
  const amount = 'billing-table__amount';
  const columns: (TableColumn<BillingInvoice> | false | undefined)[] = [
    {
      header: headers.invoiceNumber,
      rowHeader: true,
      cardOrder: cardOrder.invoiceNumber,
      cell: (invoice) => invoice.invoice_number,
    },
    companyNameOf && {
      header: headers.company,
      className: 'billing-table__text',
      cardOrder: cardOrder.company,
      cell: companyNameOf,
    },
    {
      header: headers.type,
      className: 'billing-table__text',
      cardOrder: cardOrder.type,
      cell: (invoice) => invoiceTypeName(invoice.invoice_type) ?? invoice.invoice_type,
    },
    {
      header: headers.status,
      className: 'billing-table__text',
      cardOrder: cardOrder.status,
      cell: (invoice) =>
        isThirdPartyInvoice(invoice)
          ? null
          : (invoiceStatusName(invoice.invoice_status) ?? invoice.invoice_status),
    },
    {
      header: headers.invoiceDate,
      cardOrder: cardOrder.invoiceDate,
      cell: (invoice) => formatDate(invoice.invoice_date),
    },
    {
      header: headers.dueDate,
      cardOrder: cardOrder.dueDate,
      cell: (invoice) => (
        <>
          {formatDate(invoice.duedate)}
          {invoice.duedate_changed && (
            <span className="billing-table__mark"> ({texts.postponedMark})</span>
          )}
        </>
      ),
    },
    {
      header: headers.vatExcluded,
      className: amount,
      cardOrder: cardOrder.vatExcluded,
      cell: (invoice) => euros(invoice.amount_vat_excluded),
    },
    {
      header: headers.total,
      className: amount,
      cardOrder: cardOrder.total,
      cell: (invoice) => euros(invoice.amount_total),
    },
    {
      header: headers.open,
      className: amount,
      cardOrder: cardOrder.open,
      cell: (invoice) => euros(invoice.amount_open),
    },
    {
      header: headers.pdf,
      cardOrder: cardOrder.pdf,
      cell: (invoice) =>
        isThirdPartyInvoice(invoice) ? null : <PdfButton invoiceNumber={invoice.invoice_number} />,
    },
    postponement && {
      header: headers.postponement,
      className: 'billing-table__postponement',
      cardOrder: cardOrder.postponement,
      cell: (invoice) => (
        <PostponementCell
          invoice={invoice}
          offer={postponement.offers.get(invoice.id)}
          message={postponement.messages.get(invoice.id)}
          onPostpone={postponement.onPostpone}
        />
      ),
    },
  ];
  return columns.filter((column): column is TableColumn<BillingInvoice> => !!column);
}

/**
 * The invoices as a table on wide screens (sideways scrolling when it must, the number column
 * pinned) and as a card per invoice on a phone. The company view names each invoice's company
 * and has no postponement (spec 02 §6).
 */
export function InvoiceTable({
  invoices,
  caption,
  postponement,
  companyNameOf,
}: {
  invoices: readonly BillingInvoice[];
  caption: string;
  postponement?: PostponementColumn;
  companyNameOf?: (invoice: BillingInvoice) => string;
}) {
  const columns = useInvoiceColumns(postponement, companyNameOf);
  const labelId = useId();

  // The label stays outside the scrolling region: a caption would scroll sideways with the table.
  return (
    <div className="billing-table">
      <p id={labelId} className="billing-table__label">
        {caption}
      </p>
      <div
        id={invoiceTableId}
        className="billing-table__scroll"
        role="region"
        aria-labelledby={labelId}
        // Focusable so keyboard users can scroll it sideways.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <StackedTable
          columns={columns}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          labelledBy={labelId}
        />
      </div>
    </div>
  );
}
