import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render-app';

const detailsByRole = {
  consumer: {
    userData: {
      kind: 'consumer',
      firstName: 'Matti',
      lastName: 'Meikäläinen',
      email: 'kuluttaja@example.fi',
    },
    companies: [
      { customerIdentifier: '100200', customerName: 'Matti Meikäläinen', identifier: '100200' },
    ],
    name: 'Matti Meikäläinen',
  },
  companyManager: {
    userData: {
      kind: 'companyManager',
      firstName: 'Yrjö',
      lastName: 'Yrittäjä',
      email: 'yritys@example.fi',
    },
    companies: [
      { customerIdentifier: '300400', customerName: 'Esimerkki Oy', identifier: '1234567-1' },
      {
        customerIdentifier: '300500',
        customerName: 'Esimerkki Kiinteistöt Oy',
        identifier: '2345678-0',
      },
    ],
  },
  companyUser: {
    userData: {
      kind: 'companyUser',
      firstName: 'Kaisa',
      lastName: 'Käyttäjä',
      email: 'yrityskayttaja@example.fi',
    },
    companies: [
      { customerIdentifier: '300400', customerName: 'Esimerkki Oy', identifier: '1234567-1' },
    ],
  },
  remUser: {
    userData: {
      kind: 'remUser',
      firstName: 'Iivo',
      lastName: 'Isännöitsijä',
      email: 'isannoitsija@example.fi',
    },
    clients: [
      {
        customerships: [
          { customer: { id: 11, name: 'As Oy Esimerkkitalo', official: '5678901-2' } },
          { customer: { id: 12, name: 'As Oy Rantakoivu', official: '6789012-4' } },
        ],
      },
    ],
  },
  remCompany: {
    userData: {
      kind: 'remCompany',
      firstName: 'Paula',
      lastName: 'Pääkäyttäjä',
      email: 'paakayttaja@example.fi',
    },
    clients: [
      {
        customerships: [
          { customer: { id: 11, name: 'As Oy Esimerkkitalo', official: '5678901-2' } },
        ],
      },
    ],
  },
};

const returnQuery = '?code=koodi&state=tila&iss=http%3A%2F%2Flocalhost%2Foidc';

