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
    <td className="billing-table__postponement">
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
    </td>
  );
}

/** The consumer view's due-date postponement column. */
export interface PostponementColumn {
  offers: ReadonlyMap<number, PostponementOffer>;
  messages: ReadonlyMap<number, RowMessage>;
  onPostpone: (invoice: BillingInvoice) => void;
}

/**
 * The invoices as a table: sideways scrolling on narrow screens, the number column pinned. The
 * company view names each invoice's company and has no postponement (spec 02 §6).
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
  const texts = useTexts().billing;
  const columns = texts.columns;
  const labelId = useId();
  const euros = (amount: number) => texts.euros(formatNumber(amount, 2));

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
        <table aria-labelledby={labelId}>
          <thead>
            <tr>
              <th scope="col">{columns.invoiceNumber}</th>
              {companyNameOf && <th scope="col">{columns.company}</th>}
              <th scope="col">{columns.type}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col">{columns.invoiceDate}</th>
              <th scope="col">{columns.dueDate}</th>
              <th scope="col" className="billing-table__amount">
                {columns.vatExcluded}
              </th>
              <th scope="col" className="billing-table__amount">
                {columns.total}
              </th>
              <th scope="col" className="billing-table__amount">
                {columns.open}
              </th>
              <th scope="col">{columns.pdf}</th>
              {postponement && <th scope="col">{columns.postponement}</th>}
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => {
              const thirdParty = isThirdPartyInvoice(invoice);
              return (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.invoice_number}</th>
                  {companyNameOf && (
                    <td className="billing-table__text">{companyNameOf(invoice)}</td>
                  )}
                  <td className="billing-table__text">
                    {invoiceTypeName(invoice.invoice_type) ?? invoice.invoice_type}
                  </td>
                  <td className="billing-table__text">
                    {thirdParty
                      ? null
                      : (invoiceStatusName(invoice.invoice_status) ?? invoice.invoice_status)}
                  </td>
                  <td>{formatDate(invoice.invoice_date)}</td>
                  <td>
                    {formatDate(invoice.duedate)}
                    {invoice.duedate_changed && (
                      <span className="billing-table__mark"> ({texts.postponedMark})</span>
                    )}
                  </td>
                  <td className="billing-table__amount">{euros(invoice.amount_vat_excluded)}</td>
                  <td className="billing-table__amount">{euros(invoice.amount_total)}</td>
                  <td className="billing-table__amount">{euros(invoice.amount_open)}</td>
                  <td>
                    {thirdParty ? null : <PdfButton invoiceNumber={invoice.invoice_number} />}
                  </td>
                  {postponement && (
                    <PostponementCell
                      invoice={invoice}
                      offer={postponement.offers.get(invoice.id)}
                      message={postponement.messages.get(invoice.id)}
                      onPostpone={postponement.onPostpone}
                    />
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
