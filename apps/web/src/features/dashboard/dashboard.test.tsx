import {
  bucketStarts,
  formatNumber,
  helsinkiFields,
  type CustomerData,
  type UsageAnswer,
} from '@energiaportaali/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildConfig, buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import {
  buildCustomerData,
  cottageElectricity,
  demoContracts,
  homeElectricity,
  homeHeat,
  homeWater,
} from './test-fixtures';
import { currentMonth } from './month-cost';
import { currentYear } from './year-totals';

const { year, range } = currentYear(new Date());
const consumer = buildUser('consumer');

const monthly: Record<string, { values: number[]; unit: UsageAnswer['unit'] }> = {
  [homeElectricity]: { values: [100.4, 200.2], unit: 'kWh' },
  [cottageElectricity]: { values: [50.3], unit: 'kWh' },
  [homeHeat]: { values: [1000.6, 234.2], unit: 'kWh' },
  [homeWater]: { values: [1.2345, 2.0001], unit: 'm3' },
};

function usageAnswer(mp: string): UsageAnswer {
  const { values, unit } = monthly[mp] ?? { values: [], unit: 'kWh' };
  return {
    data: values.map((v, month) => ({ ts: new Date(Date.UTC(year, month, 1)).toISOString(), v })),
    unit,
    maximumResolution: 'hour',
  };
}

type Handler = (url: URL) => Response | Promise<Response> | undefined;

/** The consumer's API: contracts and usage answers, unless `override` answers first. */
function consumerApi({
  contracts = buildCustomerData(),
  override,
}: { contracts?: CustomerData; override?: Handler } = {}) {
  return (path: string) => {
    const url = new URL(path, 'http://localhost');
    const answer = override?.(url);
    if (answer) return answer;
    if (url.pathname === '/api/contracts') return jsonResponse(contracts);
    const mp = url.searchParams.get('mp');
    if (/^\/api\/(electricity|heat|water)\//.test(url.pathname) && mp) {
      return jsonResponse(usageAnswer(mp));
    }
    return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
  };
}

