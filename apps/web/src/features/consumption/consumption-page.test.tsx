import {
  bucketStarts,
  periodContaining,
  periodToSearchParams,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMeteringPoint } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const mp = '6400100001';
const consumer = buildUser('consumer');
const year2024 = periodContaining('year', new Date('2024-06-01T00:00:00Z'));

function search(period: UsagePeriod): string {
  return `?${new URLSearchParams(periodToSearchParams(period)).toString()}`;
}

function answerFor(
  period: UsagePeriod,
  value: (index: number) => Partial<UsageAnswer['data'][number]> = (index) => ({ v: index + 1 }),
  unit: UsageAnswer['unit'] = 'kWh',
): UsageAnswer {
  return {
    unit,
    maximumResolution: 'quarterhour',
    data: bucketStarts(period).map((start, index) => ({
      ts: start.toISOString(),
      v: 0,
      ...value(index),
    })),
  };
}

const point = buildMeteringPoint({ meteringpointIdentifier: mp });

// The route and the charts are code-split; loading them once up front keeps each test's waits short.
beforeAll(async () => {
  await Promise.all([
    import('./consumer-consumption-route'),
    import('./usage-chart'),
    import('./production-chart'),
  ]);
});

type Handler = (url: URL) => Response | Promise<Response>;

/** A fake API: the point, usage and temperature calls each to their own handler. */
function api({
  usage = () => jsonResponse(answerFor(year2024)),
  temperature = () => jsonResponse({ data: [] }),
}: { usage?: Handler; temperature?: Handler } = {}) {
  return (path: string) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === `/api/meteringpoints/${mp}`) return jsonResponse(point);
    if (url.pathname.startsWith('/api/temperature/')) return temperature(url);
    if (/^\/api\/(electricity|heat|water)\//.test(url.pathname)) return usage(url);
    return new Response(null, { status: 204 });
  };
}

function usageCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => /^\/api\/(electricity|heat|water)\//.test(url.pathname));
}

describe('consumption page', () => {
  it('fills in the current year on arrival without a period', async () => {
    const { router } = renderApp({ path: `/sahko/${mp}`, user: consumer, api: api() });
    await waitFor(() => expect(router.state.location.search).toContain('frame=year'));
    const thisYear = periodContaining('year', new Date());
    expect(router.state.location.search).toBe(search(thisYear));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the year or the day given in the path', async () => {
    const { router } = renderApp({ path: `/sahko/${mp}/2024-03-05`, user: consumer, api: api() });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        search(periodContaining('day', new Date('2024-03-05T10:00:00Z'))),
      ),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '5.3.2024' })).toBeVisible();
  });

  it('shows the point, the period, the sum and the numbers as a table', async () => {
    const { events } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({
        usage: () =>
          jsonResponse(answerFor(year2024, (i) => ({ v: 100.005 * (i + 1), r: 5000 + i }))),
      }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sähkö Esimerkkitie 5, 00100 Helsinki',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Vuosi 2024' })).toBeVisible();
    // 100.005 × (1 + … + 12) = 7 800.39
    expect(await screen.findByText('7 800,39 kWh')).toBeVisible();
    expect(
      screen.getByText(
        'Vuoden 2023 alusta alkaen kulutus näytetään nettona: oma sähköntuotanto on vähennetty kulutuksesta.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Sähköntuotannon tieto ei ole saatavilla tälle ajanjaksolle'),
    ).toBeVisible();

    await events.click(screen.getByRole('checkbox', { name: 'Näytä taulukkona' }));
    const table = screen.getByRole('table', { name: 'Kulutus Vuosi 2024' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('tammikuu 2024');
    expect(rows[1]).toHaveTextContent('100,01');
    expect(rows[1]).toHaveTextContent('5 000,00');
  });

  it('shows production when the period has any', async () => {
    renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({ usage: () => jsonResponse(answerFor(year2024, (i) => ({ v: 10, vp: i }))) }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sähköntuotanto' })).toBeVisible();
    expect(screen.getByText('66,00 kWh')).toBeVisible();
    expect(
      screen.queryByText('Sähköntuotannon tieto ei ole saatavilla tälle ajanjaksolle'),
    ).toBeNull();
  });

  it('sums district heat in MWh with three decimals and has no production section', async () => {
    const heatPoint = buildMeteringPoint({
      meteringpointIdentifier: '6400100003',
      utility: 'districtheat',
    });
    renderApp({
      path: `/kaukolampo/6400100003${search(year2024)}`,
      user: consumer,
      api: (path) =>
        path === '/api/meteringpoints/6400100003'
          ? jsonResponse(heatPoint)
          : jsonResponse(answerFor(year2024, () => ({ v: 1.2345 }), 'MWh')),
    });
    expect(await screen.findByText('14,814 MWh')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sähköntuotanto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Määritä ajanjakso' })).toBeVisible();
  });

  it('offers water no custom range', async () => {
    renderApp({
      path: `/vesi/6400100004${search(year2024)}`,
      user: consumer,
      api: api({ usage: () => jsonResponse(answerFor(year2024, () => ({ v: 3 }), 'm3')) }),
    });
    expect(await screen.findByText('36,000 m³')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Viikko' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Määritä ajanjakso' })).toBeNull();
  });

  it('asks electricity and heat for thisyear and water for month in the year view', async () => {
    const { fetchMock } = renderApp({
      path: `/vesi/6400100004${search(year2024)}`,
      user: consumer,
      api: api(),
    });
    await waitFor(() => expect(usageCalls(fetchMock)).toHaveLength(1));
    const [call] = usageCalls(fetchMock);
    expect(call?.pathname).toBe('/api/water/month');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      start: '2024-01-01',
      end: '2025-01-01',
      mp: '6400100004',
    });
  });
});

