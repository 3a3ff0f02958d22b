import type { InvoiceProductType } from '@energiaportaali/domain';
import type { Texts } from './catalogue';
import { euros } from './en-format';

const productWords: Record<InvoiceProductType, string> = {
  electricity: 'electricity',
  heat: 'heating',
  fiber: 'fibre',
  water: 'water',
};

/** The consumer's invoices by product (/laskut, spec 02 §2, §8). */
export const invoices: Texts['invoices'] = {
  title: 'Invoices',
  filtersLabel: 'Search invoices',
  product: 'Product',
  year: 'Year',
  usagePlace: 'Metering point',
  fallbackTitles: { electricity: 'Electricity', heat: 'Heating' },
  invoiceTitle: (period: string) => `Invoice for ${period}`,
  empty: (product: InvoiceProductType) =>
    `No ${productWords[product]} invoices were found for the chosen metering point and year`,
  waterComingSoon: 'Water invoices will be added in a future release.',
  invoiceNumber: 'Invoice number',
  customerNumber: 'Customer number',
  usagePlaceNumber: 'Metering point number',
  meterNumber: 'Meter number',
  rowsCaption: 'Invoice lines (prices excluding VAT)',
  component: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  charge: 'Charge',
  vatCaption: 'Value added tax',
  vatRate: 'VAT rate',
  vatExcluded: 'Excl. VAT',
  vat: 'VAT',
  vatIncluded: 'Total',
  total: 'Invoice total',
  euros,
  percent: (rate: string) => `${rate}%`,
  unauthorized: 'You are not authorised to view this data. Logging you out...',
  productTypesFailed: 'Loading the products failed',
  productTypesNetworkError: 'Connection error while loading the products',
  invoicesServerError: 'Something went wrong. Please try again later.',
  invoicesFailed: 'Loading the invoices failed',
  invoicesNetworkError: 'Connection error while loading the invoices',
  invoicesUnreadable: 'Loading the invoice details failed',
  noProducts: 'No invoiced products',
};
