import {
  bucketStarts,
  periodContaining,
  periodToSearchParams,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMeteringPoint } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

// The kWh / € toggle of the consumption page (issue #14), against a fake usage API.

const mp = '6400100001';
const consumer = buildUser('consumer');
const year2024 = periodContaining('year', new Date('2024-06-01T00:00:00Z'));
const day = periodContaining('day', new Date('2025-11-05T10:00:00Z'));

function search(period: UsagePeriod, cost = false): string {
  const params = new URLSearchParams(periodToSearchParams(period));
  if (cost) params.set('cost', 'true');
  return `?${params.toString()}`;
}

/**
 * The usage API: bucket i has 10 kWh; with cost=true it costs (i + 1) × 1.006 € split 40/30/10/20 %,
 * and hour buckets carry the price 10.5 + i c/kWh — unless `priced` is false.
 */
function usageAnswer(url: URL, priced: boolean): UsageAnswer {
  const [, , , level] = url.pathname.split('/');
  const start = url.searchParams.get('start') ?? '';
  const period =
    level === 'hour'
      ? periodContaining('day', new Date(`${start}T12:00:00+02:00`))
      : level === 'day'
        ? periodContaining('month', new Date(`${start}T12:00:00+02:00`))
        : periodContaining('year', new Date(`${start}T12:00:00+02:00`));
  const withCost = priced && url.searchParams.get('cost') === 'true';
  return {
    unit: 'kWh',
    maximumResolution: 'quarterhour',
    data: bucketStarts(period).map((start, i) => {
      const c = (i + 1) * 1.006;
      return {
        ts: start.toISOString(),
        v: 10,
        ...(withCost ? { c, ce: c * 0.4, cd: c * 0.3, ct: c * 0.1, cv: c * 0.2 } : {}),
        ...(withCost && level === 'hour' ? { p: 10.5 + i } : {}),
      };
    }),
  };
}

function api({ priced = true } = {}) {
  const point = buildMeteringPoint({ meteringpointIdentifier: mp });
  return (path: string) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === `/api/meteringpoints/${mp}`) return jsonResponse(point);
    if (url.pathname.startsWith('/api/electricity/')) return jsonResponse(usageAnswer(url, priced));
    return new Response(null, { status: 204 });
  };
}

function usageCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/electricity/'));
}

const toggle = () => screen.getByRole('group', { name: 'Näytettävä yksikkö' });

beforeAll(async () => {
  await Promise.all([import('./consumer-consumption-route'), import('./usage-chart')]);
});

describe('kWh / € toggle', () => {
  it('shows euros through the address, asks cost=true and keeps it across periods', async () => {
    const { events, router, fetchMock } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api(),
    });
    expect(await screen.findByText('120,00 kWh')).toBeVisible();
    const kWh = within(toggle()).getByRole('button', { name: 'kWh' });
    const euros = within(toggle()).getByRole('button', { name: '€' });
    expect(kWh).toHaveAttribute('aria-pressed', 'true');
    expect(euros).toHaveAttribute('aria-pressed', 'false');
    expect(usageCalls(fetchMock).at(-1)?.searchParams.has('cost')).toBe(false);

    await events.click(euros);
    expect(router.state.location.search).toBe(search(year2024, true));
    // 1.006 × (1 + … + 12) = 78.468
    expect(await screen.findByText('78,47 €')).toBeVisible();
    expect(euros).toHaveAttribute('aria-pressed', 'true');
    expect(usageCalls(fetchMock).at(-1)?.searchParams.get('cost')).toBe('true');
    expect(screen.getByText('Kustannukset (€)')).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Kuukausi' }));
    expect(router.state.location.search).toBe(
      search(periodContaining('month', new Date('2024-01-15T00:00:00Z')), true),
    );
    // 1.006 × (1 + … + 31) = 498.976
    expect(await screen.findByText('498,98 €')).toBeVisible();
    expect(usageCalls(fetchMock).at(-1)?.searchParams.get('cost')).toBe('true');

    // Back to kWh from the keyboard.
    within(toggle()).getByRole('button', { name: 'kWh' }).focus();
    await events.keyboard('{Enter}');
    expect(await screen.findByText('310,00 kWh')).toBeVisible();
    expect(router.state.location.search).not.toContain('cost=');
  });

  it('offers no comparison in euros, and says why', async () => {
    const { events, fetchMock } = renderApp({
      path: `/sahko/${mp}${search(year2024)}`,
      user: consumer,
      api: api(),
    });
    const comparison = await screen.findByRole('checkbox', { name: 'Vertailu edelliseen vuoteen' });
    await events.click(comparison);
    await waitFor(() =>
      expect(usageCalls(fetchMock).some((url) => url.searchParams.has('comparison'))).toBe(true),
    );

    await events.click(within(toggle()).getByRole('button', { name: '€' }));
    await screen.findByText('78,47 €');
    expect(comparison).toBeDisabled();
    expect(comparison).not.toBeChecked();
    expect(comparison).toHaveAccessibleDescription(
      'Vertailu edelliseen vuoteen näytetään vain kulutuksena.',
    );
    expect(screen.queryByText('Edellinen vuosi (kWh)')).toBeNull();
    const comparisonCalls = () =>
      usageCalls(fetchMock).filter((url) => url.searchParams.has('comparison'));
    expect(comparisonCalls().every((url) => !url.searchParams.has('cost'))).toBe(true);
  });

  it('lists the cost and the price of each hour in the table of a day', async () => {
    const { events } = renderApp({
      path: `/sahko/${mp}${search(day, true)}`,
      user: consumer,
      api: api(),
    });
    // 1.006 × (1 + … + 24) = 301.80
    expect(await screen.findByText('301,80 €')).toBeVisible();
    await events.click(screen.getByRole('checkbox', { name: 'Näytä taulukkona' }));
    const table = screen.getByRole('table', { name: 'Kulutus 5.11.2025' });
    expect(
      within(table).getByRole('columnheader', { name: 'Kustannus (€, sis. alv)' }),
    ).toBeVisible();
    expect(
      within(table).getByRole('columnheader', { name: 'Hinta (c/kWh, sis. alv)' }),
    ).toBeVisible();
    const firstHour = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstHour)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10,00', 'Mitattu', '1,01', '10,50']);
  });

  it('asks the Excel file with cost=true in euros', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tiedosto');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { events, fetchMock } = renderApp({
      path: `/sahko/${mp}${search(day, true)}`,
      user: consumer,
      api: api(),
    });
    await screen.findByText('301,80 €');
    await events.click(screen.getByRole('button', { name: 'Lataa Excel' }));
    expect(await screen.findByText('Excel-tiedosto ladattu')).toBeVisible();
    const download = usageCalls(fetchMock).find((url) => url.searchParams.has('download'));
    expect(Object.fromEntries(download?.searchParams ?? [])).toEqual({
      start: '2025-11-05',
      end: '2025-11-06',
      mp,
      cost: 'true',
      download: 'true',
    });
  });

  it('says so instead of drawing empty bars when the point has no cost', async () => {
    renderApp({
      path: `/sahko/${mp}${search(year2024, true)}`,
      user: consumer,
      api: api({ priced: false }),
    });
    expect(
      await screen.findByText('Tälle käyttöpaikalle ei ole kustannustietoja tältä ajanjaksolta.'),
    ).toBeVisible();
    expect(screen.queryByText('Yhteensä')).toBeNull();
    expect(screen.queryByText('Kustannukset (€)')).toBeNull();
    expect(within(toggle()).getByRole('button', { name: '€' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
