import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const token = 'vaihto-abcdefghijklmnop_123';
const strongPassword = 'Sininen-Tuuli-Puhaltaa-42';
const linkNotUsable = () =>
  jsonResponse(
    {
      error: 'RESET_LINK_NOT_USABLE',
      message: 'Salasanan vaihtolinkki on vanhentunut tai jo käytetty. Tilaa uusi linkki.',
    },
    404,
  );

describe('asking for a link (/salasana/unohtui)', () => {
  it('sends the address and answers the same words for any address', async () => {
    const bodies: unknown[] = [];
    const { events } = renderApp({
      path: '/salasana/unohtui',
      api: (url, init) => {
        if (url === '/api/password-reset' && init?.method === 'POST') {
          bodies.push(JSON.parse(String(init.body)));
          return new Response(null, { status: 202 });
        }
        return jsonResponse({}, 404);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Unohtuiko salasana?' });
    expect(screen.getByRole('link', { name: 'Vaihda salasana pankkitunnuksilla' })).toHaveAttribute(
      'href',
      '/palauta',
    );
    const email = screen.getByLabelText('Sähköposti');
    await events.type(email, 'ei-osoite');
    await events.click(screen.getByRole('button', { name: 'Lähetä linkki' }));
    expect(
      await screen.findByText('Tarkista sähköpostiosoite. Muoto on nimi@esimerkki.fi'),
    ).toBeVisible();
    expect(bodies).toEqual([]);

    await events.clear(email);
    await events.type(email, ' ilmari@example.fi ');
    await events.click(screen.getByRole('button', { name: 'Lähetä linkki' }));
    await screen.findByRole('heading', { level: 1, name: 'Tarkista sähköpostisi' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Jos osoitteella ilmari@example.fi on tunnus, lähetimme siihen linkin salasanan vaihtoon.',
    );
    expect(bodies).toEqual([{ email: 'ilmari@example.fi' }]);

    await events.click(screen.getByRole('button', { name: 'Tilaa uusi linkki' }));
    expect(await screen.findByLabelText('Sähköposti')).toBeVisible();
  });

  it('tells when the address has asked too often', async () => {
    const { events } = renderApp({
      path: '/salasana/unohtui',
      api: () => jsonResponse({ error: 'TOO_MANY_REQUESTS', message: 'Liian monta pyyntöä.' }, 429),
    });
    await events.type(await screen.findByLabelText('Sähköposti'), 'ilmari@example.fi');
    await events.click(screen.getByRole('button', { name: 'Lähetä linkki' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Linkkiä on pyydetty liian monta kertaa. Yritä uudelleen myöhemmin.',
    );
  });
});

describe('the link (/salasana/uusi/:token)', () => {
  it('shows the username, checks the rules, saves and offers the login', async () => {
    let saved: unknown;
    const { events } = renderApp({
      path: `/salasana/uusi/${token}`,
      api: (url, init) => {
        if (url !== `/api/password-reset/${token}`) return jsonResponse({}, 404);
        if (init?.method === 'PUT') {
          saved = JSON.parse(String(init.body));
          return jsonResponse({ loginPath: '/isannointi/kirjaudu' });
        }
        return jsonResponse({ email: 'iivo@example.fi' });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Uusi salasana' });
    expect(screen.getByText('iivo@example.fi')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Tallenna' });
    expect(save).toBeDisabled();
    await events.type(screen.getByLabelText('Uusi salasana', { exact: true }), 'lyhyt');
    await events.tab();
    expect(await screen.findByText('Salasanan on oltava vähintään 8 merkkiä pitkä')).toBeVisible();
    await events.clear(screen.getByLabelText('Uusi salasana', { exact: true }));
    await events.type(screen.getByLabelText('Uusi salasana', { exact: true }), strongPassword);
    await events.type(screen.getByLabelText('Uusi salasana uudelleen'), strongPassword);
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    await screen.findByRole('heading', { level: 1, name: 'Salasana vaihdettu' });
    expect(screen.getByRole('link', { name: 'Kirjaudu palveluun' })).toHaveAttribute(
      'href',
      '/isannointi/kirjaudu',
    );
    expect(saved).toEqual({ password: strongPassword, password2: strongPassword });
  });

  it('says a used or expired link no longer works and offers a new one', async () => {
    renderApp({ path: `/salasana/uusi/${token}`, api: linkNotUsable });
    await screen.findByRole('heading', { level: 1, name: 'Linkki ei enää toimi' });
    expect(screen.getByRole('link', { name: 'Tilaa uusi linkki' })).toHaveAttribute(
      'href',
      '/salasana/unohtui',
    );
  });

  it('treats a link of the wrong form as one that does not work, without asking', async () => {
    const calls: string[] = [];
    renderApp({
      path: '/salasana/uusi/ei%20kelpaa',
      api: (url) => {
        calls.push(url);
        return linkNotUsable();
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Linkki ei enää toimi' });
    expect(calls.filter((url) => url.startsWith('/api/password-reset'))).toEqual([]);
  });

  it('shows the invalid link when it stops working while the form is open', async () => {
    const { events } = renderApp({
      path: `/salasana/uusi/${token}`,
      api: (_url, init) =>
        init?.method === 'PUT' ? linkNotUsable() : jsonResponse({ email: 'iivo@example.fi' }),
    });
    await events.type(
      await screen.findByLabelText('Uusi salasana', { exact: true }),
      strongPassword,
    );
    await events.type(screen.getByLabelText('Uusi salasana uudelleen'), strongPassword);
    const save = screen.getByRole('button', { name: 'Tallenna' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);
    await screen.findByRole('heading', { level: 1, name: 'Linkki ei enää toimi' });
  });

  it('offers a retry when the link cannot be read', async () => {
    let attempts = 0;
    const { events } = renderApp({
      path: `/salasana/uusi/${token}`,
      api: () =>
        ++attempts === 1
          ? jsonResponse({ error: 'INTERNAL', message: 'Palvelinvirhe' }, 500)
          : jsonResponse({ email: 'iivo@example.fi' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Linkin tietojen lataaminen epäonnistui.',
    );
    await events.click(screen.getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await screen.findByText('iivo@example.fi')).toBeVisible();
  });
});

describe('customer service sends a link', () => {
  const person = {
    id: '0b7c3f7e-0000-4000-8000-000000000003',
    email: 'kaisa@example.fi',
    firstName: 'Kaisa',
    lastName: 'Käyttäjä',
    role: 'companyUser',
    active: true,
    locked: false,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    customers: [{ name: 'Esimerkki Oy', businessId: '1234567-1' }],
    office: null,
  };
  const consumer = {
    ...person,
    id: '0b7c3f7e-0000-4000-8000-000000000004',
    email: 'matti@example.fi',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    role: 'consumer',
    customers: [],
  };

  it('offers it for accounts that reset by e-mail and sends it after the confirmation', async () => {
    const posts: string[] = [];
    const { events } = renderApp({
      path: '/asiakaspalvelu/kayttajat?q=a',
      user: buildUser('operator'),
      api: (url, init) => {
        if (init?.method === 'POST') {
          posts.push(url);
          return new Response(null, { status: 204 });
        }
        if (url.startsWith('/api/backoffice/users')) {
          return jsonResponse({ items: [person, consumer], page: 1, pageSize: 25, hasMore: false });
        }
        return jsonResponse({ items: [], page: 1, pageSize: 25, hasMore: false });
      },
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Hakua vastaavat käyttäjät' },
      { timeout: 5000 },
    );
    const consumerRow = within(table).getByRole('row', { name: /Matti Meikäläinen/ });
    expect(within(consumerRow).queryByRole('button', { name: /Lähetä salasanalinkki/ })).toBeNull();
    const row = within(table).getByRole('row', { name: /Kaisa Käyttäjä/ });
    await events.click(
      within(row).getByRole('button', { name: 'Lähetä salasanalinkki: Kaisa Käyttäjä' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Lähetetäänkö salasanan vaihtolinkki?' });
    expect(dialog).toHaveTextContent('Osoitteeseen kaisa@example.fi lähetetään linkki');
    await events.click(within(dialog).getByRole('button', { name: 'Lähetä salasanalinkki' }));
    await waitFor(() =>
      expect(
        screen.getByText('Salasanan vaihtolinkki lähetettiin osoitteeseen kaisa@example.fi.'),
      ).toBeVisible(),
    );
    expect(posts).toEqual([`/api/backoffice/users/${person.id}/password-reset`]);
  });
});
