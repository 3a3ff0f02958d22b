import { createRandom } from './random';
import { addDays, helsinkiDay, helsinkiFields, isoDate } from '@energiaportaali/domain';
import type { DemoCustomer, DemoMeteringPoint } from './world';

export interface ConsumerInvoiceData {
  customerKey: string;
  pointKey: string;
  productType: 'electricity' | 'heat';
  invoiceNumber: string;
  billingCustomerKey: string;
  usagePlaceKey: string;
  meterNumber: string | null;
  periodStart: string;
  periodEnd: string;
  total: string;
  rows: {
    componentCode: string;
    quantity: string;
    quantityUnit: string;
    unitPriceVat0: string;
    priceUnit: string;
    chargeVat0: string;
  }[];
  vat: { rate: string; net: string; vat: string; total: string };
}

export interface BillingInvoiceData {
  customerKey: string;
  invoiceNumber: string;
  invoiceType: number;
  invoiceStatus: number;
  invoiceDate: string;
  dueDate: string;
  originalDueDate: string;
  amountTotal: string;
  amountOpen: string;
  amountVatExcluded: string;
  isPaymentAgreementAllowed: boolean;
  paymentAgreementMaxDuedate: string | null;
  paymentAgreementType: string | null;
  duedateChanged: boolean;
  thirdPartyInvoicingInvoiceType: number | null;
  customerNumber: string;
  calculationPeriods: {
    pointKey: string;
    objectKey: string;
    objectName: string;
    networkId: string;
  }[];
}

/** Every billing status code (19007 does not exist) and every invoice type. */
export const billingStatuses = [
  19001, 19002, 19003, 19004, 19005, 19006, 19008, 19009, 19010, 19011, 19012, 19013, 19014, 19015,
  19016, 19017, 19018, 19019, 19020, 19021, 19022, 19023,
];
export const billingTypes = [46001, 46002, 46003, 46004, 46005, 46006];
export const thirdPartyInvoiceType = 269002;

const money = (euros: number) => euros.toFixed(2);
const round2 = (x: number) => Math.round(x * 100) / 100;
const lastDayOfMonth = (year: number, month: number) => isoDate(year, month + 1, 0);

