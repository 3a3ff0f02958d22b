import {
  formatDate,
  formatNumber,
  invoiceTypeName,
  type PortalConfig,
} from '@energiaportaali/domain';
import {
  boldFont,
  bodyFont,
  createPdfDocument,
  margin,
  writePageNumbers,
} from '../../documents/render-pdf';
import { referenceNumber } from './reference-number';

/** What an invoice PDF shows; amounts in euros. */
export interface InvoiceDocument {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  originalDueDate: string;
  dueDateChanged: boolean;
  invoiceType: number;
  customerNumber: string;
  amountTotal: number;
  amountOpen: number;
  amountVatExcluded: number;
  recipient: {
    name: string;
    street: string | null;
    postalCode: string | null;
    city: string | null;
  };
  usagePlaces: { objectKey: string; objectName: string; networkId: string }[];
}

type Issuer = Pick<PortalConfig, 'brandName' | 'contact' | 'customerServiceEmail'>;

const muted = '#555555';
const black = '#000000';
const rule = '#999999';
const euros = (amount: number) => `${formatNumber(amount, 2)} €`;

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - 2 * margin;

// Rows are placed at explicit positions, so page breaks are ours to make (long usage-place lists).
function roomFor(doc: Doc, y: number, height: number): number {
  if (y + height <= doc.page.height - margin) return y;
  doc.addPage();
  return margin;
}

function writeIssuer(doc: Doc, { contact }: Issuer): void {
  doc.font(boldFont).fontSize(12).fillColor(black).text(contact.companyName, margin, margin);
  doc.font(bodyFont).fontSize(9).fillColor(muted);
  for (const line of [
    contact.streetAddress,
    `${contact.postalCode} ${contact.city}`,
    contact.phone,
    contact.email,
  ]) {
    doc.text(line);
  }
}

function writeTitle(doc: Doc): void {
  const x = margin + contentWidth(doc) / 2 + 20;
  doc.font(boldFont).fontSize(22).fillColor(black).text('LASKU', x, margin);
  doc.font(bodyFont).fontSize(9).fillColor(muted).text('Kopio laskusta');
}

function writeRecipient(doc: Doc, { recipient }: InvoiceDocument, top: number): number {
  doc
    .font(boldFont)
    .fontSize(11)
    .fillColor(black)
    .text(recipient.name, margin, top, {
      width: contentWidth(doc) / 2,
    });
  doc.font(bodyFont).fontSize(10);
  if (recipient.street) doc.text(recipient.street);
  const city = [recipient.postalCode, recipient.city].filter(Boolean).join(' ');
  if (city) doc.text(city);
  return doc.y;
}

/** Label–value rows in two columns starting at (x, top); returns the y below the last row. */
function writePairs(
  doc: Doc,
  pairs: readonly [string, string][],
  x: number,
  top: number,
  widths: { label: number; value: number },
  options: { fontSize?: number; alignValue?: 'left' | 'right'; boldLast?: boolean } = {},
): number {
  const { fontSize = 9.5, alignValue = 'left', boldLast = false } = options;
  let y = top;
  pairs.forEach(([label, value], index) => {
    y = roomFor(doc, y, 2 * fontSize);
    const font = boldLast && index === pairs.length - 1 ? boldFont : bodyFont;
    doc.font(font).fontSize(fontSize).fillColor(muted);
    doc.text(label, x, y, { width: widths.label });
    const labelBottom = doc.y;
    doc.fillColor(black).text(value, x + widths.label, y, {
      width: widths.value,
      align: alignValue,
    });
    y = Math.max(labelBottom, doc.y) + 3;
  });
  return y;
}

function dueDateText(invoice: InvoiceDocument): string {
  if (!invoice.dueDateChanged) return formatDate(invoice.dueDate);
  return `${formatDate(invoice.dueDate)} (siirretty, alkuperäinen ${formatDate(invoice.originalDueDate)})`;
}

function writeDetails(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const x = margin + contentWidth(doc) / 2 + 20;
  const width = margin + contentWidth(doc) - x;
  const reference = referenceNumber(invoice.invoiceNumber);
  const pairs: [string, string][] = [
    ['Laskun päivä', formatDate(invoice.invoiceDate)],
    ['Laskunumero', invoice.invoiceNumber],
    ['Asiakasnumero', invoice.customerNumber],
    ...(reference ? [['Viitenumero', reference] as [string, string]] : []),
    ['Laskun tyyppi', invoiceTypeName(invoice.invoiceType) ?? String(invoice.invoiceType)],
    ['Eräpäivä', dueDateText(invoice)],
  ];
  return writePairs(doc, pairs, x, top, { label: 90, value: width - 90 });
}

