import type { UsageAnswer } from '@energiaportaali/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

// Decision 0043: a company whose points have no meter data yet sees that on its card.

const company = { customerIdentifier: '200001', customerName: 'Uusi Oy', identifier: '1000000-0' };
const companyUser = buildUser('companyUser', { companies: [company] });
const contracts = [
  buildContract({ meteringpointIdentifier: '6400000001' }),
  buildContract({ meteringpointIdentifier: '6400000003', utility: 'districtheat' }),
];

const noDataYet = (unit: UsageAnswer['unit'], dataFrom: string | null): UsageAnswer => ({
  data: [],
  unit,
  maximumResolution: 'hour',
  noDataYet: { dataFrom },
});

beforeAll(async () => {
  await import('./company-overview-route');
});

describe('the company card of points without meter data yet', () => {
  it('says so per product, with the first day when known, and no failure', async () => {
    renderApp({
      path: '/yritys/yleisnakyma',
      user: companyUser,
      api: (path: string) => {
        const url = new URL(path, 'http://localhost');
        if (url.pathname === '/api/contracts')
          return jsonResponse(buildCustomerData({ contracts }));
        if (url.pathname.startsWith('/api/electricity/')) {
          return jsonResponse(noDataYet('kWh', '2026-11-01'));
        }
        if (url.pathname.startsWith('/api/heat/')) return jsonResponse(noDataYet('MWh', null));
        return new Response(null, { status: 404 });
      },
    });
    const card = within(
      (await screen.findByRole('heading', { level: 2, name: 'Uusi Oy' })).closest('li')!,
    );
    expect(await card.findByText('Mittaustiedot kertyvät 1.11.2026 alkaen.')).toBeVisible();
    expect(card.getAllByText('Mittaustietoja ei ole vielä saatavilla')).toHaveLength(2);
    expect(card.queryByText('Ei kulutustietoja valitulta ajanjaksolta')).toBeNull();
    expect(card.queryByRole('button', { name: 'Yritä uudestaan' })).toBeNull();
  });
});