interface Month {
  year: number;
  month: number;
}
function monthsUntil(first: Month, last: Month): Month[] {
  const months: Month[] = [];
  for (let { year, month } = first; year * 12 + month <= last.year * 12 + last.month;) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
const monthsBefore = (current: Month, count: number): Month => {
  const index = current.year * 12 + current.month - 1 - count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** Finnish VAT: 24 %, 25.5 % from 2024-09-01, and 10 % on electricity Dec 2022 – Apr 2023. */
function vatRate(periodStart: string, product: 'electricity' | 'heat'): number {
  if (product === 'electricity' && periodStart >= '2022-12-01' && periodStart < '2023-05-01')
    return 10;
  return periodStart >= '2024-09-01' ? 25.5 : 24;
}

// Share of a year's consumption that falls in a month (more in winter).
const monthShare = (month: number) => (1 + 0.35 * Math.cos((2 * Math.PI * (month - 1)) / 12)) / 12;

const openEstimate = (point: DemoMeteringPoint) =>
  point.contracts.find((c) => c.end === null && c.type !== 'Sähköntuotannon verkkosopimus')
    ?.yearlyEstimateKwh ?? 5000;

/** Monthly Sähkö and Lämpö invoices of person customers from 2020 up to the current month. */
export function consumerInvoices(customers: DemoCustomer[], today: Date): ConsumerInvoiceData[] {
  const current = currentMonth(today);
  const invoices: ConsumerInvoiceData[] = [];
  let number = 7_000_000;
  for (const customer of customers.filter((c) => c.kind === 'person')) {
    for (const point of customer.meteringPoints) {
      if (point.utility === 'water') continue;
      const product = point.utility === 'electricity' ? 'electricity' : 'heat';
      const random = createRandom(`consumer-invoices:${point.key}`);
      for (const { year, month } of monthsUntil({ year: 2020, month: 1 }, current)) {
        const kwh = openEstimate(point) * monthShare(month) * random.between(0.88, 1.12);
        const periodStart = isoDate(year, month, 1);
        const rows =
          product === 'electricity'
            ? [
                row('Perusmaksu', 1, 'kk', 4.9, '€/kk', 4.9),
                row('Siirtomaksu', kwh, 'kWh', 3.95, 'c/kWh', (kwh * 3.95) / 100),
                row('Sähkövero', kwh, 'kWh', 2.253, 'c/kWh', (kwh * 2.253) / 100),
              ]
            : [
                row('Perusmaksu', 1, 'kk', 38, '€/kk', 38),
                row('Energiamaksu', kwh / 1000, 'MWh', 89.5, '€/MWh', (kwh / 1000) * 89.5),
              ];
        const net = round2(rows.reduce((sum, r) => sum + Number(r.chargeVat0), 0));
        const rate = vatRate(periodStart, product);
        const vat = round2((net * rate) / 100);
        invoices.push({
          customerKey: customer.key,
          pointKey: point.key,
          productType: product,
          invoiceNumber: String(++number),
          billingCustomerKey: customer.customerNumbers[0]!,
          usagePlaceKey: point.identifier,
          meterNumber: point.deviceCodes[0] ?? null,
          periodStart,
          periodEnd: lastDayOfMonth(year, month),
          total: money(net + vat),
          rows,
          vat: { rate: rate.toFixed(2), net: money(net), vat: money(vat), total: money(net + vat) },
        });
      }
    }
  }
  return invoices;
}

function row(
  code: string,
  quantity: number,
  unit: string,
  price: number,
  priceUnit: string,
  charge: number,
) {
  return {
    componentCode: code,
    quantity: quantity.toFixed(3),
    quantityUnit: unit,
    unitPriceVat0: price.toFixed(5),
    priceUnit,
    chargeVat0: money(charge),
  };
}

function currentMonth(today: Date): Month {
  const { year, month } = helsinkiFields(today.getTime());
  return { year, month };
}

const calculationPeriod = (point: DemoMeteringPoint) => ({
  pointKey: point.key,
  objectKey: point.identifier,
  objectName: `${point.street} ${point.city}`,
  networkId: point.utility === 'electricity' ? 'SV-ESIMERKKI' : 'KL-ESIMERKKI',
});

/**
 * billing invoices, monthly for two years up to the current month. The consumer gets exactly one
 * postponable invoice and one invoice for each reason postponement is refused; the companies'
 * invoices cover every status code and every invoice type.
 */
export function billingInvoices(customers: DemoCustomer[], today: Date): BillingInvoiceData[] {
  const current = currentMonth(today);
  const todayDate = helsinkiDay(today);
  const byKey = new Map(customers.map((c) => [c.key, c]));
  const invoices: BillingInvoiceData[] = [];
  let number = 5_000_000;
  const base = (
    customer: DemoCustomer,
    { year, month }: Month,
    total: number,
    vat: number,
  ): BillingInvoiceData => {
    const invoiceDate = isoDate(year, month, 5);
    const dueDate = addDays(invoiceDate, 14);
    return {
      customerKey: customer.key,
      invoiceNumber: String(++number),
      invoiceType: 46002,
      invoiceStatus: 19006,
      invoiceDate,
      dueDate,
      originalDueDate: dueDate,
      amountTotal: money(total),
      amountOpen: money(0),
      amountVatExcluded: money(total / (1 + vat / 100)),
      isPaymentAgreementAllowed: true,
      paymentAgreementMaxDuedate: addDays(dueDate, 30),
      paymentAgreementType: 'ERAPAIVANSIIRTO',
      duedateChanged: false,
      thirdPartyInvoicingInvoiceType: null,
      customerNumber: customer.customerNumbers[0]!,
      calculationPeriods: [],
    };
  };

  const consumer = byKey.get('matti')!;
  const [electricity, , heat] = consumer.meteringPoints as [
    DemoMeteringPoint,
    DemoMeteringPoint,
    DemoMeteringPoint,
  ];
  const random = createRandom('ropo:matti');
  const months = monthsUntil(monthsBefore(current, 23), current);
  const consumerInvoices: Record<string, BillingInvoiceData> = {};
  months.forEach((month, i) => {
    const age = months.length - 1 - i;
    for (const point of [electricity, heat]) {
      const vat = month.year * 100 + month.month >= 202409 ? 25.5 : 24;
      const total = point === electricity ? random.between(45, 160) : random.between(70, 260);
      const invoice = base(consumer, month, total, vat);
      invoice.invoiceType =
        point === heat && month.month === 1 ? 46003 : point === heat ? 46001 : 46002;
      invoice.calculationPeriods = [calculationPeriod(point)];
      invoices.push(invoice);
      if (age <= 2)
        consumerInvoices[`${point === electricity ? 'electricity' : 'heat'}:${age}`] = invoice;
    }
  });
  const open = (invoice: BillingInvoiceData, status = 19005) => {
    invoice.invoiceStatus = status;
    invoice.amountOpen = invoice.amountTotal;
    return invoice;
  };
  // The one postponable invoice: due in ten days, open amount well under the 500 € limit.
  const postponable = open(consumerInvoices['electricity:0']!);
  postponable.dueDate = postponable.originalDueDate = addDays(todayDate, 10);
  postponable.paymentAgreementMaxDuedate = addDays(postponable.dueDate, 30);
  postponable.amountTotal = postponable.amountOpen = '89.40';
  postponable.amountVatExcluded = money(89.4 / 1.255);
  // One invoice for each reason postponement is refused.
  const overLimit = open(consumerInvoices['heat:0']!);
  overLimit.amountTotal = overLimit.amountOpen = '612.40';
  overLimit.amountVatExcluded = money(612.4 / 1.255);
  open(consumerInvoices['electricity:1']!, 19008);
  const notAllowed = open(consumerInvoices['heat:1']!);
  notAllowed.isPaymentAgreementAllowed = false;
  const changed = open(consumerInvoices['electricity:2']!);
  changed.dueDate = addDays(changed.originalDueDate, 21);
  changed.duedateChanged = true;
  const noMaxDate = open(consumerInvoices['heat:2']!);
  noMaxDate.paymentAgreementMaxDuedate = null;

  const thirdParty = base(consumer, monthsBefore(current, 1), 39.9, 25.5);
  thirdParty.invoiceType = 46004;
  thirdParty.thirdPartyInvoicingInvoiceType = thirdPartyInvoiceType;
  thirdParty.isPaymentAgreementAllowed = false;
  thirdParty.paymentAgreementMaxDuedate = null;
  thirdParty.paymentAgreementType = null;
  thirdParty.calculationPeriods = [calculationPeriod(electricity)];
  invoices.push(thirdParty);

  invoices.push(
    ...companyBillingInvoices(
      [byKey.get('esimerkki')!, byKey.get('esimerkki-kiinteistot')!],
      current,
      base,
    ),
  );
  return invoices;
}

function companyBillingInvoices(
  companies: DemoCustomer[],
  current: Month,
  base: (customer: DemoCustomer, month: Month, total: number, vat: number) => BillingInvoiceData,
): BillingInvoiceData[] {
  const invoices: BillingInvoiceData[] = [];
  const months = monthsUntil(monthsBefore(current, 23), current).reverse();
  let index = 0;
  for (const month of months) {
    for (const company of companies) {
      const random = createRandom(`ropo:${company.key}:${month.year}-${month.month}`);
      const vat = month.year * 100 + month.month >= 202409 ? 25.5 : 24;
      const invoice = base(company, month, random.between(800, 6000), vat);
      // Newest first: the 22 most recent invoices take every status once, older ones are paid.
      invoice.invoiceStatus = billingStatuses[index] ?? 19006;
      invoice.invoiceType = billingTypes[index % billingTypes.length]!;
      const closed = [19006, 19023].includes(invoice.invoiceStatus);
      invoice.amountOpen = closed ? money(0) : invoice.amountTotal;
      invoice.isPaymentAgreementAllowed = false;
      invoice.paymentAgreementMaxDuedate = null;
      invoice.paymentAgreementType = null;
      invoice.calculationPeriods = company.meteringPoints
        .filter((point) => point.utility !== 'water')
        .map(calculationPeriod);
      invoices.push(invoice);
      index += 1;
    }
  }
  return invoices;
}