describe('the quality of the values', () => {
  it("lists each month's quality, leaves missing ones out of the sum and never shows a zero", async () => {
    const qualities: Partial<UsageAnswer['data'][number]>[] = [
      { v: 100 },
      { v: 50, q: 'estimated' },
      { q: 'missing' },
      { v: 30, q: 'missing' },
      { v: 20, q: 'suspect' },
    ];
    const answer = answerFor(year2024, (i) => qualities[i] ?? { v: 1 });
    // A bucket of missing values comes without `v` (answerFor fills in 0).
    delete answer.data[2]!.v;
    answer.data.splice(11);
    const { events } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({ usage: () => jsonResponse(answer) }),
    });
    // 100 + 50 + 30 + 20 + 6 × 1; the missing March adds nothing.
    expect(await screen.findByText('206,00 kWh')).toBeVisible();
    expect(
      screen.getByText('Ajanjaksolta puuttuu arvoja: summa sisältää vain saatavilla olevat arvot.'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Kaavion selitteet' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kulutus (kWh)',
      'Sisältää arvioituja arvoja',
      'Sisältää epävarmoja arvoja',
      'Sisältää puuttuvia arvoja',
    ]);

    await events.click(screen.getByRole('checkbox', { name: 'Näytä taulukkona' }));
    const table = screen.getByRole('table', { name: 'Kulutus Vuosi 2024' });
    expect(within(table).getByRole('columnheader', { name: 'Laatu' })).toBeVisible();
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.slice(0, 6)).toEqual([
      ['100,00', 'Mitattu'],
      ['50,00', 'Sisältää arvioituja arvoja'],
      ['–', 'Puuttuu'],
      ['30,00', 'Sisältää puuttuvia arvoja'],
      ['20,00', 'Sisältää epävarmoja arvoja'],
      ['1,00', 'Mitattu'],
    ]);
    // December is not in the answer: no value and no quality.
    expect(cells[11]).toEqual(['–', '']);
  });

  it('adds no note and no legend entries when every value is measured', async () => {
    renderApp({ path: `/sahko/${mp}${search(year2024)}`, user: consumer, api: api() });
    expect(await screen.findByText('78,00 kWh')).toBeVisible();
    expect(screen.queryByText(/Ajanjaksolta puuttuu arvoja/)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Kaavion selitteet' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});

describe('period selector', () => {
  it('switches frames and moves with the arrows through the address', async () => {
    const { events, router } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api(),
    });
    await events.click(await screen.findByRole('button', { name: 'Kuukausi' }));
    expect(router.state.location.search).toBe(
      '?start=2024-01-01&end=2024-02-01&frame=month&level=day',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'tammikuu 2024' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Kuukausi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await events.click(screen.getByRole('button', { name: 'Edellinen jakso' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'joulukuu 2023' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Seuraava jakso' }));
    await events.click(screen.getByRole('button', { name: 'Viikko' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Viikko 1/2024' })).toBeVisible();

    router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'tammikuu 2024' })).toBeVisible();
  });

  it('disables the later arrow when the period reaches today', async () => {
    renderApp({
      path: `/sahko/${mp}${search(periodContaining('month', new Date()))}`,
      user: consumer,
      api: api(),
    });
    expect(await screen.findByRole('button', { name: 'Seuraava jakso' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edellinen jakso' })).toBeEnabled();
  });

  it('confirms a preset of the custom range, and Peruuta changes nothing', async () => {
    const { events, router } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api(),
    });
    const custom = await screen.findByRole('button', { name: 'Määritä ajanjakso' });
    await events.click(custom);
    expect(custom).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findAllByRole('grid', undefined, { timeout: 5000 })).toHaveLength(2);
    await events.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(router.state.location.search).toBe(search(year2024));
    expect(custom).toHaveFocus();

    await events.click(custom);
    const presets = screen.getByRole('group', { name: 'Edellinen' });
    await events.click(within(presets).getByRole('button', { name: 'Kvartaali' }));
    await events.click(screen.getByRole('button', { name: 'Vahvista' }));
    const params = router.state.location.search;
    expect(params).toContain('frame=custom');
    expect(params).toContain('level=month');
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('series toggles', () => {
  it('fetches the comparison and the temperatures only when switched on', async () => {
    const { events, fetchMock } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({
        usage: (url) =>
          jsonResponse(
            answerFor(year2024, (i) => ({
              v: 10,
              comparison:
                url.searchParams.get('comparison') === 'true'
                  ? { ts: '2023-01-01T00:00:00Z', v: 20 + i }
                  : undefined,
            })),
          ),
        temperature: () =>
          jsonResponse({
            data: bucketStarts(year2024).map((start) => ({ ts: start.toISOString(), v: -3.5 })),
          }),
      }),
    });
    await screen.findByText('120,00 kWh');
    expect(usageCalls(fetchMock)).toHaveLength(1);

    await events.click(screen.getByRole('checkbox', { name: 'Näytä taulukkona' }));
    await events.click(screen.getByRole('checkbox', { name: 'Vertailu edelliseen vuoteen' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Edellinen vuosi (kWh)' })).toBeVisible(),
    );
    expect(usageCalls(fetchMock).at(-1)?.searchParams.get('comparison')).toBe('true');

    await events.click(screen.getByRole('checkbox', { name: 'Lämpötila' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Lämpötila (°C)' })).toBeVisible(),
    );
    const temperatureCall = fetchMock.mock.calls.find(([input]) =>
      String(input).startsWith('/api/temperature/thisyear?'),
    );
    expect(temperatureCall).toBeDefined();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('-3,5');
  });

  it('never asks for the comparison after a failed load', async () => {
    const { events, fetchMock } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({ usage: () => jsonResponse({ error: 'X', message: 'x' }, 500) }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Virhe tietoja ladatessa',
    );
    const calls = usageCalls(fetchMock).length;
    await events.click(screen.getByRole('checkbox', { name: 'Vertailu edelliseen vuoteen' }));
    await events.click(screen.getByRole('checkbox', { name: 'Lämpötila' }));
    expect(usageCalls(fetchMock)).toHaveLength(calls);
    expect(usageCalls(fetchMock).some((url) => url.searchParams.has('comparison'))).toBe(false);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('temperature'))).toBe(
      false,
    );
  });
});

describe('errors', () => {
  it.each([
    [404, 'Pyydettyjä tietoja ei löytynyt'],
    [400, 'Kulutuslukemia voi hakea enintään yhden vuoden ajalta...'],
    [502, 'Virhe tietoja ladatessa'],
  ])('shows the text of a %i answer', async (status, text) => {
    renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({ usage: () => jsonResponse({ error: 'X', message: 'x' }, status) }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(text);
  });

  it('shows the network failure as a load error', async () => {
    renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({
        usage: () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Virhe tietoja ladatessa',
    );
  });

  it.each([
    [401, 'Ei oikeuksia tietojen lataamiseen, kirjaudutaan ulos...'],
    [403, 'Virhe tietoja ladatessa, kirjaudutaan ulos...'],
  ])('says it logs out on %i, and the session ends', async (status, text) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api({ usage: () => jsonResponse({ error: 'X', message: 'x' }, status) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('keeps a range over a year in the client', async () => {
    const { fetchMock } = renderApp({
      path: `/sahko/${mp}?start=2023-01-01&end=2024-03-01&frame=custom&level=day`,
      user: consumer,
      api: api(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kulutuslukemia voi hakea enintään yhden vuoden ajalta...',
    );
    expect(usageCalls(fetchMock)).toHaveLength(0);
  });

  it('sends a consumer with a broken period in the address to the dashboard', async () => {
    const { router } = renderApp({
      path: `/sahko/${mp}?start=2024-01-01&frame=year`,
      user: consumer,
      api: api(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    ['a logged-out visitor', '/', null],
    ['a company manager', '/forbidden', buildUser('companyManager')],
  ])('sends %s to %s', async (_who, target, user) => {
    const { router } = renderApp({ path: `/sahko/${mp}${search(year2024)}`, user });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});

describe('quarter hours that do not exist', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('says so and goes back after four seconds', async () => {
    const day = periodContaining('day', new Date('2023-05-03T10:00:00Z'));
    const hour = periodContaining('hour', new Date('2023-05-03T10:00:00Z'));
    const { router } = renderApp({
      path: `/sahko/${mp}${search(day)}`,
      user: consumer,
      api: api({
        usage: (url) =>
          url.pathname.endsWith('/quarterhour')
            ? jsonResponse({ error: 'NOT_FOUND', message: 'x' }, 404)
            : jsonResponse(answerFor(day)),
      }),
    });
    await screen.findByRole('heading', { level: 2, name: '3.5.2023' });
    await router.navigate({ search: search(hour) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Valitettavasti tarkempaa tietoa ei ole saatavilla tälle ajanjaksolle.',
    );
    vi.advanceTimersByTime(3900);
    expect(router.state.location.search).toBe(search(hour));
    vi.advanceTimersByTime(200);
    await waitFor(() => expect(router.state.location.search).toBe(search(day)));
  });
});
