import type { UsageAnswer } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildConfig, buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { cardStatus } from './card-status';
import { cardMonthCost } from './month-cost';
import { buildContract, buildCustomerData } from './test-fixtures';

// Decision 0043: a point whose meter data has not come yet is no failure on the dashboard.

const consumer = buildUser('consumer');
const newPoint = '7700900001';
const oldPoint = '7700900002';

const noDataYet = (dataFrom: string | null): UsageAnswer => ({
  data: [],
  unit: 'kWh',
  maximumResolution: 'hour',
  noDataYet: { dataFrom },
});

const withData: UsageAnswer = {
  data: [{ ts: '2026-01-31T22:00:00.000Z', v: 120 }],
  unit: 'kWh',
  maximumResolution: 'hour',
};

function api(answers: Record<string, UsageAnswer>, contractStart = '2026-11-01') {
  const contracts = Object.keys(answers).map((mp, index) =>
    buildContract({
      contractIdentifier: `990000${index}`,
      meteringpointIdentifier: mp,
      contractStart,
      address: `Uusitie ${index + 1}`,
    }),
  );
  return (path: string) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/contracts') return jsonResponse(buildCustomerData(contracts));
    const answer = answers[url.searchParams.get('mp') ?? ''];
    if (url.pathname.startsWith('/api/electricity/') && answer) return jsonResponse(answer);
    return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
  };
}

function electricityCard(): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: 'Sähkö' }).closest('li')!;
}

const onlyElectricity = buildConfig({ services: ['electricity', 'contractInfo'] });

describe('dashboard of a point without meter data yet', () => {
  it('says so on the card with the day data starts: no failure, no retry, no sum', async () => {
    renderApp({
      path: '/dashboard',
      user: consumer,
      config: onlyElectricity,
      api: api({ [newPoint]: noDataYet('2026-11-01') }),
    });
    await waitFor(() =>
      within(electricityCard()).getByText('Mittaustietoja ei ole vielä saatavilla'),
    );
    const card = electricityCard();
    expect(within(card).getByText('Mittaustiedot kertyvät 1.11.2026 alkaen.')).toBeVisible();
    expect(
      await within(card).findByText(
        'Kustannuksia ei voi vielä laskea: mittaustietoja ei ole vielä saatavilla.',
      ),
    ).toBeVisible();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Yritä uudestaan' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Lataus epäonnistui')).not.toBeInTheDocument();
    expect(within(card).queryByText('Kustannusten lataus epäonnistui')).not.toBeInTheDocument();
  });

  it('sums the points with data and names the new one in the list', async () => {
    renderApp({
      path: '/dashboard',
      user: consumer,
      config: onlyElectricity,
      api: api({ [newPoint]: noDataYet(null), [oldPoint]: withData }),
    });
    // The total is there twice: counted up on screen and whole for screen readers.
    await waitFor(() => expect(within(electricityCard()).getAllByText('120 kWh')).not.toEqual([]));
    const list = within(electricityCard()).getByRole('list', { hidden: true });
    expect(within(list).getByText('Mittaustietoja ei ole vielä saatavilla')).toBeInTheDocument();
    expect(within(electricityCard()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still fails with a retry button when an answer is missing', async () => {
    renderApp({
      path: '/dashboard',
      user: consumer,
      config: onlyElectricity,
      api: (path: string) => {
        const url = new URL(path, 'http://localhost');
        if (url.pathname === '/api/contracts') {
          return jsonResponse(
            buildCustomerData([buildContract({ meteringpointIdentifier: newPoint })]),
          );
        }
        return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
      },
    });
    await waitFor(() => within(electricityCard()).getByText('Lataus epäonnistui'));
    expect(
      within(electricityCard()).getByRole('button', { name: 'Yritä uudestaan' }),
    ).toBeVisible();
    expect(screen.queryByText('Mittaustietoja ei ole vielä saatavilla')).not.toBeInTheDocument();
  });
});

describe('cardStatus and cardMonthCost without data yet', () => {
  it('tells no data yet, with the earliest known day, only when no point has data', () => {
    expect(
      cardStatus([
        { status: 'noDataYet', dataFrom: '2026-12-01' },
        { status: 'noDataYet', dataFrom: '2026-11-15' },
        { status: 'noDataYet', dataFrom: null },
      ]),
    ).toEqual({ kind: 'noDataYet', dataFrom: '2026-11-15' });
    expect(
      cardStatus([
        { status: 'noDataYet', dataFrom: null },
        { status: 'success', amount: { value: 5, unit: 'kWh' } },
      ]),
    ).toEqual({ kind: 'ready', total: { value: 5, unit: 'kWh' } });
    expect(
      cardStatus([
        { status: 'noDataYet', dataFrom: null },
        { status: 'error', failure: 'failed' },
      ]),
    ).toEqual({ kind: 'error', failure: 'failed' });
  });

  it('says the month has no data yet only when no point has any', () => {
    const waiting = { status: 'success', answer: noDataYet(null) } as const;
    expect(cardMonthCost([waiting, waiting], 30)).toEqual({ kind: 'noDataYet' });
    expect(cardMonthCost([waiting, { status: 'success', answer: withData }], 30)).toEqual({
      kind: 'hidden',
    });
    expect(cardMonthCost([waiting, { status: 'error' }], 30)).toEqual({ kind: 'failed' });
  });
});
