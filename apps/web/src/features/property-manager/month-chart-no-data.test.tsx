import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

// Decision 0043: a point whose meter data has not come yet says so on the month chart.

const houses = [{ id: '1', name: 'As Oy Uusitalo', official: '1000001-1' }];
const contracts = [
  buildContract({ utility: 'electricity', meteringpointIdentifier: '1001', unit: 'kWh' }),
  buildContract({ utility: 'districtheat', meteringpointIdentifier: '1002', unit: 'MWh' }),
];

// happy-dom's observer never reports; this one reports every element as visible at once.
class VisibleAtOnce {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.report(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

describe('month charts of points without meter data yet', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleAtOnce));

  it('say that data has not come yet, with its first day when known, and no failure', async () => {
    const { events } = renderApp({
      path: '/isannointi/dashboard',
      user: buildUser('remUser', { housingCompanies: houses }),
      api: (url) => {
        if (url.startsWith('/api/contracts?')) {
          return jsonResponse(buildCustomerData({ contracts }));
        }
        if (url.startsWith('/api/electricity/')) {
          return jsonResponse({
            data: [],
            unit: 'kWh',
            maximumResolution: 'hour',
            noDataYet: { dataFrom: '2026-11-01' },
          });
        }
        if (url.startsWith('/api/heat/')) {
          return jsonResponse({
            data: [],
            unit: 'MWh',
            maximumResolution: 'hour',
            noDataYet: { dataFrom: null },
          });
        }
        return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
      },
    });
    const points = await screen.findByRole(
      'list',
      { name: 'As Oy Uusitalo: käyttöpaikat' },
      { timeout: 5000 },
    );
    await events.click(within(points.closest('li')!).getByRole('button', { name: 'Näytä lisää' }));
    const charts = screen.getByRole('list', { name: 'As Oy Uusitalo: kulutus tänä vuonna' });
    expect(
      await within(charts).findByText(
        'Mittaustietoja ei ole vielä saatavilla. Mittaustiedot kertyvät 1.11.2026 alkaen.',
      ),
    ).toBeVisible();
    expect(await within(charts).findByText('Mittaustietoja ei ole vielä saatavilla')).toBeVisible();
    expect(within(charts).queryByText('Virhe tietoja ladatessa')).not.toBeInTheDocument();
  });
});