// A card is re-rendered as its state changes: always look it up afresh.
function card(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card ${title}`);
  return item;
}

/** Waits for `text` in the card titled `title`. */
function findInCard(title: string, text: string) {
  return waitFor(() => within(card(title)).getByText(text));
}

/** Waits for the alert of the card titled `title`. */
function findAlertInCard(title: string) {
  return waitFor(() => within(card(title)).getByRole('alert'));
}

// Testing Library compares texts with their whitespace collapsed: the no-break space of the
// thousands separator becomes a plain one.
const shown = (value: number, decimals: number) =>
  formatNumber(value, decimals).replace(/\u00a0/g, ' ');
const amount = (value: number, decimals: number, unit: string) =>
  `${shown(value, decimals)} ${unit}`;

afterEach(() => sessionStorage.clear());

describe('consumption cards', () => {
  it("shows this year's total per product, summed over its points, with place and period", async () => {
    renderApp({ path: '/dashboard', user: consumer, api: consumerApi() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asiakkuuteni' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kulutustietoni' })).toBeVisible();

    expect(await findInCard('Sähkö', amount(350.9, 0, 'kWh'))).toBeInTheDocument();
    expect(within(card('Sähkö')).getByText('2 käyttöpaikkaa')).toBeVisible();
    expect(await findInCard('Kaukolämpö', amount(1234.8, 0, 'kWh'))).toBeInTheDocument();
    expect(within(card('Kaukolämpö')).getByText('Esimerkkitie 5, 00100 Helsinki')).toBeVisible();
    expect(await findInCard('Vesi', amount(3.2346, 3, 'm³'))).toBeInTheDocument();

    // Today in Helsinki, as the card shows it (between 22 and 24 UTC it is already tomorrow there).
    const { year: todayYear, month: todayMonth, day: todayDay } = helsinkiFields(Date.now());
    const period = `1.1.${year}–${todayDay}.${todayMonth}.${todayYear}`;
    expect(within(card('Vesi')).getByText(period)).toBeVisible();
  });

  it('asks each point for the year: electricity and heat by thisyear, water by month', async () => {
    const { fetchMock } = renderApp({ path: '/dashboard', user: consumer, api: consumerApi() });
    await findInCard('Sähkö', amount(350.9, 0, 'kWh'));
    await findInCard('Vesi', amount(3.2346, 3, 'm³'));
    // This month's cost is asked separately (cost=true), see 'month cost' below.
    const usageCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => !url.includes('/contracts') && !url.includes('/configuration'))
      .filter((url) => !url.includes('cost=true'))
      .sort();
    const query = (mp: string) => `start=${range.start}&end=${range.end}&mp=${mp}`;
    expect(usageCalls).toEqual(
      [
        `/api/electricity/thisyear?${query(homeElectricity)}`,
        `/api/electricity/thisyear?${query(cottageElectricity)}`,
        `/api/heat/thisyear?${query(homeHeat)}`,
        `/api/water/month?${query(homeWater)}`,
      ].sort(),
    );
  });

  it('counts the number up on screen, or shows it at once under reduced motion', async () => {
    const number = () => card('Kaukolämpö').querySelector('.product-card__number');
    renderApp({ path: '/dashboard', user: consumer, api: consumerApi() });
    await findInCard('Kaukolämpö', amount(1234.8, 0, 'kWh'));
    // Screen readers have the final value at once; the screen is still counting (800 ms).
    expect(Number(number()?.textContent?.replace(/\D/g, ''))).toBeLessThan(1235);
    await waitFor(() => expect(number()).toHaveTextContent(shown(1234.8, 0)));
    cleanup();

    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)'
        ? ({ matches: true, media: query } as MediaQueryList)
        : matchMedia(query),
    );
    renderApp({ path: '/dashboard', user: consumer, api: consumerApi() });
    await findInCard('Kaukolämpö', amount(1234.8, 0, 'kWh'));
    expect(number()).toHaveTextContent(shown(1234.8, 0));
  });

  it('expands the card of several points to each point with its total and link', async () => {
    const { events } = renderApp({ path: '/dashboard', user: consumer, api: consumerApi() });
    const toggle = await screen.findByRole('button', { name: 'Sähkö' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Sähkö: käyttöpaikat' })).not.toBeInTheDocument();

    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const points = screen.getByRole('list', { name: 'Sähkö: käyttöpaikat' });
    const links = within(points).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', `/sahko/${homeElectricity}`);
    expect(links[0]).toHaveTextContent('Esimerkkitie 5, 00100 Helsinki');
    expect(links[0]).toHaveTextContent(amount(300.6, 0, 'kWh'));
    expect(links[1]).toHaveAttribute('href', `/sahko/${cottageElectricity}`);
    expect(links[1]).toHaveTextContent('Mökkipolku 12, 41800 Korpilahti');
    expect(links[1]).toHaveTextContent(amount(50.3, 0, 'kWh'));

    await events.click(toggle);
    expect(points).not.toBeVisible();
  });

  it('goes straight to the consumption page of a single point', async () => {
    const { events, router } = renderApp({
      path: '/dashboard',
      user: consumer,
      api: consumerApi(),
    });
    const heat = await screen.findByRole('link', { name: 'Kaukolämpö' });
    expect(heat).toHaveAttribute('href', `/kaukolampo/${homeHeat}`);
    await events.click(heat);
    // The consumption page's code loads first.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kaukolampo/${homeHeat}`), {
      timeout: 5000,
    });
  });

  it('says what it is loading until the totals arrive', async () => {
    renderApp({
      path: '/dashboard',
      user: consumer,
      api: consumerApi({
        override: (url) =>
          url.pathname.startsWith('/api/heat/') ? new Promise(() => {}) : undefined,
      }),
    });
    expect(await findInCard('Sähkö', amount(350.9, 0, 'kWh'))).toBeInTheDocument();
    expect(
      within(card('Kaukolämpö'))
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual([`Ladataan lukemia vuodelle ${year}`, 'Ladataan kustannuksia...']);
  });

  it("tells 'Lataus epäonnistui' when a point has no data and retries only that point", async () => {
    let cottageCalls = 0;
    const { events, fetchMock } = renderApp({
      path: '/dashboard',
      user: consumer,
      api: consumerApi({
        override: (url) => {
          if (url.searchParams.get('mp') !== cottageElectricity || url.searchParams.has('cost')) {
            return undefined;
          }
          cottageCalls += 1;
          return cottageCalls === 1
            ? jsonResponse({ error: 'NOT_FOUND', message: 'Pyydettyjä tietoja ei löytynyt' }, 404)
            : undefined;
        },
      }),
    });
    expect(await findAlertInCard('Sähkö')).toHaveTextContent('Lataus epäonnistui');
    await events.click(within(card('Sähkö')).getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await findInCard('Sähkö', amount(350.9, 0, 'kWh'))).toBeInTheDocument();
    expect(cottageCalls).toBe(2);
    const homeCalls = fetchMock.mock.calls.filter(
      ([url]) => String(url).includes(`mp=${homeElectricity}`) && !String(url).includes('cost='),
    );
    expect(homeCalls).toHaveLength(1);
  });

  it('tells a connection error apart', async () => {
    renderApp({
      path: '/dashboard',
      user: consumer,
      api: consumerApi({
        override: (url) => {
          if (url.pathname.startsWith('/api/water/')) throw new TypeError('Failed to fetch');
          return undefined;
        },
      }),
    });
    expect(await findAlertInCard('Vesi')).toHaveTextContent(
      'Yhteysvirhe kulutustietoja ladattaessa',
    );
    expect(within(card('Vesi')).getByRole('button', { name: 'Yritä uudestaan' })).toBeVisible();
  });

  it('retries the contracts when they fail to load', async () => {
    let calls = 0;
    const { events } = renderApp({
      path: '/dashboard',
      user: consumer,
      api: consumerApi({
        override: (url) => {
          if (url.pathname !== '/api/contracts') return undefined;
          calls += 1;
          return calls === 1 ? jsonResponse({ error: 'INTERNAL', message: 'x' }, 500) : undefined;
        },
      }),
    });
    expect(await findAlertInCard('Kaukolämpö')).toHaveTextContent('Lataus epäonnistui');
    await events.click(within(card('Kaukolämpö')).getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await findInCard('Kaukolämpö', amount(1234.8, 0, 'kWh'))).toBeInTheDocument();
  });

  it("says 'Ei sopimustietoja' for a product without contracts", async () => {
    const contracts = demoContracts().filter((contract) => contract.utility !== 'water');
    renderApp({
      path: '/dashboard',
      user: consumer,
      api: consumerApi({ contracts: buildCustomerData(contracts) }),
    });
    expect(await findInCard('Vesi', 'Ei sopimustietoja')).toBeVisible();
    expect(
      within(card('Vesi')).queryByRole('button', { name: 'Avaa vuosivalinta mahdollisuus' }),
    ).not.toBeInTheDocument();
    expect(
      within(card('Vesi')).queryByRole('button', { name: 'Avaa vuosivalinta mahdollisuus' }),
    ).not.toBeInTheDocument();
  });

  it('shows only the configured products; water as an incoming service is coming soon', async () => {
    const config = buildConfig({
      services: ['electricity', 'contractInfo'],
      incomingServices: ['water'],
    });
    const { fetchMock } = renderApp({
      path: '/dashboard',
      user: consumer,
      config,
      api: consumerApi(),
    });
    expect(
      await findInCard('Vesi', 'Veden kulutustiedot tulossa palveluun myöhemmin'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Kaukolämpö' })).not.toBeInTheDocument();
    await findInCard('Sähkö', amount(350.9, 0, 'kWh'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/water/'))).toBe(false);
  });
});

describe('month cost', () => {
  const month = currentMonth(new Date());
  const monthDays = bucketStarts(month.period);

  /** Day buckets of this month with cost=true: `costs[i]` on day i (undefined: unpriced). */
  function costAnswer(costs: (number | undefined)[]): UsageAnswer {
    return {
      data: costs.map((c, day) => ({
        ts: monthDays[day]!.toISOString(),
        v: 10,
        ...(c === undefined ? {} : { c, ce: c * 0.4, cd: c * 0.3, ct: c * 0.1, cv: c * 0.2 }),
      })),
      unit: 'kWh',
      maximumResolution: 'quarterhour',
    };
  }

  /** Electricity's cost calls answered per point; the rest as in consumerApi. */
  function costApi(answers: Record<string, UsageAnswer>) {
    return consumerApi({
      override: (url) => {
        const answer = answers[url.searchParams.get('mp') ?? ''];
        return url.searchParams.get('cost') === 'true' && answer ? jsonResponse(answer) : undefined;
      },
    });
  }

  it("sums this month's cost so far and the forecast over the card's points", async () => {
    const { fetchMock } = renderApp({
      path: '/dashboard',
      user: consumer,
      api: costApi({
        // 2 € a day for two days and 1 € for one day: 5 € so far; forecast 2 €/day + 1 €/day.
        [homeElectricity]: costAnswer([2, 2]),
        [cottageElectricity]: costAnswer([1]),
      }),
    });
    const soFar = await findInCard('Sähkö', 'Tämän kuun kustannukset');
    expect(soFar.nextElementSibling).toHaveTextContent('5,00 €');
    const forecast = within(card('Sähkö')).getByText('Ennuste koko kuulle');
    expect(forecast.nextElementSibling).toHaveTextContent(`${shown(3 * month.days, 2)} €`);
    const costCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/electricity/') && url.includes('cost=true'))
      .sort();
    const query = (mp: string) =>
      `start=${month.range.start}&end=${month.range.end}&mp=${mp}&cost=true`;
    expect(costCalls).toEqual(
      [
        `/api/electricity/day?${query(homeElectricity)}`,
        `/api/electricity/day?${query(cottageElectricity)}`,
      ].sort(),
    );
  });

  it('shows no cost where no point is priced, and a note where only some are', async () => {
    renderApp({
      path: '/dashboard',
      user: consumer,
      api: costApi({
        [homeElectricity]: costAnswer([2, 2]),
        [cottageElectricity]: costAnswer([undefined]),
      }),
    });
    expect(
      await findInCard('Sähkö', 'Kaikille käyttöpaikoille ei ole kustannustietoja.'),
    ).toBeVisible();
    expect(within(card('Sähkö')).queryByText('Tämän kuun kustannukset')).toBeNull();
    await findInCard('Kaukolämpö', amount(1234.8, 0, 'kWh'));
    await waitFor(() =>
      expect(within(card('Kaukolämpö')).queryByText('Ladataan kustannuksia...')).toBeNull(),
    );
    expect(within(card('Kaukolämpö')).queryByText('Tämän kuun kustannukset')).toBeNull();
    expect(within(card('Kaukolämpö')).queryByText(/kustannustietoja/)).toBeNull();
  });
});

describe('year selector', () => {
  it('opens on the card, offers each point and its years, links to the year and closes with Esc', async () => {
    const { events } = renderApp({ path: '/dashboard', user: consumer, api: consumerApi() });
    const open = await waitFor(() =>
      within(card('Sähkö')).getByRole('button', { name: 'Avaa vuosivalinta mahdollisuus' }),
    );
    const electricity = card('Sähkö');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await events.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');

    const panel = within(electricity).getByRole('group', { name: 'Vuosivalinta' });
    const point = within(panel).getByRole('combobox', { name: 'Käyttöpaikka' });
    expect(point).toHaveFocus();
    expect(
      within(point)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Esimerkkitie 5, 00100, Helsinki', 'Mökkipolku 12, 41800, Korpilahti']);
    const yearSelect = within(panel).getByRole('combobox', { name: 'Vuosi' });
    const years = Array.from({ length: year - 2019 }, (_, index) => String(year - index));
    expect(
      within(yearSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(years);
    expect(yearSelect).toHaveValue(String(year));
    expect(
      within(panel).getByRole('link', { name: `Siirry vuoden ${year} kulutusnäkymään` }),
    ).toHaveAttribute('href', `/sahko/${homeElectricity}/${year}`);

    await events.selectOptions(point, cottageElectricity);
    await events.selectOptions(yearSelect, '2021');
    expect(
      within(panel).getByRole('link', { name: 'Siirry vuoden 2021 kulutusnäkymään' }),
    ).toHaveAttribute('href', `/sahko/${cottageElectricity}/2021`);

    await events.keyboard('{Escape}');
    expect(
      within(electricity).queryByRole('group', { name: 'Vuosivalinta' }),
    ).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves out the year whose load failed and closes with Sulje', async () => {
    const { events } = renderApp({
      path: '/dashboard',
      user: consumer,
      api: consumerApi({
        override: (url) =>
          url.pathname.startsWith('/api/heat/')
            ? jsonResponse({ error: 'NOT_FOUND', message: 'Ei' }, 404)
            : undefined,
      }),
    });
    await findAlertInCard('Kaukolämpö');
    const heat = card('Kaukolämpö');
    const open = within(heat).getByRole('button', { name: 'Avaa vuosivalinta mahdollisuus' });
    await events.click(open);
    const yearSelect = within(heat).getByRole('combobox', { name: 'Vuosi' });
    expect(yearSelect).toHaveValue(String(year - 1));
    expect(
      within(yearSelect).queryByRole('option', { name: String(year) }),
    ).not.toBeInTheDocument();

    await events.click(within(heat).getByRole('button', { name: 'Sulje' }));
    expect(within(heat).queryByRole('combobox', { name: 'Vuosi' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});

describe('Asiakkuuteni', () => {
  it('links to invoices, contracts and billing, and shows the configured blocks', async () => {
    const config = buildConfig({
      services: ['electricity', 'contractInfo', 'billingInfo', 'fibre'],
      templates: {
        'infoboksi.html': '<p>Asiakaspalvelu auttaa arkisin.</p>',
        'fiber0.html': '<p>Valokuitua kotiisi?</p>',
        'fiber1.html': '<p>Kuitu on jo talossasi.</p>',
        'fiber2.html': '<p>Yrityskuitu.</p>',
      },
    });
    const user = buildUser('consumer', {
      fibreAvailable: [{ type: '1', address: 'Esimerkkitie 5, 00100 Helsinki' }],
    });
    renderApp({ path: '/dashboard', user, config, api: consumerApi() });
    const column = (await screen.findByRole('heading', { level: 2, name: 'Asiakkuuteni' })).closest(
      'section',
    ) as HTMLElement;
    const links = within(within(column).getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Laskuni', '/laskut'],
      ['Käyttöpaikan tiedot', '/sopimukset'],
      ['Laskutiedot', '/laskutustiedot'],
    ]);
    expect(within(column).getByText('Asiakaspalvelu auttaa arkisin.')).toBeVisible();
    const fibre = within(column).getByRole('region', { name: 'Valokuitu' });
    expect(within(fibre).getByText('Valokuitua kotiisi?')).toBeVisible();
    // Only the fibre products available at the user's addresses are advertised.
    expect(within(fibre).getByText('Kuitu on jo talossasi.')).toBeVisible();
    expect(within(fibre).queryByText('Yrityskuitu.')).not.toBeInTheDocument();
    expect(within(fibre).getByRole('link', { name: 'Pyydä tarjous valokuidusta' })).toHaveAttribute(
      'href',
      '/kuitu',
    );
  });

  it('leaves out Laskuni without billingInfo and the fibre offer without fibre', async () => {
    const config = buildConfig({ services: ['electricity', 'contractInfo'] });
    renderApp({ path: '/dashboard', user: consumer, config, api: consumerApi() });
    const nav = await screen.findByRole('navigation', { name: 'Asiakkuuteni palvelut' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Käyttöpaikan tiedot', 'Laskutiedot']);
    expect(screen.queryByRole('region', { name: 'Valokuitu' })).not.toBeInTheDocument();
  });
});

describe('access', () => {
  it('sends other roles to /forbidden and logged-out visitors home', async () => {
    const company = renderApp({ path: '/dashboard', user: buildUser('companyUser') });
    await waitFor(() => expect(company.router.state.location.pathname).toBe('/forbidden'));
  });

  it('sends a logged-out visitor home', async () => {
    const { router } = renderApp({ path: '/dashboard', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
