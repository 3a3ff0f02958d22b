import { backOfficeMessages } from '@energiaportaali/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { backOfficeApi, pageOf, type Call } from './test-api';

const pending = {
  id: 'inv-1',
  kind: 'company-person' as const,
  email: 'uusi@yritys.example',
  invitedBy: 'asiakaspalvelu@example.fi',
  status: 'pending' as const,
  createdAt: '2026-11-20T08:00:00Z',
  expiresAt: '2026-11-27T08:00:00Z',
  usedAt: null,
};

function openInvitations(refuse?: (call: Call) => Response | undefined) {
  const api = backOfficeApi(
    refuse ?? (() => undefined),
    (call) =>
      call.method === 'POST' && call.path === '/api/backoffice/invitations'
        ? jsonResponse({ id: 'inv-2' }, 201)
        : undefined,
    (call) =>
      call.method === 'POST' && call.path === '/api/backoffice/invitations/inv-1/resend'
        ? jsonResponse({ id: 'inv-3' })
        : undefined,
    (call) =>
      call.path === '/api/backoffice/invitations' ? jsonResponse(pageOf([pending])) : undefined,
  );
  const app = renderApp({
    path: '/asiakaspalvelu/kutsut',
    user: buildUser('operator'),
    api: api.handler,
  });
  return { ...app, api };
}

const errorsOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id
    ? within(document.getElementById(id)!)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

describe('invitations', () => {
  it('checks the new invitation with the shared rules before sending it', async () => {
    const { events, api } = openInvitations();
    await events.click(
      await screen.findByRole('button', { name: 'Uusi kutsu' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Uusi kutsu' }, { timeout: 5000 });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await events.type(field('Sähköpostiosoite'), 'ei-osoite');
    await events.type(field('Yrityksen Y-tunnus'), '1234567-2');
    await events.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));

    expect(errorsOf(field('Sähköpostiosoite'))).toEqual([backOfficeMessages.invalidEmail]);
    expect(errorsOf(field('Etunimi'))).toEqual([backOfficeMessages.required]);
    expect(errorsOf(field('Sukunimi'))).toEqual([backOfficeMessages.required]);
    expect(errorsOf(field('Yrityksen Y-tunnus'))).toEqual([backOfficeMessages.invalidBusinessId]);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await events.clear(field('Sähköpostiosoite'));
    await events.type(field('Sähköpostiosoite'), 'uusi@yritys.example');
    await events.type(field('Etunimi'), 'Ulla');
    await events.type(field('Sukunimi'), 'Uusi');
    await events.clear(field('Yrityksen Y-tunnus'));
    await events.type(field('Yrityksen Y-tunnus'), '1234567-1');
    await events.click(within(dialog).getByRole('checkbox', { name: 'Pääkäyttäjä' }));
    await events.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));

    expect(
      await screen.findByText('Kutsu lähetettiin osoitteeseen uusi@yritys.example.'),
    ).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      kind: 'company-person',
      email: 'uusi@yritys.example',
      firstName: 'Ulla',
      lastName: 'Uusi',
      businessId: '1234567-1',
      admin: true,
    });
  });

  it('asks only an e-mail address of a manager company', async () => {
    const { events, api } = openInvitations();
    await events.click(
      await screen.findByRole('button', { name: 'Uusi kutsu' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Uusi kutsu' }, { timeout: 5000 });
    await events.click(
      within(dialog).getByRole('radio', { name: 'Isännöintitoimisto (rekisteröitymislinkki)' }),
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Etunimi' })).toBeNull();
    await events.type(
      within(dialog).getByRole('textbox', { name: 'Sähköpostiosoite' }),
      'toimisto@isannointi.example',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));
    await screen.findByText('Kutsu lähetettiin osoitteeseen toimisto@isannointi.example.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'manager-company',
      email: 'toimisto@isannointi.example',
    });
  });

  it('resends a pending invitation after the confirmation', async () => {
    const { events, api } = openInvitations();
    await events.click(
      await screen.findByRole(
        'button',
        { name: 'Lähetä uudelleen: uusi@yritys.example' },
        { timeout: 5000 },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Lähetetäänkö kutsu uudelleen?' });
    await events.click(within(dialog).getByRole('button', { name: 'Lähetä uudelleen' }));
    expect(
      await screen.findByText('Uusi kutsu lähetettiin osoitteeseen uusi@yritys.example.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/inv-1/resend'))).toBe(true);
  });

  it('shows a revoked invitation as revoked, to be sent again but not revoked again', async () => {
    const revoked = {
      ...pending,
      id: 'inv-9',
      email: 'peruttu@yritys.example',
      status: 'revoked' as const,
      usedAt: '2026-11-21T08:00:00Z',
    };
    const api = backOfficeApi((call) =>
      call.path === '/api/backoffice/invitations' ? jsonResponse(pageOf([revoked])) : undefined,
    );
    renderApp({ path: '/asiakaspalvelu/kutsut', user: buildUser('operator'), api: api.handler });
    const row = (
      await screen.findByRole('rowheader', { name: 'peruttu@yritys.example' }, { timeout: 5000 })
    ).closest('tr')!;
    expect(within(row).getByText('Peruttu')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Lähetä uudelleen: peruttu@yritys.example' }),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Peru kutsu/ })).toBeNull();
  });

  it("shows a deleted account's invitation as such, with nothing to send or revoke", async () => {
    const deleted = {
      ...pending,
      id: 'inv-8',
      email: 'poistettu@yritys.example',
      status: 'deleted' as const,
    };
    const api = backOfficeApi((call) =>
      call.path === '/api/backoffice/invitations' ? jsonResponse(pageOf([deleted])) : undefined,
    );
    renderApp({ path: '/asiakaspalvelu/kutsut', user: buildUser('operator'), api: api.handler });
    const row = (
      await screen.findByRole('rowheader', { name: 'poistettu@yritys.example' }, { timeout: 5000 })
    ).closest('tr')!;
    expect(within(row).getByText('Tili poistettu')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
    // The status filter offers them too.
    expect(screen.getByRole('option', { name: 'Tili poistettu' })).toBeInTheDocument();
  });

  it("shows the server's refusal at the field it concerns", async () => {
    const { events } = openInvitations((call) =>
      call.method === 'POST'
        ? jsonResponse(
            { error: 'COMPANY_NOT_FOUND', message: backOfficeMessages.companyNotFound },
            409,
          )
        : undefined,
    );
    await events.click(
      await screen.findByRole('button', { name: 'Uusi kutsu' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Uusi kutsu' }, { timeout: 5000 });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await events.type(field('Sähköpostiosoite'), 'uusi@yritys.example');
    await events.type(field('Etunimi'), 'Ulla');
    await events.type(field('Sukunimi'), 'Uusi');
    await events.type(field('Yrityksen Y-tunnus'), '1234567-1');
    await events.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));
    await within(dialog).findByText(backOfficeMessages.companyNotFound);
    expect(errorsOf(field('Yrityksen Y-tunnus'))).toEqual([backOfficeMessages.companyNotFound]);
    expect(errorsOf(field('Sähköpostiosoite'))).toEqual([]);
  });
});