function writeHeading(doc: Doc, text: string, top: number): number {
  doc
    .font(boldFont)
    .fontSize(11)
    .fillColor(black)
    .text(text, margin, roomFor(doc, top, 60));
  const y = doc.y + 2;
  doc
    .moveTo(margin, y)
    .lineTo(margin + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(rule)
    .stroke();
  return y + 6;
}

function writeUsagePlaces(doc: Doc, invoice: InvoiceDocument, top: number): number {
  let y = writeHeading(doc, 'Laskutettavat käyttöpaikat', top);
  const columns = [
    { title: 'Käyttöpaikka', width: 110 },
    { title: 'Osoite', width: contentWidth(doc) - 230 },
    { title: 'Verkko', width: 120 },
  ];
  const writeRow = (cells: string[], font: string) => {
    y = roomFor(doc, y, 30);
    let x = margin;
    let bottom = y;
    doc.font(font).fontSize(9.5).fillColor(black);
    cells.forEach((cell, index) => {
      doc.text(cell, x, y, { width: columns[index]!.width - 8 });
      bottom = Math.max(bottom, doc.y);
      x += columns[index]!.width;
    });
    y = bottom + 3;
  };
  writeRow(
    columns.map((column) => column.title),
    boldFont,
  );
  if (invoice.usagePlaces.length === 0) writeRow(['–', '', ''], bodyFont);
  for (const place of invoice.usagePlaces) {
    writeRow([place.objectKey, place.objectName, place.networkId], bodyFont);
  }
  return y;
}

function writeAmounts(doc: Doc, invoice: InvoiceDocument, top: number): number {
  const y = writeHeading(doc, 'Laskun summa', top);
  const valueWidth = 110;
  const labelWidth = 170;
  const x = margin + contentWidth(doc) - valueWidth - labelWidth;
  const vat = invoice.amountTotal - invoice.amountVatExcluded;
  const below = writePairs(
    doc,
    [
      ['Veroton hinta', euros(invoice.amountVatExcluded)],
      ['Arvonlisävero', euros(vat)],
      ['Yhteensä', euros(invoice.amountTotal)],
    ],
    x,
    y,
    { label: labelWidth, value: valueWidth },
    { fontSize: 10, alignValue: 'right', boldLast: true },
  );
  return writePairs(
    doc,
    [['Avoinna', euros(invoice.amountOpen)]],
    x,
    below + 4,
    { label: labelWidth, value: valueWidth },
    { fontSize: 10, alignValue: 'right' },
  );
}

function paymentText(invoice: InvoiceDocument): string {
  if (invoice.amountOpen <= 0) return 'Lasku on maksettu. Kiitos!';
  const reference = referenceNumber(invoice.invoiceNumber);
  const by = `viimeistään ${formatDate(invoice.dueDate)}`;
  return reference
    ? `Maksathan avoimen summan ${euros(invoice.amountOpen)} ${by} viitenumerolla ${reference}.`
    : `Maksathan avoimen summan ${euros(invoice.amountOpen)} ${by}.`;
}

function writeClosing(doc: Doc, invoice: InvoiceDocument, issuer: Issuer, top: number): void {
  doc.font(bodyFont).fontSize(10).fillColor(black);
  doc.text(paymentText(invoice), margin, roomFor(doc, top, 60), { width: contentWidth(doc) });
  doc
    .moveDown(0.6)
    .fillColor(muted)
    .fontSize(9)
    .text(
      `Kysyttävää laskusta? Asiakaspalvelumme auttaa: ${issuer.customerServiceEmail}, puh. ${issuer.contact.phone}.`,
      { width: contentWidth(doc) },
    );
}

/** Renders one invoice as an A4 PDF in Finnish. */
export function renderInvoicePdf(invoice: InvoiceDocument, issuer: Issuer): Promise<Buffer> {
  const { doc, bytes } = createPdfDocument({
    title: `Lasku ${invoice.invoiceNumber}`,
    author: issuer.brandName,
  });
  writeIssuer(doc, issuer);
  writeTitle(doc);
  const top = 170;
  const below = Math.max(writeRecipient(doc, invoice, top), writeDetails(doc, invoice, top));
  const afterPlaces = writeUsagePlaces(doc, invoice, below + 28);
  const afterAmounts = writeAmounts(doc, invoice, afterPlaces + 20);
  writeClosing(doc, invoice, issuer, afterAmounts + 20);
  writePageNumbers(doc, issuer.brandName);
  doc.end();
  return bytes;
}