/** The API of a login whose details call answers `details` (a Response: any status). */
function loginApi(details: Response | (() => Response | Promise<Response>)) {
  return (url: string, init?: RequestInit) => {
    if (url === '/api/auth/callback' && init?.method === 'POST')
      return new Response(null, { status: 204 });
    if (url.startsWith('/api/user/details/'))
      return typeof details === 'function' ? details() : details;
    return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
  };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('login landing', () => {
  it.each([
    ['/kirjaudu', 'consumer', '/dashboard', 'Asiakkuuteni', 'Matti Meikäläinen'],
    [
      '/yritys/kirjaudu',
      'companyManager',
      '/yritys/yleisnakyma',
      'Hallintapaneeli',
      'Yrjö Yrittäjä',
    ],
    ['/yritys/kirjaudu', 'companyUser', '/yritys/yleisnakyma', 'Hallintapaneeli', 'Kaisa Käyttäjä'],
    [
      '/isannointi/kirjaudu',
      'remUser',
      '/isannointi/dashboard',
      'Edustamani asunto-osakeyhtiöt',
      'Iivo Isännöitsijä',
    ],
    [
      '/isannointi/kirjaudu',
      'remCompany',
      '/paakayttaja/dashboard',
      'Isännöintitoimiston hallinta',
      'Paula Pääkäyttäjä',
    ],
  ] as const)('%s as %s lands on %s', async (page, role, target, heading, name) => {
    const { router, fetchMock } = renderApp({
      path: `${page}${returnQuery}`,
      api: loginApi(jsonResponse(detailsByRole[role])),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(target);
    expect(within(screen.getByRole('banner')).getByText(name)).toBeVisible();

    const type = {
      '/kirjaudu': 'consumer',
      '/yritys/kirjaudu': 'company',
      '/isannointi/kirjaudu': 'rem',
    }[page];
    const callback = fetchMock.mock.calls.find(([url]) => url === '/api/auth/callback');
    expect(JSON.parse(String(callback?.[1]?.body))).toEqual({ type, search: returnQuery });
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/user/details/${type}?refresh=false`,
      expect.anything(),
    );
    expect(JSON.parse(sessionStorage.getItem('energiaportaali.user') ?? 'null')).toMatchObject({
      role,
      username: detailsByRole[role].userData.email,
    });
  });

  it('shows the customer relationships and the business ids on the landing pages', async () => {
    renderApp({
      path: `/yritys/kirjaudu${returnQuery}`,
      api: loginApi(jsonResponse(detailsByRole.companyManager)),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Esimerkki Kiinteistöt Oy' }),
    ).toBeVisible();
    expect(screen.getByText('Y-tunnus 1234567-1')).toBeVisible();
  });

  it('shows Ladataan käyttötietoja... while loading', async () => {
    renderApp({ path: `/kirjaudu${returnQuery}`, api: loginApi(() => new Promise(() => {})) });
    expect(await screen.findByText('Ladataan käyttötietoja...')).toBeVisible();
  });

  it.each([
    [204, 'Käyttäjätietoja ei löydetty. Ongelmatilanteen jatkuessa ota yhteyttä asiakaspalveluun.'],
    [401, 'Väärä sähköposti tai salasana'],
    [
      403,
      'Kirjautuminen epäonnistui. Virhe asiakkuustietoja hakiessa. Ota yhteyttä asiakaspalveluun.',
    ],
    [
      408,
      'Taustajärjestelmissä huoltokatko, kulutustiedot eivät ole saatavilla. Yritä myöhemmin uudestaan',
    ],
  ])('shows the error of a %i answer', async (status, message) => {
    const body = status === 204 ? null : JSON.stringify({ error: 'X', message: 'x' });
    const { router } = renderApp({
      path: `/kirjaudu${returnQuery}`,
      api: loginApi(
        () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/kirjaudu');
    expect(sessionStorage.getItem('energiaportaali.user')).toBeNull();
  });

  it('offers a consumer whose details are not found a logout link', async () => {
    renderApp({
      path: `/kirjaudu${returnQuery}`,
      api: loginApi(new Response(null, { status: 204 })),
    });
    expect(await screen.findByRole('link', { name: 'Kirjaudu ulos' })).toHaveAttribute(
      'href',
      `/oauth/logout?redirect=${encodeURIComponent(window.location.origin)}`,
    );
  });

  it.each([
    ['/kirjaudu', { type: 'company', path: '/yritys/kirjaudu' }, 'Kirjaudu yritysasiakkaana'],
    ['/yritys/kirjaudu', { type: 'rem', path: '/isannointi/kirjaudu' }, 'Kirjaudu isännöitsijänä'],
    ['/isannointi/kirjaudu', { type: 'consumer', path: '/kirjaudu' }, 'Kirjaudu kuluttajana'],
    [
      '/kirjaudu',
      { type: 'operator', path: '/asiakaspalvelu/kirjaudu' },
      'Kirjaudu asiakaspalveluun',
    ],
  ])(
    'on %s names the entry %o of an account that logged in at the wrong one',
    async (page, entry, link) => {
      const api = loginApi(new Response(null, { status: 204 }));
      const { fetchMock } = renderApp({
        path: `${page}${returnQuery}`,
        api: (url: string, init?: RequestInit) =>
          url === '/api/auth/entry' ? jsonResponse(entry) : api(url, init),
      });
      expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', entry.path);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Käyttäjätietoja ei löydetty. Ongelmatilanteen jatkuessa ota yhteyttä asiakaspalveluun.',
      );
      expect(screen.getByRole('link', { name: 'Kirjaudu ulos' })).toBeVisible();
      // Asked only once the login itself went through.
      const urls = fetchMock.mock.calls.map(([url]) => url);
      expect(urls.indexOf('/api/auth/entry')).toBeGreaterThan(urls.indexOf('/api/auth/callback'));
    },
  );

  it('names no other entry when the account could not be asked about', async () => {
    renderApp({
      path: `/kirjaudu${returnQuery}`,
      api: loginApi(new Response(null, { status: 204 })),
    });
    expect(await screen.findByRole('link', { name: 'Kirjaudu ulos' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Kirjaudu/ })).toHaveLength(1);
  });

  it.each([
    [
      'LOGIN_STATE_LOST',
      'Kirjautuminen keskeytyi: sen tiedot puuttuivat tai vanhenivat. Kirjaudu uudelleen.',
    ],
    ['LOGIN_FAILED', 'Kirjautuminen epäonnistui. Yritä kirjautua uudelleen.'],
    [
      'LOGIN_EMAIL_UNVERIFIED',
      'Kirjautuminen epäonnistui: tunnistautumispalvelu ei ole vahvistanut sähköpostiosoitettasi. Vahvista osoite palvelussa ja kirjaudu sitten uudelleen.',
    ],
    [
      'LOGIN_EMAIL_BOUND',
      'Kirjautuminen epäonnistui: sähköpostiosoitteesi käyttäjätunnus on jo liitetty toiseen tunnistautumispalvelun tunnukseen. Kirjaudu sillä tunnuksella tai ota yhteyttä asiakaspalveluun.',
    ],
  ])(
    'answers a refused return (%s) with its own text and a new login, never the wrong-password text',
    async (code, message) => {
      renderApp({
        path: `/yritys/kirjaudu${returnQuery}`,
        api: () => jsonResponse({ error: code, message: 'x' }, 401),
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText('Väärä sähköposti tai salasana')).toBeNull();
      expect(screen.getByRole('link', { name: 'Kirjaudu uudelleen' })).toHaveAttribute(
        'href',
        '/api/auth/login?type=company',
      );
    },
  );

  it('sends an unknown role to /forbidden', async () => {
    const { router } = renderApp({
      path: `/kirjaudu${returnQuery}`,
      api: loginApi(
        jsonResponse({
          userData: { kind: 'superuser', firstName: 'S', lastName: 'U', email: 's@example.fi' },
        }),
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ei käyttöoikeutta' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/forbidden');
  });

  it('shows a cancelled login with a link home', async () => {
    const { fetchMock } = renderApp({ path: '/kirjaudu?error=access_denied&state=tila' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kirjautuminen peruttiin.');
    expect(screen.getByRole('link', { name: 'Palaa etusivulle' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/callback', expect.anything());
  });

  it.each([
    ['/kirjaudu', 'consumer'],
    ['/yritys/kirjaudu', 'company'],
    ['/isannointi/kirjaudu', 'rem'],
  ])('%s without a code starts the %s login', async (page, type) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    renderApp({ path: page });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/api/auth/login?type=${type}`));
  });
});
