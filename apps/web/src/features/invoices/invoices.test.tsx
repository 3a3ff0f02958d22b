import { calendarYearOf, type ConsumerInvoice, type ProductType } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { fi } from '../../texts/fi';
import { jsonResponse, renderApp } from '../../test/render-app';

const consumer = buildUser('consumer');
const currentYear = calendarYearOf(new Date());

const productTypes: ProductType[] = [
  { type: 'electricity', title: 'Sähkö' },
  { type: 'heat', title: 'Lämpö' },
  { type: 'water', title: 'Vesi' },
];

const customer = buildCustomerData({
  contracts: [
    buildContract({ meteringpointIdentifier: '6400100002', address: 'Mökkipolku 12' }),
    buildContract({ meteringpointIdentifier: '6400100001', address: 'Esimerkkitie 5' }),
    buildContract({
      meteringpointIdentifier: '6400100001',
      address: 'Esimerkkitie 5',
      contractEnd: '2019-12-31',
    }),
    buildContract({
      meteringpointIdentifier: '6400100003',
      utility: 'districtheat',
      contractType: 'Kaukolämmön myyntisopimus',
    }),
    buildContract({ meteringpointIdentifier: '6400100004', utility: 'water' }),
  ],
});

function buildInvoice(month: number, year = currentYear): ConsumerInvoice {
  const mm = String(month).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    LaskutusjaksoAlkuPvm: `${year}-${mm}-01`,
    LaskutusjaksoLoppuPvm: `${year}-${mm}-${lastDay}`,
    Laskunumero: `70${year}${mm}`,
    AsiakasKey: '100001',
    KayttopaikkaKey: '6400100001',
    Mittalaitenro: '6000011',
    Rivit: [
      {
        TuotekomponenttiTunnus: 'Perusmaksu',
        Maara: 1,
        MaaranYksikko: 'kk',
        YksikkohintaALV0: 4.9,
        HintaYksikko: '€/kk',
        VeloitusALV0: 4.9,
      },
      {
        TuotekomponenttiTunnus: 'Siirtomaksu',
        Maara: 1312.4567,
        MaaranYksikko: 'kWh',
        YksikkohintaALV0: 3.95,
        HintaYksikko: 'c/kWh',
        VeloitusALV0: 51.84,
      },
    ],
    LaskunSumma: 71.21,
    ALV: { '25.5': { Veroton: 56.74, Vero: 14.47, Yht: 71.21 } },
  };
}

interface Answers {
  productTypes?: () => Response;
  contracts?: () => Response;
  invoices?: (params: URLSearchParams) => Response;
}

function api({
  productTypes: productTypesAnswer = () => jsonResponse(productTypes),
  contracts = () => jsonResponse(customer),
  invoices = () => jsonResponse([buildInvoice(2), buildInvoice(1)]),
}: Answers = {}) {
  return (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/product_types') return productTypesAnswer();
    if (pathname === '/api/contracts') return contracts();
    if (pathname === '/api/invoices') return invoices(searchParams);
    return new Response(null, { status: 204 });
  };
}

const invoiceCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/invoices'));

const select = (name: string) => screen.getByRole('combobox', { name });
const optionLabels = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => sessionStorage.clear());

