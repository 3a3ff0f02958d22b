import type { CalculationPeriod, CompanyInfo, BillingInvoice } from '@energiaportaali/domain';
import type { SelectOption } from '../../components/select-field';

/** A range of calendar days 'YYYY-MM-DD', both ends included. */
export interface InvoiceDateRange {
  from: string;
  to: string;
}

export const rangePresets = ['thisYear', 'lastYear', 'last12Months'] as const;
export type RangePreset = (typeof rangePresets)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The days of a preset seen from `today`: the calendar year, the previous one, or the twelve
 * whole calendar months that end with the current one.
 */
export function presetRange(preset: RangePreset, today: string): InvoiceDateRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'last12Months': {
      const first = new Date(Date.UTC(year, month - 12, 1));
      return {
        from: `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-01`,
        to: `${year}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`,
      };
    }
  }
}

/** The last day the range picker offers: the end of the current year (invoices still to come). */
export function lastSelectableDay(today: string): string {
  return `${today.slice(0, 4)}-12-31`;
}

export interface TableFilter {
  range: InvoiceDateRange;
  /** A usage place's object_key; null for all. */
  usagePlace: string | null;
}

const byDueDateDescending = (a: BillingInvoice, b: BillingInvoice) =>
  b.duedate.localeCompare(a.duedate) || b.invoice_number.localeCompare(a.invoice_number);

/**
 * The invoices the table shows: issued within the range (invoice date) and, when one is chosen,
 * billing that usage place; sorted by due date, latest first (spec 02 §9).
 */
export function invoicesInView(
  invoices: readonly BillingInvoice[],
  filter: TableFilter,
): BillingInvoice[] {
  const { range, usagePlace } = filter;
  return invoices
    .filter((invoice) => invoice.invoice_date >= range.from && invoice.invoice_date <= range.to)
    .filter(
      (invoice) =>
        usagePlace === null ||
        invoice.calculation_periods.some((period) => period.object_key === usagePlace),
    )
    .sort(byDueDateDescending);
}

/** What the company invoice table shows: days, and the companies and usage places ticked. */
export interface CompanyTableFilter {
  range: InvoiceDateRange;
  /** Business ids. */
  companies: ReadonlySet<string>;
  /** Usage places' object_keys. */
  usagePlaces: ReadonlySet<string>;
}

/** The business id of each customer number (spec 02 §3 'Company info'). */
export function companiesByCustomerNumber(
  companyInfo: readonly CompanyInfo[],
): ReadonlyMap<string, CompanyInfo> {
  return new Map(companyInfo.map((company) => [company.customerIdentifier, company]));
}

/**
 * The company invoices the table shows: issued within the range, of a ticked company, billing a
 * ticked usage place (an invoice for no usage place stays while its company is ticked); latest
 * due date first.
 */
export function companyInvoicesInView(
  invoices: readonly BillingInvoice[],
  companyOf: ReadonlyMap<string, CompanyInfo>,
  filter: CompanyTableFilter,
): BillingInvoice[] {
  const { range, companies, usagePlaces } = filter;
  return invoices
    .filter((invoice) => invoice.invoice_date >= range.from && invoice.invoice_date <= range.to)
    .filter((invoice) => {
      const company = companyOf.get(invoice.customer_number);
      return company !== undefined && companies.has(company.identifier);
    })
    .filter(
      (invoice) =>
        invoice.calculation_periods.length === 0 ||
        invoice.calculation_periods.some((period) => usagePlaces.has(period.object_key)),
    )
    .sort(byDueDateDescending);
}

/** One option per company, by name: 'Esimerkki Oy (1234567-1)'. */
export function companyOptions(companyInfo: readonly CompanyInfo[]): SelectOption[] {
  const options = new Map<string, string>();
  for (const company of companyInfo) {
    options.set(company.identifier, `${company.customerName} (${company.identifier})`);
  }
  return [...options]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fi'));
}

/** 'Esimerkkitie 5 (6400100001)': the name's first two words (spec 02 §9) and the point's key. */
export function usagePlaceLabel(period: CalculationPeriod): string {
  const words = period.object_name.trim().split(/\s+/).slice(0, 2).join(' ');
  return words ? `${words} (${period.object_key})` : period.object_key;
}

/** One option per usage place the invoices bill for, by label. */
export function usagePlaceOptions(invoices: readonly BillingInvoice[]): SelectOption[] {
  const options = new Map<string, string>();
  for (const period of invoices.flatMap((invoice) => invoice.calculation_periods)) {
    if (!options.has(period.object_key)) options.set(period.object_key, usagePlaceLabel(period));
  }
  return [...options]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fi'));
}
