import { describe, expect, it } from 'vitest';
import {
  companiesByCustomerNumber,
  companyInvoicesInView,
  companyOptions,
  invoicesInView,
  lastSelectableDay,
  presetRange,
  usagePlaceLabel,
  usagePlaceOptions,
} from './table-rules';
import { buildBillingInvoice, heatPeriod } from './test-invoices';

describe('presetRange', () => {
  it('gives this year, last year and the twelve months ending with the current one', () => {
    expect(presetRange('thisYear', '2026-11-22')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('lastYear', '2026-11-22')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetRange('last12Months', '2026-11-22')).toEqual({
      from: '2025-12-01',
      to: '2026-11-30',
    });
    expect(presetRange('last12Months', '2028-02-10')).toEqual({
      from: '2027-03-01',
      to: '2028-02-29',
    });
    expect(presetRange('last12Months', '2026-12-31')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('lets the calendar go to the end of the current year', () => {
    expect(lastSelectableDay('2026-11-22')).toBe('2026-12-31');
  });
});

describe('invoicesInView', () => {
  const march = buildBillingInvoice({ invoice_date: '2026-03-05', duedate: '2026-03-19' });
  const april = buildBillingInvoice({ invoice_date: '2026-04-05', duedate: '2026-04-19' });
  const aprilHeat = buildBillingInvoice({
    invoice_date: '2026-04-05',
    duedate: '2026-04-19',
    calculation_periods: [heatPeriod],
  });
  const lastYear = buildBillingInvoice({ invoice_date: '2025-12-31', duedate: '2026-01-14' });
  const postponed = buildBillingInvoice({ invoice_date: '2026-02-05', duedate: '2026-05-01' });
  const all = [march, lastYear, april, postponed, aprilHeat];

  it('keeps the invoices issued within the range, both ends included, latest due date first', () => {
    const shown = invoicesInView(all, {
      range: { from: '2026-01-01', to: '2026-12-31' },
      usagePlace: null,
    });
    expect(shown.map((invoice) => invoice.invoice_number)).toEqual([
      postponed.invoice_number,
      aprilHeat.invoice_number,
      april.invoice_number,
      march.invoice_number,
    ]);
    const edges = invoicesInView(all, {
      range: { from: '2025-12-31', to: '2026-03-05' },
      usagePlace: null,
    });
    expect(edges).toEqual([postponed, march, lastYear]);
  });

  it('keeps the invoices of one usage place', () => {
    const shown = invoicesInView(all, {
      range: { from: '2026-01-01', to: '2026-12-31' },
      usagePlace: heatPeriod.object_key,
    });
    expect(shown).toEqual([aprilHeat]);
  });

  it('does not reorder its input', () => {
    const input = [march, april];
    invoicesInView(input, { range: { from: '2026-01-01', to: '2026-12-31' }, usagePlace: null });
    expect(input).toEqual([march, april]);
  });
});

describe('usage places', () => {
  it("labels a place by its name's first two words and its key", () => {
    expect(usagePlaceLabel(heatPeriod)).toBe('Esimerkkitie 5 (6400100003)');
    expect(
      usagePlaceLabel({
        object_key: '1',
        object_name: '  Mökkipolku   12 Korpilahti',
        network_id: '',
      }),
    ).toBe('Mökkipolku 12 (1)');
    expect(usagePlaceLabel({ object_key: '1', object_name: '', network_id: '' })).toBe('1');
  });

  it('offers each place once, by label', () => {
    const invoices = [
      buildBillingInvoice({ calculation_periods: [heatPeriod] }),
      buildBillingInvoice(),
      buildBillingInvoice({
        calculation_periods: [
          heatPeriod,
          { object_key: '6400100002', object_name: 'Mökkipolku 12 Korpilahti', network_id: 'X' },
        ],
      }),
    ];
    expect(usagePlaceOptions(invoices)).toEqual([
      { value: '6400100001', label: 'Esimerkkitie 5 (6400100001)' },
      { value: '6400100003', label: 'Esimerkkitie 5 (6400100003)' },
      { value: '6400100002', label: 'Mökkipolku 12 (6400100002)' },
    ]);
  });
});

describe('company invoices', () => {
  const companyInfo = [
    { customerIdentifier: '200001', customerName: 'Esimerkki Oy', identifier: '1234567-1' },
    { customerIdentifier: '200002', customerName: 'Esimerkki Oy', identifier: '1234567-1' },
    { customerIdentifier: '200003', customerName: 'Alihankinta Oy', identifier: '2345678-0' },
  ];
  const companyOf = companiesByCustomerNumber(companyInfo);
  const office = { object_key: '6400100010', object_name: 'Teollisuuskatu 10', network_id: 'A' };
  const hall = { object_key: '6400100020', object_name: 'Hallikuja 2', network_id: 'A' };
  const parent = buildBillingInvoice({
    customer_number: '200001',
    duedate: '2026-03-19',
    calculation_periods: [office],
  });
  const parentSecondNumber = buildBillingInvoice({
    customer_number: '200002',
    duedate: '2026-03-20',
    calculation_periods: [],
  });
  const subsidiary = buildBillingInvoice({
    customer_number: '200003',
    duedate: '2026-03-21',
    calculation_periods: [hall],
  });
  const stranger = buildBillingInvoice({
    customer_number: '999999',
    calculation_periods: [office],
  });
  const all = [parent, subsidiary, stranger, parentSecondNumber];
  const range = { from: '2026-01-01', to: '2026-12-31' };
  const everyPlace = new Set([office.object_key, hall.object_key]);

  it('keeps the ticked companies by any of their customer numbers, latest due date first', () => {
    const both = new Set(['1234567-1', '2345678-0']);
    expect(
      companyInvoicesInView(all, companyOf, { range, companies: both, usagePlaces: everyPlace }),
    ).toEqual([subsidiary, parentSecondNumber, parent]);
    const parentOnly = new Set(['1234567-1']);
    expect(
      companyInvoicesInView(all, companyOf, {
        range,
        companies: parentOnly,
        usagePlaces: everyPlace,
      }),
    ).toEqual([parentSecondNumber, parent]);
  });

  it('keeps the ticked usage places, and invoices for no place while their company is ticked', () => {
    const both = new Set(['1234567-1', '2345678-0']);
    expect(
      companyInvoicesInView(all, companyOf, {
        range,
        companies: both,
        usagePlaces: new Set([hall.object_key]),
      }),
    ).toEqual([subsidiary, parentSecondNumber]);
    expect(
      companyInvoicesInView(all, companyOf, {
        range: { from: '2027-01-01', to: '2027-12-31' },
        companies: both,
        usagePlaces: everyPlace,
      }),
    ).toEqual([]);
  });

  it('offers each company once, by name', () => {
    expect(companyOptions(companyInfo)).toEqual([
      { value: '2345678-0', label: 'Alihankinta Oy (2345678-0)' },
      { value: '1234567-1', label: 'Esimerkki Oy (1234567-1)' },
    ]);
  });
});
