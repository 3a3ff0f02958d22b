import { formatNumber, type ConsumerInvoice } from '@energiaportaali/domain';
import { useId, type ReactNode } from 'react';
import { useTexts } from '../../texts';
import { vatRateText } from './invoice-rules';

const amount = (value: number) => formatNumber(value, 2);

/** A table that scrolls sideways on its own when it is wider than the screen. */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it too
    <div className="invoice-table" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** An invoice's identifiers, rows (without VAT), VAT breakdown and total. */
export function InvoiceDetails({ invoice }: { invoice: ConsumerInvoice }) {
  const texts = useTexts().invoices;
  const facts: [string, string][] = [
    [texts.invoiceNumber, invoice.Laskunumero],
    [texts.customerNumber, invoice.AsiakasKey],
    [texts.usagePlaceNumber, invoice.KayttopaikkaKey],
  ];
  if (invoice.Mittalaitenro !== null) facts.push([texts.meterNumber, invoice.Mittalaitenro]);
  const vatLines = Object.entries(invoice.ALV).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <div className="invoice">
      <dl className="invoice-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {invoice.Rivit.length > 0 ? (
        <ScrollingTable caption={texts.rowsCaption}>
          <thead>
            <tr>
              <th scope="col">{texts.component}</th>
              <th scope="col">{texts.quantity}</th>
              <th scope="col">{texts.unitPrice}</th>
              <th scope="col">{texts.charge}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.Rivit.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.TuotekomponenttiTunnus}</th>
                <td>{`${formatNumber(row.Maara, 3)} ${row.MaaranYksikko}`}</td>
                <td>{`${amount(row.YksikkohintaALV0)} ${row.HintaYksikko}`}</td>
                <td>{texts.euros(amount(row.VeloitusALV0))}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      ) : null}
      {vatLines.length > 0 ? (
        <ScrollingTable caption={texts.vatCaption}>
          <thead>
            <tr>
              <th scope="col">{texts.vatRate}</th>
              <th scope="col">{texts.vatExcluded}</th>
              <th scope="col">{texts.vat}</th>
              <th scope="col">{texts.vatIncluded}</th>
            </tr>
          </thead>
          <tbody>
            {vatLines.map(([rate, line]) => (
              <tr key={rate}>
                <th scope="row">{texts.percent(vatRateText(rate))}</th>
                <td>{texts.euros(amount(line.Veroton))}</td>
                <td>{texts.euros(amount(line.Vero))}</td>
                <td>{texts.euros(amount(line.Yht))}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      ) : null}
      <p className="invoice-total">
        {texts.total} <strong>{texts.euros(amount(invoice.LaskunSumma))}</strong>
      </p>
    </div>
  );
}
