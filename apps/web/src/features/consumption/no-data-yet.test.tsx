import {
  periodContaining,
  periodToSearchParams,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMeteringPoint } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

// Decision 0043: a period whose meter data has not come yet is a state of its own, not a failure.

const mp = '7700900001';
const consumer = buildUser('consumer');
const year2026 = periodContaining('year', new Date('2026-06-01T00:00:00Z'));
const point = buildMeteringPoint({ meteringpointIdentifier: mp });

const search = (period: UsagePeriod, cost = false) =>
  `?${new URLSearchParams({ ...periodToSearchParams(period), ...(cost ? { cost: 'true' } : {}) }).toString()}`;

const noDataYet = (dataFrom: string | null): UsageAnswer => ({
  data: [],
  unit: 'kWh',
  maximumResolution: 'hour',
  noDataYet: { dataFrom },
});

function api(answer: UsageAnswer) {
  return (path: string) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === `/api/meteringpoints/${mp}`) return jsonResponse(point);
    if (/^\/api\/(electricity|heat|water)\//.test(url.pathname)) return jsonResponse(answer);
    return new Response(null, { status: 204 });
  };
}

beforeAll(async () => {
  await import('./consumer-consumption-route');
});

describe('consumption page of a point without meter data yet', () => {
  it('says so with the day the data starts, without a failure, sum or Excel button', async () => {
    renderApp({
      path: `/sahko/${mp}${search(year2026)}`,
      user: consumer,
      api: api(noDataYet('2026-11-01')),
    });
    const title = await screen.findByText('Mittaustietoja ei ole vielä saatavilla');
    const status = title.closest('[role="status"]');
    expect(status).toHaveTextContent('Mittaustiedot kertyvät 1.11.2026 alkaen.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Pyydettyjä tietoja ei löytynyt')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lataa Excel' })).not.toBeInTheDocument();
    expect(screen.queryByText('Yhteensä')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Näytä taulukkona' })).not.toBeInTheDocument();
  });

  it('says the same in the € view, and leaves the day out when it is not known', async () => {
    renderApp({
      path: `/sahko/${mp}${search(year2026, true)}`,
      user: consumer,
      api: api(noDataYet(null)),
    });
    expect(await screen.findByText('Mittaustietoja ei ole vielä saatavilla')).toBeVisible();
    expect(screen.queryByText(/Mittaustiedot kertyvät/)).not.toBeInTheDocument();
    expect(
      screen.queryByText('Tälle käyttöpaikalle ei ole kustannustietoja tältä ajanjaksolta.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lataa Excel' })).not.toBeInTheDocument();
  });

  it("keeps the spec's 404 text for data that is missing", async () => {
    renderApp({
      path: `/sahko/${mp}${search(year2026)}`,
      user: consumer,
      api: (path: string) => {
        const url = new URL(path, 'http://localhost');
        if (url.pathname === `/api/meteringpoints/${mp}`) return jsonResponse(point);
        return jsonResponse({ error: 'NOT_FOUND', message: 'Pyydettyjä tietoja ei löytynyt' }, 404);
      },
    });
    expect(await screen.findByText('Pyydettyjä tietoja ei löytynyt')).toBeVisible();
    expect(screen.queryByText('Mittaustietoja ei ole vielä saatavilla')).not.toBeInTheDocument();
  });
});
