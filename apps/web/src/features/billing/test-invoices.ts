import { addDays, type BillingInvoice } from '@energiaportaali/domain';

let nextId = 1;

/** An invoice of the demo consumer's home electricity; override any field. */
export function buildBillingInvoice(overrides: Partial<BillingInvoice> = {}): BillingInvoice {
  const id = nextId++;
  const invoiceDate = overrides.invoice_date ?? '2026-03-05';
  const duedate = overrides.duedate ?? addDays(invoiceDate, 14);
  return {
    id,
    invoice_number: String(5_000_000 + id),
    invoice_type: 46002,
    invoice_status: 19006,
    invoice_date: invoiceDate,
    duedate,
    amount_total: 72.5,
    amount_open: 0,
    amount_vat_excluded: 57.77,
    is_payment_agreement_allowed: true,
    payment_agreement_max_duedate: addDays(duedate, 30),
    payment_agreement_type: 'ERAPAIVANSIIRTO',
    duedate_changed: false,
    third_party_invoicing_invoice_type: null,
    customer_number: '100001',
    calculation_periods: [
      {
        object_key: '6400100001',
        object_name: 'Esimerkkitie 5 Helsinki',
        network_id: 'SV-ESIMERKKI',
      },
    ],
    ...overrides,
  };
}

export const heatPeriod = {
  object_key: '6400100003',
  object_name: 'Esimerkkitie 5 Helsinki',
  network_id: 'KL-ESIMERKKI',
};
