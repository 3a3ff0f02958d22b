import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { backOfficeApi, pageOf } from './test-api';

const failed = {
  id: 7,
  recipient: 'reijo@rakennus.example',
  subject: 'Kutsu Energiaportaaliin',
  status: 'failed' as const,
  attempts: 5,
  lastError: '550 mailbox unavailable',
  nextAttemptAt: '2026-11-22T10:00:00Z',
  createdAt: '2026-11-22T09:00:00Z',
  sentAt: null,
};

describe('e-mail outbox', () => {
  it('shows the last error and resends a failed message', async () => {
    const api = backOfficeApi(
      (call) =>
        call.method === 'POST' && call.path === '/api/backoffice/outbox/7/resend'
          ? jsonResponse({ ...failed, status: 'pending' })
          : undefined,
      (call) =>
        call.path === '/api/backoffice/outbox' ? jsonResponse(pageOf([failed])) : undefined,
    );
    const { events } = renderApp({
      path: '/asiakaspalvelu/sahkopostit',
      user: buildUser('operator'),
      api: api.handler,
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Lähtevät sähköpostit' },
      { timeout: 5000 },
    );
    expect(within(table).getByText('550 mailbox unavailable')).toBeInTheDocument();
    // Without a status filter the server gives the pending and failed ones.
    const list = api.calls.find((call) => call.path === '/api/backoffice/outbox');
    expect(list?.query.has('status')).toBe(false);

    await events.click(
      within(table).getByRole('button', { name: 'Lähetä uudelleen: reijo@rakennus.example' }),
    );
    await events.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Lähetä uudelleen' }),
    );
    expect(
      await screen.findByText('Viesti osoitteeseen reijo@rakennus.example lähetetään uudelleen.'),
    ).toBeInTheDocument();
  });
});

describe('audit log', () => {
  it('shows each action as the server words it, never its code, and filters by user, operator and action', async () => {
    const api = backOfficeApi((call) =>
      call.path === '/api/backoffice/audit'
        ? jsonResponse(
            pageOf([
              {
                id: 1,
                at: '2026-11-22T09:00:00Z',
                actor: 'asiakaspalvelu@example.fi',
                actorName: 'Outi Operaattori',
                action: 'backoffice.user.lock',
                targetType: 'user',
                targetId: '32dc89d4-0000-4000-8000-000000000001',
                details: { endedSessions: 2 },
                summary: 'Tunnus lukittu: Matti Meikäläinen; istuntoja päätetty 2',
              },
              {
                id: 2,
                at: '2026-11-22T08:00:00Z',
                actor: null,
                actorName: 'Järjestelmä (komentorivi tai tuonti)',
                action: 'import.customers',
                targetType: 'import',
                targetId: 'customers',
                details: { rowsRead: 3, inserted: 3, updated: 0 },
                summary: 'Rekisterituonti: asiakkaat; rivejä luettu 3, lisätty 3, päivitetty 0',
              },
            ]),
          )
        : undefined,
    );
    const { events } = renderApp({
      path: '/asiakaspalvelu/tapahtumat',
      user: buildUser('operator'),
      api: api.handler,
    });
    const table = await screen.findByRole('table', { name: 'Tapahtumaloki' }, { timeout: 5000 });
    const [, locked, imported] = within(table).getAllByRole('row');
    expect(locked).toHaveTextContent('Outi Operaattori');
    expect(locked).toHaveTextContent('asiakaspalvelu@example.fi');
    expect(locked).toHaveTextContent('Tunnus lukittu: Matti Meikäläinen; istuntoja päätetty 2');
    expect(imported).toHaveTextContent('Järjestelmä (komentorivi tai tuonti)');
    expect(table).not.toHaveTextContent(/backoffice\.|import\.|32dc89d4|endedSessions|=/);

    await events.type(
      screen.getByRole('searchbox', { name: 'Käyttäjä (sähköposti tai tunniste)' }),
      'kuluttaja@example.fi',
    );
    await events.type(
      screen.getByRole('searchbox', { name: 'Tekijä (sähköposti tai tunniste)' }),
      'asiakaspalvelu@example.fi',
    );
    await events.type(
      screen.getByRole('searchbox', { name: 'Tapahtuma tai sen alku' }),
      'backoffice.{Enter}',
    );
    await waitFor(() => {
      const last = api.calls.filter((call) => call.path === '/api/backoffice/audit').at(-1);
      expect(Object.fromEntries(last!.query)).toEqual({
        page: '1',
        pageSize: '25',
        order: 'desc',
        user: 'kuluttaja@example.fi',
        operator: 'asiakaspalvelu@example.fi',
        action: 'backoffice.',
      });
    });
    // The CSV has the same rows and filters, in the same words (the server's).
    expect(screen.getByRole('link', { name: 'Lataa CSV' })).toHaveAttribute(
      'href',
      '/api/backoffice/audit/export.csv?order=desc&user=kuluttaja%40example.fi&operator=asiakaspalvelu%40example.fi&action=backoffice.',
    );
  });
});
