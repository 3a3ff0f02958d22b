import { formatNumber, type ConsumerInvoice } from '@energiaportaali/domain';
import { useId } from 'react';
import { StackedTable, type TableColumn } from '../../components/stacked-table';
import { useTexts } from '../../texts';
import { vatRateText } from './invoice-rules';

const amount = (value: number) => formatNumber(value, 2);

/** A table that scrolls sideways on its own when it is wider than the box; a card per row on a phone. */
function ScrollingTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
}) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it too
    <div className="invoice-table" role="group" aria-labelledby={captionId} tabIndex={0}>
      <StackedTable
        caption={caption}
        captionId={captionId}
        columns={columns}
        rows={rows}
        rowKey={(_row, index) => index}
      />
    </div>
  );
}

type InvoiceRow = ConsumerInvoice['Rivit'][number];
type VatLine = [rate: string, line: ConsumerInvoice['ALV'][string]];

/** An invoice's identifiers, rows (without VAT), VAT breakdown and total. */
export function InvoiceDetails({ invoice }: { invoice: ConsumerInvoice }) {
  const texts = useTexts().invoices;
  const facts: [string, string][] = [
    [texts.invoiceNumber, invoice.Laskunumero],
    [texts.customerNumber, invoice.AsiakasKey],
    [texts.usagePlaceNumber, invoice.KayttopaikkaKey],
  ];
  if (invoice.Mittalaitenro !== null) facts.push([texts.meterNumber, invoice.Mittalaitenro]);
  const vatLines: VatLine[] = Object.entries(invoice.ALV).sort(([a], [b]) => Number(a) - Number(b));
  const rowColumns: TableColumn<InvoiceRow>[] = [
    { header: texts.component, rowHeader: true, cell: (row) => row.TuotekomponenttiTunnus },
    {
      header: texts.quantity,
      cell: (row) => `${formatNumber(row.Maara, 3)} ${row.MaaranYksikko}`,
    },
    {
      header: texts.unitPrice,
      cell: (row) => `${amount(row.YksikkohintaALV0)} ${row.HintaYksikko}`,
    },
    { header: texts.charge, cell: (row) => texts.euros(amount(row.VeloitusALV0)) },
  ];
  const vatColumns: TableColumn<VatLine>[] = [
    { header: texts.vatRate, rowHeader: true, cell: ([rate]) => texts.percent(vatRateText(rate)) },
    { header: texts.vatExcluded, cell: ([, line]) => texts.euros(amount(line.Veroton)) },
    { header: texts.vat, cell: ([, line]) => texts.euros(amount(line.Vero)) },
    { header: texts.vatIncluded, cell: ([, line]) => texts.euros(amount(line.Yht)) },
  ];
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
        <ScrollingTable caption={texts.rowsCaption} columns={rowColumns} rows={invoice.Rivit} />
      ) : null}
      {vatLines.length > 0 ? (
        <ScrollingTable caption={texts.vatCaption} columns={vatColumns} rows={vatLines} />
      ) : null}
      <p className="invoice-total">
        {texts.total} <strong>{texts.euros(amount(invoice.LaskunSumma))}</strong>
      </p>
    </div>
  );
}
