import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { buildContract } from '../../test/contracts';
import { fi } from '../../texts/fi';
import {
  billingPeriod,
  failureKind,
  fallbackProductTypes,
  invoicesErrorText,
  invoicesPathOf,
  productTypesErrorText,
  usagePlacesOf,
  vatRateText,
} from './invoice-rules';

const httpError = (status: number) =>
  new ApiRequestError({ ok: false, reason: 'http', status, error: null });
const networkError = new ApiRequestError({
  ok: false,
  reason: 'network',
  status: null,
  error: null,
});
const unreadable = new ApiRequestError({
  ok: false,
  reason: 'invalid-response',
  status: 200,
  error: null,
});

describe('failureKind', () => {
  it.each([
    [httpError(401), 'unauthorized'],
    [httpError(403), 'unauthorized'],
    [httpError(404), 'unavailable'],
    [httpError(500), 'unavailable'],
    [httpError(502), 'unavailable'],
    [httpError(400), 'failed'],
    [httpError(503), 'failed'],
    [networkError, 'network'],
    [unreadable, 'unreadable'],
    [new Error('odd'), 'failed'],
  ])('%s → %s', (error, kind) => {
    expect(failureKind(error)).toBe(kind);
  });
});

describe('error texts', () => {
  const texts = fi.invoices;

  it('of the product list', () => {
    expect(productTypesErrorText('unauthorized', texts)).toBe(
      'Ei oikeuksia tiedon lataamiseen. Kirjaudutaan ulos ...',
    );
    expect(productTypesErrorText('network', texts)).toBe('Yhteysvirhe tuotetietoja ladattaessa');
    expect(productTypesErrorText('failed', texts)).toBe('Virhe tuotetietoja haettaessa');
    expect(productTypesErrorText('unreadable', texts)).toBe('Virhe tuotetietoja haettaessa');
  });

  it('of the invoice search', () => {
    expect(invoicesErrorText('unauthorized', texts)).toBe(
      'Ei oikeuksia tiedon lataamiseen. Kirjaudutaan ulos ...',
    );
    expect(invoicesErrorText('unavailable', texts)).toBe(
      'Tapahtui virhe, yritä myöhemmin uudelleen',
    );
    expect(invoicesErrorText('network', texts)).toBe('Yhteysvirhe laskuja ladattaessa');
    expect(invoicesErrorText('failed', texts)).toBe('Virhe laskuja ladattaessa');
    expect(invoicesErrorText('unreadable', texts)).toBe('Laskutietojen haku epäonnistui');
  });

  it('falls back to Sähkö and Lämpö', () => {
    expect(fallbackProductTypes(texts)).toEqual([
      { type: 'electricity', title: 'Sähkö' },
      { type: 'heat', title: 'Lämpö' },
    ]);
  });

  it('names the product in the empty result', () => {
    expect(texts.empty('electricity')).toBe(
      'Hakukriteereillä(käyttöpaikka ja vuosi) ei löytynyt yhtään sähkölaskua',
    );
    expect(texts.empty('heat')).toBe(
      'Hakukriteereillä(käyttöpaikka ja vuosi) ei löytynyt yhtään lämpölaskua',
    );
    expect(texts.empty('fiber')).toContain('yhtään valokuitulaskua');
  });
});

describe('usagePlacesOf', () => {
  const home = buildContract({ meteringpointIdentifier: '1', address: 'Esimerkkitie 5' });
  const homeEnded = buildContract({
    meteringpointIdentifier: '1',
    address: 'Esimerkkitie 5',
    contractEnd: '2019-12-31',
  });
  const cottage = buildContract({ meteringpointIdentifier: '2', address: 'Mökkipolku 12' });
  const heat = buildContract({
    meteringpointIdentifier: '3',
    address: 'Esimerkkitie 5',
    utility: 'districtheat',
  });
  const water = buildContract({
    meteringpointIdentifier: '4',
    address: 'Esimerkkitie 5',
    utility: 'water',
  });
  const contracts = [cottage, home, homeEnded, heat, water];

  it("lists the product's metering points once each, by street, labelled by address", () => {
    expect(usagePlacesOf(contracts, 'electricity')).toEqual([
      { mp: '1', label: 'Esimerkkitie 5' },
      { mp: '2', label: 'Mökkipolku 12' },
    ]);
    expect(usagePlacesOf(contracts, 'heat')).toEqual([{ mp: '3', label: 'Esimerkkitie 5' }]);
    expect(usagePlacesOf(contracts, 'water')).toEqual([{ mp: '4', label: 'Esimerkkitie 5' }]);
  });

  it('offers every point for fibre and tells points at one address apart', () => {
    expect(usagePlacesOf(contracts, 'fiber')).toEqual([
      { mp: '1', label: 'Esimerkkitie 5 (1)' },
      { mp: '3', label: 'Esimerkkitie 5 (3)' },
      { mp: '4', label: 'Esimerkkitie 5 (4)' },
      { mp: '2', label: 'Mökkipolku 12' },
    ]);
  });

  it('is empty without contracts of the product', () => {
    expect(usagePlacesOf([heat], 'electricity')).toEqual([]);
  });
});

describe('formatting', () => {
  it('writes the billing period as D.M.YYYY–D.M.YYYY', () => {
    expect(billingPeriod('2025-01-01', '2025-01-31')).toBe('1.1.2025–31.1.2025');
  });

  it('writes VAT rates with a decimal comma and only their own decimals', () => {
    expect(vatRateText('24')).toBe('24');
    expect(vatRateText('25.5')).toBe('25,5');
  });

  it('builds the path of a product', () => {
    expect(invoicesPathOf('electricity')).toBe('/laskut/sahko');
    expect(invoicesPathOf('heat')).toBe('/laskut/lampo');
  });
});
