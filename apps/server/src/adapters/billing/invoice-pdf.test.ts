import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf';
import { referenceNumber } from './reference-number';
import { pdfText, popplerAvailable, renderFirstPage } from './test-pdf';

const issuer = {
  brandName: 'Testi Energia',
  customerServiceEmail: 'asiakaspalvelu@energia.example',
  contact: {
    companyName: 'Testi Energia Oy',
    streetAddress: 'Testikatu 1',
    postalCode: '00100',
    city: 'Helsinki',
    phone: '+358 9 123 4567',
    email: 'info@example.fi',
  },
};

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    invoiceNumber: '5000047',
    invoiceDate: '2026-11-05',
    dueDate: '2026-12-20',
    originalDueDate: '2026-12-02',
    dueDateChanged: true,
    invoiceType: 46002,
    customerNumber: '100001',
    amountTotal: 1289.4,
    amountOpen: 1289.4,
    amountVatExcluded: 1027.41,
    recipient: {
      name: 'Matti Meikäläinen',
      street: 'Esimerkkitie 5',
      postalCode: '00100',
      city: 'Helsinki',
    },
    usagePlaces: [
      { objectKey: '6400100001', objectName: 'Esimerkkitie 5 Helsinki', networkId: 'SV-ESIMERKKI' },
    ],
    ...overrides,
  };
}

const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe('referenceNumber', () => {
  it('appends the 7-3-1 check digit and groups by five from the right', () => {
    expect(referenceNumber('123')).toBe('1232');
    expect(referenceNumber('123456')).toBe('12 34561');
    expect(referenceNumber('5000047')).toBe('500 00474');
    expect(referenceNumber('LASKU-0005000047')).toBe('500 00474');
  });

  it('makes none of fewer than 3 or more than 19 digits', () => {
    expect(referenceNumber('12')).toBeNull();
    expect(referenceNumber('0012')).toBeNull();
    expect(referenceNumber('1'.repeat(20))).toBeNull();
  });
});

describe('renderInvoicePdf', () => {
  it('renders a one-page A4 PDF titled after the invoice', async () => {
    const pdf = await renderInvoicePdf(invoice(), issuer);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/Lang (fi-FI)');
    expect(pdf.toString('latin1')).toContain('(Lasku 5000047)');
  });

  it('breaks a long list of usage places onto further pages', async () => {
    const usagePlaces = Array.from({ length: 60 }, (_, i) => ({
      objectKey: String(6400100000 + i),
      objectName: `Teollisuuskatu ${i + 1} Helsinki`,
      networkId: 'SV-ESIMERKKI',
    }));
    const pdf = await renderInvoicePdf(invoice({ usagePlaces }), issuer);
    expect(pageCount(pdf)).toBeGreaterThan(1);
  });

  it.runIf(popplerAvailable)('reads as a Finnish invoice and renders', async () => {
    const pdf = await renderInvoicePdf(invoice(), issuer);
    const text = await pdfText(pdf);
    for (const expected of [
      'LASKU',
      'Testi Energia Oy',
      'Matti Meikäläinen',
      'Laskunumero',
      '5000047',
      'Viitenumero',
      '500 00474',
      'Kulutus',
      '20.12.2026 (siirretty,',
      'alkuperäinen 2.12.2026)',
      '6400100001',
      'Esimerkkitie 5 Helsinki',
      '1 027,41 €',
      '261,99 €',
      '1 289,40 €',
      'viimeistään 20.12.2026 viitenumerolla 500 00474',
      'Testi Energia · sivu 1/1',
    ]) {
      expect(text.replace(/\u00a0/g, ' ')).toContain(expected);
    }
    const png = await renderFirstPage(pdf);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it.runIf(popplerAvailable)(
    'thanks for a paid invoice instead of asking for payment',
    async () => {
      const pdf = await renderInvoicePdf(invoice({ amountOpen: 0, dueDateChanged: false }), issuer);
      const text = await pdfText(pdf);
      expect(text).toContain('Lasku on maksettu. Kiitos!');
      expect(text).not.toContain('Maksathan');
      expect(text).not.toContain('siirretty');
    },
  );
});
