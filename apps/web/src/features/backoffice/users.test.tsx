import { backOfficeMessages } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { backOfficeApi, buildBackOfficeUser, pageOf } from './test-api';

const matti = buildBackOfficeUser();
const operatorRow = buildBackOfficeUser({
  id: '0b7c3f7e-0000-4000-8000-000000000002',
  email: 'asiakaspalvelu@example.fi',
  firstName: 'Outi',
  lastName: 'Operaattori',
  role: 'operator',
  customers: [],
});

function openUsers() {
  let user = matti;
  const api = backOfficeApi(
    (call) => {
      if (call.method !== 'POST' || call.path !== `/api/backoffice/users/${matti.id}/lock`) {
        return undefined;
      }
      user = { ...user, locked: true };
      return jsonResponse(user);
    },
    (call) =>
      call.path === '/api/backoffice/users'
        ? jsonResponse(pageOf(call.query.get('q') ? [user, operatorRow] : []))
        : undefined,
  );
  const app = renderApp({
    path: '/asiakaspalvelu/kayttajat',
    user: buildUser('operator'),
    api: api.handler,
  });
  return { ...app, api };
}

describe('users', () => {
  it('finds a user and locks the account after the confirmation', async () => {
    const { events, api } = openUsers();
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Hae käyttäjää' },
      { timeout: 5000 },
    );
    await events.type(search, 'Meikäläinen{Enter}');
    const table = await screen.findByRole('table', { name: 'Hakua vastaavat käyttäjät' });
    const row = within(table).getByRole('row', { name: /Matti Meikäläinen/ });
    expect(within(row).getByText('Kuluttaja')).toBeInTheDocument();
    const searches = api.calls.filter((call) => call.path === '/api/backoffice/users');
    expect(searches.at(-1)?.query.get('q')).toBe('Meikäläinen');
    // An operator cannot lock their own account: the row offers no lock.
    const ownRow = within(table).getByRole('row', { name: /Outi Operaattori/ });
    expect(within(ownRow).queryByRole('button', { name: /^Lukitse/ })).toBeNull();

    await events.click(within(row).getByRole('button', { name: 'Lukitse: Matti Meikäläinen' }));
    const dialog = screen.getByRole('dialog', { name: 'Lukitaanko tunnus?' });
    await events.click(within(dialog).getByRole('button', { name: 'Lukitse' }));

    expect(
      await screen.findByText('Käyttäjän Matti Meikäläinen tunnus lukittiin.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `/api/backoffice/users/${matti.id}/lock`)).toBe(
      true,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Matti Meikäläinen/ })).getByRole('button', {
          name: 'Avaa lukitus: Matti Meikäläinen',
        }),
      ).toBeInTheDocument(),
    );
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const api = backOfficeApi(
      (call) =>
        call.method === 'POST'
          ? jsonResponse({ error: 'USER_NOT_FOUND', message: backOfficeMessages.userNotFound }, 404)
          : undefined,
      (call) => (call.path === '/api/backoffice/users' ? jsonResponse(pageOf([matti])) : undefined),
    );
    const { events } = renderApp({
      path: '/asiakaspalvelu/kayttajat?q=Matti',
      user: buildUser('operator'),
      api: api.handler,
    });
    await events.click(
      await screen.findByRole(
        'button',
        { name: 'Päätä istunnot: Matti Meikäläinen' },
        { timeout: 5000 },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Päätetäänkö kaikki istunnot?' });
    await events.click(within(dialog).getByRole('button', { name: 'Päätä istunnot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      backOfficeMessages.userNotFound,
    );
  });
});