describe('invoices page', () => {
  it("opens the first product's invoices of the current year at the first usage place", async () => {
    const { router, fetchMock } = renderApp({ path: '/laskut', user: consumer, api: api() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Laskut' })).toBeVisible();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/laskut/sahko'));
    expect(
      await screen.findByRole('button', {
        name: `Lasku ajalta 1.2.${currentYear}–${new Date(Date.UTC(currentYear, 2, 0)).getUTCDate()}.2.${currentYear}`,
      }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Lasku ajalta/ })).toHaveLength(2);

    expect(select('Tuote')).toHaveValue('electricity');
    expect(optionLabels('Tuote')).toEqual(['Sähkö', 'Lämpö', 'Vesi']);
    expect(select('Vuosi')).toHaveValue(String(currentYear));
    expect(optionLabels('Vuosi')[0]).toBe(String(currentYear));
    expect(optionLabels('Vuosi').at(-1)).toBe('2020');
    expect(optionLabels('Käyttöpaikka')).toEqual(['Esimerkkitie 5', 'Mökkipolku 12']);
    expect(invoiceCalls(fetchMock)).toEqual([
      `/api/invoices?productType=electricity&mp=6400100001&year=${currentYear}`,
    ]);
  });

  it('opens an invoice with its rows, VAT breakdown and total', async () => {
    const { events } = renderApp({ path: '/laskut/sahko', user: consumer, api: api() });
    await events.click(await screen.findByRole('button', { name: /^Lasku ajalta 1\.1\./ }));
    const panel = screen.getByRole('region', { name: /^Lasku ajalta 1\.1\./ });
    const value = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(value('Laskunumero')).toBe(`70${currentYear}01`);
    expect(value('Asiakasnumero')).toBe('100001');
    expect(value('Käyttöpaikan numero')).toBe('6400100001');
    expect(value('Mittalaitteen numero')).toBe('6000011');

    const rows = within(panel).getByRole('table', { name: /^Laskurivit/ });
    const cells = within(rows)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Tuote', 'Määrä', 'Yksikköhinta', 'Veloitus'],
      ['Perusmaksu', '1,000 kk', '4,90 €/kk', '4,90 €'],
      ['Siirtomaksu', '1\u00a0312,457 kWh', '3,95 c/kWh', '51,84 €'],
    ]);
    const vat = within(panel).getByRole('table', { name: 'Arvonlisävero' });
    expect(within(vat).getAllByRole('row')[1]).toHaveTextContent('25,5 %56,74 €14,47 €71,21 €');
    expect(within(panel).getByText('71,21 €', { selector: 'strong' })).toBeVisible();
    expect(panel).toHaveTextContent('Laskun summa 71,21 €');
  });

  it('searches again for another year and usage place', async () => {
    const { events, fetchMock } = renderApp({ path: '/laskut/sahko', user: consumer, api: api() });
    await screen.findAllByRole('button', { name: /^Lasku ajalta/ });
    await events.selectOptions(select('Vuosi'), '2023');
    await events.selectOptions(select('Käyttöpaikka'), 'Mökkipolku 12');
    await screen.findAllByRole('button', { name: /^Lasku ajalta/ });
    expect(invoiceCalls(fetchMock)).toEqual([
      `/api/invoices?productType=electricity&mp=6400100001&year=${currentYear}`,
      '/api/invoices?productType=electricity&mp=6400100001&year=2023',
      '/api/invoices?productType=electricity&mp=6400100002&year=2023',
    ]);
  });

  it('changes the product through the path and starts it from the current year', async () => {
    const { events, router, fetchMock } = renderApp({
      path: '/laskut/sahko',
      user: consumer,
      api: api(),
    });
    await screen.findAllByRole('button', { name: /^Lasku ajalta/ });
    await events.selectOptions(select('Vuosi'), '2021');
    await events.selectOptions(select('Tuote'), 'Lämpö');
    expect(router.state.location.pathname).toBe('/laskut/lampo');
    expect(select('Vuosi')).toHaveValue(String(currentYear));
    expect(optionLabels('Vuosi').at(-1)).toBe('2015');
    expect(optionLabels('Käyttöpaikka')).toEqual(['Esimerkkitie 5']);
    expect(select('Tuote')).toHaveFocus();
    await screen.findAllByRole('button', { name: /^Lasku ajalta/ });
    expect(invoiceCalls(fetchMock).at(-1)).toBe(
      `/api/invoices?productType=heat&mp=6400100003&year=${currentYear}`,
    );
  });

  it('says when the search finds no invoices', async () => {
    renderApp({
      path: '/laskut/lampo',
      user: consumer,
      api: api({ invoices: () => jsonResponse([]) }),
    });
    expect(
      await screen.findByText(
        'Hakukriteereillä(käyttöpaikka ja vuosi) ei löytynyt yhtään lämpölaskua',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('tells that water invoices are coming, without searching', async () => {
    const { fetchMock } = renderApp({ path: '/laskut/vesi', user: consumer, api: api() });
    expect(
      await screen.findByText('Veden laskutiedot tulossa seuraavissa julkaisuissa.'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Vuosi' })).toBeNull();
    expect(invoiceCalls(fetchMock)).toEqual([]);
  });

  it('goes to the first product from a path word the consumer has no product for', async () => {
    const { router } = renderApp({ path: '/laskut/valokuitu', user: consumer, api: api() });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/laskut/sahko'));
  });

  it.each([404, 500, 502])(
    'falls back to Sähkö and Lämpö when the product list answers %i',
    async (status) => {
      renderApp({
        path: '/laskut',
        user: consumer,
        api: api({ productTypes: () => jsonResponse({ error: 'X', message: 'x' }, status) }),
      });
      await screen.findAllByRole('button', { name: /^Lasku ajalta/ });
      expect(optionLabels('Tuote')).toEqual(['Sähkö', 'Lämpö']);
    },
  );

  it.each([
    [() => jsonResponse({ error: 'X', message: 'x' }, 400), 'Virhe tuotetietoja haettaessa'],
    [() => jsonResponse({ unexpected: true }), 'Virhe tuotetietoja haettaessa'],
    [
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Yhteysvirhe tuotetietoja ladattaessa',
    ],
  ])('tells why the product list failed (%#) and retries', async (answer, message) => {
    let calls = 0;
    const { events } = renderApp({
      path: '/laskut',
      user: consumer,
      api: api({
        productTypes: () => {
          calls += 1;
          return calls === 1 ? answer() : jsonResponse(productTypes);
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await events.click(screen.getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await screen.findByRole('combobox', { name: 'Tuote' })).toBeVisible();
  });

  it.each([
    [500, 'Tapahtui virhe, yritä myöhemmin uudelleen'],
    [404, 'Tapahtui virhe, yritä myöhemmin uudelleen'],
    [502, 'Tapahtui virhe, yritä myöhemmin uudelleen'],
    [400, 'Virhe laskuja ladattaessa'],
    [503, 'Virhe laskuja ladattaessa'],
  ])('tells that the invoices failed with %i, and retries', async (status, message) => {
    let calls = 0;
    const { events } = renderApp({
      path: '/laskut/sahko',
      user: consumer,
      api: api({
        invoices: () => {
          calls += 1;
          return calls === 1
            ? jsonResponse({ error: 'X', message: 'x' }, status)
            : jsonResponse([buildInvoice(1)]);
        },
      }),
    });
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
    await waitFor(() => expect(alerts()).toContain(message));
    // A 503 is a maintenance break: the layout says so too (spec 01 §8, the 408 text).
    if (status === 503) expect(alerts()).toContain(fi.login.maintenance);
    await events.click(screen.getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await screen.findByRole('button', { name: /^Lasku ajalta/ })).toBeVisible();
  });

  it('tells about a network error of the invoices', async () => {
    renderApp({
      path: '/laskut/sahko',
      user: consumer,
      api: api({
        invoices: () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Yhteysvirhe laskuja ladattaessa');
  });

  it('tells about an invoice answer it cannot read', async () => {
    renderApp({
      path: '/laskut/sahko',
      user: consumer,
      api: api({ invoices: () => jsonResponse([{ Laskunumero: 1 }]) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Laskutietojen haku epäonnistui');
  });

  it.each(['product_types', 'invoices'])('says it logs out when %s answers 401', async (call) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const unauthorized = () =>
      jsonResponse({ error: 'UNAUTHORIZED', message: 'Kirjautuminen vaaditaan.' }, 401);
    renderApp({
      path: '/laskut/sahko',
      user: consumer,
      api: api(call === 'invoices' ? { invoices: unauthorized } : { productTypes: unauthorized }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ei oikeuksia tiedon lataamiseen. Kirjaudutaan ulos ...',
    );
    expect(screen.queryByRole('button', { name: 'Yritä uudestaan' })).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('sends other roles to /forbidden', async () => {
    const { router } = renderApp({ path: '/laskut', user: buildUser('companyUser') });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });
});
