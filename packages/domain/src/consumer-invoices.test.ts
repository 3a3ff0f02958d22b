import { describe, expect, it } from 'vitest';
import {
  consumerInvoicesQuerySchema,
  firstInvoiceYear,
  invoiceProductOfPathSegment,
  invoiceProductOfUtility,
  invoiceProductPathSegments,
  invoiceProductTypes,
  invoiceYears,
  isInvoiceYearAllowed,
  utilityOfInvoiceProduct,
  vatRateKey,
} from './consumer-invoices';

describe('invoice years', () => {
  it('start in 2015 for heat and in 2020 for the other products', () => {
    expect(firstInvoiceYear('heat')).toBe(2015);
    expect(firstInvoiceYear('electricity')).toBe(2020);
    expect(firstInvoiceYear('fiber')).toBe(2020);
    expect(firstInvoiceYear('water')).toBe(2020);
  });

  it('run from the current year down to the first, newest first', () => {
    expect(invoiceYears('electricity', 2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(invoiceYears('heat', 2026)).toHaveLength(12);
    expect(invoiceYears('heat', 2026).at(-1)).toBe(2015);
    expect(invoiceYears('electricity', 2020)).toEqual([2020]);
  });

  it('allow exactly the offered years', () => {
    for (const type of invoiceProductTypes) {
      const offered = invoiceYears(type, 2026);
      for (let year = 2010; year <= 2030; year += 1) {
        expect(isInvoiceYearAllowed(type, year, 2026), `${type} ${year}`).toBe(
          offered.includes(year),
        );
      }
    }
  });
});

describe('product mapping', () => {
  it('maps utilities to products and back', () => {
    expect(invoiceProductOfUtility).toEqual({
      electricity: 'electricity',
      districtheat: 'heat',
      water: 'water',
    });
    for (const [utility, product] of Object.entries(invoiceProductOfUtility)) {
      expect(utilityOfInvoiceProduct[product]).toBe(utility);
    }
    expect(utilityOfInvoiceProduct.fiber).toBeNull();
  });

  it('names each product by one path word and reads it back', () => {
    expect(invoiceProductPathSegments).toEqual({
      electricity: 'sahko',
      heat: 'lampo',
      fiber: 'valokuitu',
      water: 'vesi',
    });
    for (const type of invoiceProductTypes) {
      expect(invoiceProductOfPathSegment(invoiceProductPathSegments[type])).toBe(type);
    }
    expect(invoiceProductOfPathSegment('kaukolampo')).toBeNull();
    expect(invoiceProductOfPathSegment('')).toBeNull();
  });
});

describe('consumerInvoicesQuerySchema', () => {
  it('accepts a product, a metering point identifier and a four-digit year', () => {
    expect(
      consumerInvoicesQuerySchema.parse({ productType: 'heat', mp: '6400100003', year: '2025' }),
    ).toEqual({ productType: 'heat', mp: '6400100003', year: 2025 });
  });

  it.each([
    [{ productType: 'gas', mp: '1', year: '2025' }, 'productType'],
    [{ productType: 'heat', mp: '64001a', year: '2025' }, 'mp'],
    [{ productType: 'heat', mp: '1'.repeat(21), year: '2025' }, 'mp'],
    [{ productType: 'heat', mp: '1', year: '25' }, 'year'],
    [{ productType: 'heat', mp: '1', year: '2025.0' }, 'year'],
    [{ productType: 'heat', mp: '1' }, 'year'],
    [{ productType: 'heat', mp: '1', year: '2025', extra: '1' }, ''],
  ])('refuses %j', (query, field) => {
    const result = consumerInvoicesQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

describe('vatRateKey', () => {
  it('writes the rate without trailing zeros', () => {
    expect(vatRateKey('24.00')).toBe('24');
    expect(vatRateKey('25.50')).toBe('25.5');
    expect(vatRateKey(10)).toBe('10');
  });
});
