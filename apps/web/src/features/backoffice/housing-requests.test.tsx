import type { HousingRequest } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { backOfficeApi, pageOf } from './test-api';

const base = '/api/backoffice/housing-requests';

function buildHousingRequest(overrides: Partial<HousingRequest> = {}): HousingRequest {
  return {
    id: 9,
    housingCompany: { name: 'As Oy Koivukuja', businessId: '7890123-9' },
    office: { name: 'Isännöinti Testi Oy', businessId: '4567890-7' },
    requestedBy: { name: 'Iivo Isännöitsijä', email: 'iivo@isannointi.example' },
    status: 'new',
    createdAt: '2026-11-20T08:00:00.000Z',
    handledAt: null,
    handledBy: null,
    rejectionReason: null,
    ...overrides,
  };
}

/** The list holds one request until it is decided; then the 'new' filter finds none. */
function housingRequestsApi() {
  let request = buildHousingRequest();
  const api = backOfficeApi((call) => {
    if (call.method === 'POST' && call.path === `${base}/9/approve`) {
      request = { ...request, status: 'handled' };
      return jsonResponse(request);
    }
    if (call.method === 'POST' && call.path === `${base}/9/reject`) {
      request = { ...request, status: 'rejected' };
      return jsonResponse(request);
    }
    if (call.path !== base) return undefined;
    const status = call.query.get('status');
    return jsonResponse(pageOf(status && status !== request.status ? [] : [request]));
  });
  renderApp({
    path: '/asiakaspalvelu/taloyhtiopyynnot',
    user: buildUser('operator'),
    api: api.handler,
  });
  return api;
}

const findTable = () =>
  screen.findByRole(
    'table',
    { name: 'Isännöitsijöiden pyynnöt lisätä asunto-osakeyhtiö toimistonsa asiakkaaksi' },
    { timeout: 10_000 },
  );

describe('housing-company requests in the back office', () => {
  it('lists the new requests with the house, the office and who asked, under its own tab', async () => {
    const api = housingRequestsApi();
    const table = await findTable();
    const row = within(table).getByRole('row', { name: /As Oy Koivukuja/ });
    expect(row).toHaveTextContent('Isännöinti Testi Oy (4567890-7)');
    expect(row).toHaveTextContent('Iivo Isännöitsijä, iivo@isannointi.example');
    expect(within(row).getByRole('button', { name: 'Hyväksy: As Oy Koivukuja' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Taloyhtiöpyynnöt' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(api.calls.find((call) => call.path === base)?.query.get('status')).toBe('new');
  });

  it('approves after the confirmation and says so', async () => {
    const user = userEvent.setup();
    const api = housingRequestsApi();
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Hyväksy: As Oy Koivukuja' }));
    const dialog = screen.getByRole('dialog', { name: 'Hyväksytäänkö pyyntö?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));
    expect(
      await screen.findByText(
        'As Oy Koivukuja liitettiin toimistoon, ja pyytäjälle lähetettiin viesti.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${base}/9/approve`,
    ]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /As Oy Koivukuja/ })).toBeNull());
  });

  it('rejects only with a reason, which goes to the server', async () => {
    const user = userEvent.setup();
    const api = housingRequestsApi();
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Hylkää: As Oy Koivukuja' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Hylkää pyyntö' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(await within(dialog).findByText('Kerro hylkäyksen syy')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Hylkäyksen syy' }),
      'Isännöitsijä on toinen toimisto',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(
      await screen.findByText(
        'Pyyntö (As Oy Koivukuja) hylättiin, ja pyytäjälle lähetettiin viesti.',
      ),
    ).toBeInTheDocument();
    const reject = api.calls.find((call) => call.path === `${base}/9/reject`);
    expect(reject?.body).toEqual({ reason: 'Isännöitsijä on toinen toimisto' });
  });
});
