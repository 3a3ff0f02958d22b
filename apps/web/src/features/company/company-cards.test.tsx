import {
  bucketStarts,
  parseUsageBoundary,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const companies = Array.from({ length: 6 }, (_, index) => ({
  customerIdentifier: String(200_001 + index),
  customerName: `Yritys ${index + 1} Oy`,
  identifier: `100000${index}-0`,
}));
const companyUser = buildUser('companyUser', { companies });

const electricity = [
  buildContract({ meteringpointIdentifier: '6400000001' }),
  // The same point's production contract is summed once.
  buildContract({
    meteringpointIdentifier: '6400000001',
    contractType: 'Sähköntuotannon verkkosopimus',
  }),
  buildContract({ meteringpointIdentifier: '6400000002' }),
];
const heat = buildContract({ meteringpointIdentifier: '6400000003', utility: 'districtheat' });
const water = buildContract({ meteringpointIdentifier: '6400000004', utility: 'water' });

/** Every bucket of the asked period holds `value` (per point). */
function answerFor(url: URL, value: number, unit: UsageAnswer['unit']): UsageAnswer {
  const start = parseUsageBoundary(url.searchParams.get('start')!)!;
  const end = parseUsageBoundary(url.searchParams.get('end')!)!;
  const segment = url.pathname.split('/')[3]!;
  const level = (segment === 'thisyear' ? 'month' : segment) as UsagePeriod['level'];
  return {
    unit,
    maximumResolution: 'hour',
    data: bucketStarts({ start, end, level }).map((bucket) => ({
      ts: bucket.toISOString(),
      v: value,
    })),
  };
}

type UsageHandler = (url: URL) => Response;

function api(usage: UsageHandler = (url) => defaultUsage(url)) {
  return (path: string) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/contracts') {
      const first = url.searchParams.get('companyid') === companies[0]!.identifier;
      return jsonResponse(
        buildCustomerData({ contracts: first ? [...electricity, heat, water] : [] }),
      );
    }
    if (/^\/api\/(electricity|heat)\//.test(url.pathname)) return usage(url);
    return new Response(null, { status: 404 });
  };
}

function defaultUsage(url: URL): Response {
  const isHeat = url.pathname.startsWith('/api/heat/');
  return jsonResponse(answerFor(url, isHeat ? 2 : 10, isHeat ? 'MWh' : 'kWh'));
}

function usageCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => /^\/api\/(electricity|heat)\//.test(url.pathname));
}

const firstCard = async () =>
  within((await screen.findByRole('heading', { level: 2, name: 'Yritys 1 Oy' })).closest('li')!);

beforeAll(async () => {
  await Promise.all([
    import('./company-overview-route'),
    import('./company-not-found-route'),
    import('./small-usage-chart'),
  ]);
});

describe('the company cards', () => {
  it('show a company user the Yritykset view only, five cards a page', async () => {
    const { events } = renderApp({ path: '/yritys/yleisnakyma', user: companyUser, api: api() });
    expect(await screen.findByRole('tab', { name: 'Yritykset' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Henkilöt' })).toBeNull();
    const headings = () =>
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
    expect(headings()).toEqual([
      'Yritys 1 Oy',
      'Yritys 2 Oy',
      'Yritys 3 Oy',
      'Yritys 4 Oy',
      'Yritys 5 Oy',
    ]);
    expect(screen.getByText('Sivu 1/2')).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Seuraava' }));
    expect(headings()).toEqual(['Yritys 6 Oy']);
  });

  it("sum each product over the company's points for the year, then for a preset", async () => {
    const { events, fetchMock } = renderApp({
      path: '/yritys/yleisnakyma',
      user: companyUser,
      api: api(),
    });
    const card = await firstCard();
    const year = new Date().getFullYear();
    expect(card.getByText(`Ajanjakso Vuosi ${year}`)).toBeVisible();
    // Two electricity points × 12 months × 10 kWh; one heat point × 12 × 2 MWh.
    expect(await card.findByText('240 kWh')).toBeVisible();
    expect(card.getByText('24 MWh')).toBeVisible();
    expect(
      await card.findByRole('img', { name: `Sähkö: kulutus Vuosi ${year}` }),
    ).toBeInTheDocument();
    const calls = usageCalls(fetchMock);
    expect(calls.map((url) => url.searchParams.get('mp')).sort()).toEqual([
      '6400000001',
      '6400000002',
      '6400000003',
    ]);
    expect(calls.every((url) => url.searchParams.get('companyid') === '1000000-0')).toBe(true);

    await events.click(card.getByRole('button', { name: 'Kuukausi' }));
    expect(card.getByRole('button', { name: 'Kuukausi' })).toHaveAttribute('aria-pressed', 'true');
    const days = await waitFor(() => {
      const dayCall = usageCalls(fetchMock).find((url) => url.pathname === '/api/electricity/day');
      expect(dayCall).toBeDefined();
      return dayCall!;
    });
    const start = parseUsageBoundary(days.searchParams.get('start')!)!;
    const end = parseUsageBoundary(days.searchParams.get('end')!)!;
    const dayCount = bucketStarts({ start, end, level: 'day' }).length;
    expect(await card.findByText(`${dayCount * 20} kWh`)).toBeVisible();
    // The point links open the detail page at the card's period.
    const link = card.getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toContain(
      `start=${days.searchParams.get('start')}&end=${days.searchParams.get('end')}&frame=custom&level=day`,
    );
  });

  it('take a range of past days from the calendar', async () => {
    const { events, fetchMock } = renderApp({
      path: '/yritys/yleisnakyma',
      user: companyUser,
      api: api(),
    });
    const card = await firstCard();
    await card.findByText('240 kWh');
    await events.click(card.getByRole('button', { name: 'Valitse ajanjakso' }));
    const confirm = card.getByRole('button', { name: 'Vahvista' });
    // The calendar opens on the current period up to today: confirming it keeps the year's days.
    expect(confirm).toBeEnabled();
    await events.click(confirm);
    await waitFor(() =>
      expect(usageCalls(fetchMock).some((url) => url.pathname === '/api/electricity/day')).toBe(
        true,
      ),
    );
    expect(card.queryByRole('button', { name: 'Vahvista' })).toBeNull();
  });

  it('tell a failed load in Finnish and load again on request', async () => {
    let fail = true;
    const { events } = renderApp({
      path: '/yritys/yleisnakyma',
      user: companyUser,
      api: api((url) =>
        fail ? jsonResponse({ error: 'X', message: 'x' }, 500) : defaultUsage(url),
      ),
    });
    const card = await firstCard();
    expect(await card.findByText('Virhe tietoja ladatessa')).toBeVisible();
    fail = false;
    await events.click(card.getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await card.findByText('240 kWh')).toBeVisible();
  });
});

describe('a company login without companies', () => {
  it('ends at the register message with the customer-service address, logged out', async () => {
    const { router, fetchMock } = renderApp({
      path: '/yritys/yleisnakyma',
      user: buildUser('companyUser', { companies: [] }),
      api: () => new Response(null, { status: 204 }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yritystä ei löytynyt' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/yritys/rekisteroidy/tiedot');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'asiakaspalvelu@example.fi' }),
    ).toHaveAttribute('href', 'mailto:asiakaspalvelu@example.fi');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/oauth/logout', expect.anything()),
    );
    expect(sessionStorage.getItem('energiaportaali.user')).toBeNull();
  });
});
