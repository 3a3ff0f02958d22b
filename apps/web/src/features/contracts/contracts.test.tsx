import { openEndedContractEnd } from '@energiaportaali/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { jsonResponse, renderApp } from '../../test/render-app';

const consumer = buildUser('consumer');

const customer = buildCustomerData({
  customerIdentifier: ['100001', '100009'],
  contracts: [
    buildContract({
      address: 'Mökkipolku 12',
      zip: '41800',
      city: 'Korpilahti',
      contractIdentifier: '3100004',
      yearlyEstimate: 2600,
    }),
    buildContract({
      contractIdentifier: '3100001',
      contractProduct: 'Aikasiirto',
      contractStart: '2014-03-01',
      contractEnd: '2019-12-31',
      yearlyEstimate: 8200,
      meteringpointIdentifier: '6400100001',
      gsrnIdentifier: '643006966000100017',
    }),
    buildContract({
      contractIdentifier: '3100002',
      contractStart: '2020-01-01',
      contractEnd: openEndedContractEnd,
      yearlyEstimate: 7400,
      meteringpointIdentifier: '6400100001',
      gsrnIdentifier: '643006966000100017',
    }),
    buildContract({
      contractIdentifier: '3100005',
      contractType: 'water',
      contractProduct: 'Vesihuolto',
      utility: 'water',
      yearlyEstimate: null,
    }),
  ],
});

function contractsApi(answer: () => Response) {
  return (url: string) => {
    if (url === '/api/contracts') return answer();
    return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
  };
}

beforeEach(() => sessionStorage.clear());

describe('contracts page', () => {
  it('shows the customer details and the contracts sorted by street', async () => {
    renderApp({
      path: '/sopimukset',
      user: consumer,
      api: contractsApi(() => jsonResponse(customer)),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Käyttöpaikan tiedot' }),
    ).toBeVisible();
    const details = await screen.findByRole('region', { name: 'Asiakastiedot' });
    expect(within(details).getByText('100001, 100009')).toBeVisible();
    expect(within(details).getByText('Matti Meikäläinen')).toBeVisible();
    expect(within(details).getByText('kuluttaja@example.fi')).toBeVisible();

    const list = screen.getByRole('region', { name: 'Sopimukset' });
    const titles = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(titles).toEqual([
      'Esimerkkitie 5, 00100 Helsinki Sähköverkkosopimus, Yleissiirto',
      'Esimerkkitie 5, 00100 Helsinki Sähköverkkosopimus, Aikasiirto',
      'Esimerkkitie 5, 00100 Helsinki Vesisopimus, Vesihuolto',
      'Mökkipolku 12, 41800 Korpilahti Sähköverkkosopimus, Yleissiirto',
    ]);
  });

  it('opens a valid contract with its identifiers, dates and yearly estimate', async () => {
    const { events } = renderApp({
      path: '/sopimukset',
      user: consumer,
      api: contractsApi(() => jsonResponse(customer)),
    });
    const [valid] = await screen.findAllByRole('button', { name: /Yleissiirto/ });
    await events.click(valid!);
    const panel = screen.getByRole('region', { name: valid!.textContent! });
    const value = (term: string) => within(panel).getByText(term).nextElementSibling?.textContent;
    expect(value('Sopimustyyppi')).toBe('Sähköverkkosopimus');
    expect(value('Tuote')).toBe('Yleissiirto');
    expect(value('Sopimusnumero')).toBe('3100002');
    expect(value('Käyttöpaikan numero')).toBe('6400100001');
    expect(value('GSRN-tunnus')).toBe('643006966000100017');
    expect(value('Osoite')).toBe('Esimerkkitie 5, 00100 Helsinki');
    expect(value('Alkamispäivä')).toBe('1.1.2020');
    expect(value('Päättymispäivä')).toBe('Voimassa toistaiseksi');
    expect(value('Vuosiarvio')).toBe('7\u00a0400 kWh');
  });

  it('shows an ended contract with its end date and without a yearly estimate', async () => {
    const { events } = renderApp({
      path: '/sopimukset',
      user: consumer,
      api: contractsApi(() => jsonResponse(customer)),
    });
    await events.click(await screen.findByRole('button', { name: /Aikasiirto/ }));
    const panel = screen.getByRole('region', { name: /Aikasiirto/ });
    expect(within(panel).getByText('Päättymispäivä').nextElementSibling).toHaveTextContent(
      '31.12.2019',
    );
    expect(within(panel).queryByText('Vuosiarvio')).toBeNull();
  });

  it('shows the coming-soon text instead of the details of a water contract', async () => {
    const { events } = renderApp({
      path: '/sopimukset',
      user: consumer,
      api: contractsApi(() => jsonResponse(customer)),
    });
    await events.click(await screen.findByRole('button', { name: /Vesisopimus/ }));
    const panel = screen.getByRole('region', { name: /Vesisopimus/ });
    expect(panel).toHaveTextContent('Veden sopimustiedot tulossa seuraavissa julkaisuissa.');
    expect(within(panel).queryByText('Sopimusnumero')).toBeNull();
  });

  it('says when the customer has no contracts', async () => {
    renderApp({
      path: '/sopimukset',
      user: consumer,
      api: contractsApi(() => jsonResponse(buildCustomerData({ email: null }))),
    });
    expect(await screen.findByText('Ei sopimustietoja')).toBeVisible();
    expect(screen.getByText('Ei ilmoitettu')).toBeVisible();
  });

  it('shows a loading state, then an error with a retry that loads again', async () => {
    let calls = 0;
    const { events } = renderApp({
      path: '/sopimukset',
      user: consumer,
      api: contractsApi(() => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ error: 'INTERNAL', message: 'Palvelinvirhe' }, 500)
          : jsonResponse(customer);
      }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Ladataan...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Virhe asiakkuustietoja haettaessa');
    await events.click(screen.getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await screen.findByRole('region', { name: 'Sopimukset' })).toBeVisible();
  });

  it('tells about a network error', async () => {
    renderApp({
      path: '/sopimukset',
      user: consumer,
      api: contractsApi(() => {
        throw new TypeError('Failed to fetch');
      }),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Yhteysvirhe asiakkuustietoja haettaessa',
    );
  });

  it('says it logs out on 401, and the session ends', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp({
      path: '/sopimukset',
      user: consumer,
      api: (url) =>
        url === '/api/contracts'
          ? jsonResponse({ error: 'UNAUTHORIZED', message: 'Kirjautuminen vaaditaan.' }, 401)
          : new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ei oikeuksia tiedon lataamiseen. Kirjaudutaan ulos ...',
    );
    expect(screen.queryByRole('button', { name: 'Yritä uudestaan' })).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it.each(['companyManager', 'remUser'] as const)('sends a %s to /forbidden', async (role) => {
    const { router } = renderApp({ path: '/sopimukset', user: buildUser(role) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });

  it('sends a logged-out visitor home', async () => {
    const { router } = renderApp({ path: '/sopimukset' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
