import { backOfficeMessages } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import {
  backOfficeApi,
  buildRegistrationDetail,
  buildRegistrationRequest,
  pageOf,
  type Call,
} from './test-api';

const detailPath = '/api/backoffice/registrations/5';

function registrationsApi(decide: (call: Call) => Response | undefined = () => undefined) {
  let detail = buildRegistrationDetail();
  return backOfficeApi(
    decide,
    (call) => {
      if (call.method === 'POST' && call.path === `${detailPath}/approve`) {
        detail = { ...detail, request: { ...detail.request, status: 'handled' } };
        return jsonResponse({ userId: 'u1', invitationSent: true });
      }
      if (call.method === 'POST' && call.path === `${detailPath}/reject`) {
        detail = { ...detail, request: { ...detail.request, status: 'rejected' } };
        return jsonResponse(detail.request);
      }
      return undefined;
    },
    (call) => (call.path === detailPath ? jsonResponse(detail) : undefined),
    (call) =>
      call.path === '/api/backoffice/registrations'
        ? jsonResponse(pageOf([buildRegistrationRequest()]))
        : undefined,
  );
}

function openRequest(api = registrationsApi()) {
  const app = renderApp({
    path: '/asiakaspalvelu/rekisteroinnit',
    user: buildUser('operator'),
    api: api.handler,
  });
  return { ...app, api };
}

describe('registration requests', () => {
  it('lists the requests and opens one with its registry checks', async () => {
    const { events } = openRequest();
    const table = await screen.findByRole(
      'table',
      { name: 'Yritysten ja isännöintitoimistojen rekisteröintipyynnöt' },
      { timeout: 5000 },
    );
    expect(within(table).getByRole('columnheader', { name: 'Y-tunnus' })).toBeInTheDocument();
    await events.click(within(table).getByRole('link', { name: 'Avaa pyyntö: Rakennus Oy' }));

    const checks = await screen.findByRole('table', {
      name: 'Pyynnön Y-tunnukset asiakasrekisterissä ja kaupparekisterissä',
    });
    const row = within(checks).getByRole('row', { name: /1234567-1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kyllä', 'Rakennus Oy', '–', '0']);
    expect(screen.getByText('reijo@rakennus.example')).toBeInTheDocument();
  });

  it('tells before approving which listed subsidiaries are linked and which are left out', async () => {
    const detail = buildRegistrationDetail({
      request: buildRegistrationRequest({
        daughterCompanyIdentifiers: ['2345678-0', '7654321-2', '6789012-4'],
      }),
      subsidiaries: [
        { businessId: '2345678-0', customerName: 'Rakennus Kiinteistöt Oy', linked: true },
        { businessId: '7654321-2', customerName: null, linked: false },
        { businessId: '6789012-4', customerName: 'As Oy Rantakoivu', linked: false },
      ],
    });
    const api = backOfficeApi((call) =>
      call.path === detailPath ? jsonResponse(detail) : undefined,
    );
    const { events } = renderApp({
      path: '/asiakaspalvelu/rekisteroinnit/5',
      user: buildUser('operator'),
      api: api.handler,
    });
    const heading = await screen.findByRole(
      'heading',
      { name: 'Tytäryhtiöt hyväksyttäessä' },
      { timeout: 5000 },
    );
    const list = heading.parentElement!.querySelector('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rakennus Kiinteistöt Oy (2345678-0): liitetään hakijan yritykseen',
      '7654321-2: ei asiakas, ei liitetä',
      'As Oy Rantakoivu (6789012-4): asiakas mutta ei yritys, ei liitetä',
    ]);
    const warning =
      '2 tytäryhtiötä ei ole yritysasiakkaita, eikä niitä liitetä. Lisää ne tarvittaessa asiakasrekisteriin ennen hyväksyntää.';
    expect(screen.getByText(warning)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Hyväksy' }));
    const dialog = screen.getByRole('dialog', { name: 'Hyväksytäänkö pyyntö?' });
    expect(within(dialog).getByText(warning)).toBeInTheDocument();
  });

  it('approves after the confirmation', async () => {
    const { events, api } = openRequest();
    await events.click(
      await screen.findByRole('link', { name: 'Avaa pyyntö: Rakennus Oy' }, { timeout: 5000 }),
    );
    await events.click(await screen.findByRole('button', { name: 'Hyväksy' }));
    const dialog = screen.getByRole('dialog', { name: 'Hyväksytäänkö pyyntö?' });
    await events.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));

    expect(
      await screen.findByText(
        'Pyyntö hyväksyttiin. Kutsu lähetettiin osoitteeseen reijo@rakennus.example.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${detailPath}/approve`,
    ]);
    // Decided: the buttons go once the request is read again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hyväksy' })).toBeNull());
  });

  it("shows the server's 409 text inside the dialog", async () => {
    const { events } = openRequest(
      registrationsApi((call) =>
        call.path.endsWith('/approve')
          ? jsonResponse(
              { error: 'REQUEST_DECIDED', message: backOfficeMessages.requestDecided },
              409,
            )
          : undefined,
      ),
    );
    await events.click(
      await screen.findByRole('link', { name: 'Avaa pyyntö: Rakennus Oy' }, { timeout: 5000 }),
    );
    await events.click(await screen.findByRole('button', { name: 'Hyväksy' }));
    const dialog = screen.getByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      backOfficeMessages.requestDecided,
    );
  });

  it('rejects only with a reason, which goes to the server', async () => {
    const { events, api } = openRequest();
    await events.click(
      await screen.findByRole('link', { name: 'Avaa pyyntö: Rakennus Oy' }, { timeout: 5000 }),
    );
    await events.click(await screen.findByRole('button', { name: 'Hylkää' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hylkää pyyntö' }, { timeout: 5000 });
    await events.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(await within(dialog).findByText(backOfficeMessages.reasonRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await events.type(
      within(dialog).getByRole('textbox', { name: 'Hylkäyksen syy' }),
      'Y-tunnus ei täsmää',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(
      await screen.findByText('Pyyntö hylättiin ja hakijalle lähetettiin viesti.'),
    ).toBeInTheDocument();
    const reject = api.calls.find((call) => call.path === `${detailPath}/reject`);
    expect(reject?.body).toEqual({ reason: 'Y-tunnus ei täsmää' });
  });
});
