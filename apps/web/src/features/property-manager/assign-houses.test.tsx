import type { ManagerRecord } from '@energiaportaali/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const officeHouses = [
  { id: '11', name: 'As Oy Esimerkkitalo', official: '5678901-2' },
  { id: '12', name: 'As Oy Rantakoivu', official: '6789012-4' },
  { id: '13', name: 'As Oy Kuusikallio', official: '3456782-2' },
];

const customer = (id: number, name: string) => ({ customerships: [{ customer: { id, name } }] });

const iivo: ManagerRecord = {
  remUser: { firstName: 'Iivo', lastName: 'Isännöitsijä', email: 'isannoitsija@example.fi' },
  clients: [customer(11, 'As Oy Esimerkkitalo')],
};

function renderAssignment(answer: (body: { customerIds: number[] }) => Response) {
  let managers = [iivo];
  return renderApp({
    path: '/paakayttaja/dashboard',
    user: buildUser('remCompany', { housingCompanies: officeHouses }),
    api: (url, init) => {
      if (url === '/api/user/myRemUsers') return jsonResponse(managers);
      if (url === '/api/user/remUser/isannoitsija%40example.fi/housingCompanies') {
        const response = answer(JSON.parse(String(init?.body)) as { customerIds: number[] });
        if (response.ok) managers = [{ ...iivo, clients: [customer(12, 'As Oy Rantakoivu')] }];
        return response;
      }
      return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
    },
  });
}

describe("choosing a manager's housing companies", () => {
  it('ticks the current ones, saves the choice and shows the new list', async () => {
    const sent: unknown[] = [];
    const { events } = renderAssignment((body) => {
      sent.push(body);
      return jsonResponse({ ...iivo, clients: [customer(12, 'As Oy Rantakoivu')] });
    });
    await events.click(
      await screen.findByRole(
        'button',
        { name: 'Muokkaa taloyhtiöitä: Iivo Isännöitsijä' },
        { timeout: 5000 },
      ),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Isännöitsijän Iivo Isännöitsijä taloyhtiöt',
    });
    const choices = within(dialog).getByRole('group', {
      name: 'Taloyhtiöt, joita isännöitsijä hoitaa',
    });
    expect(within(choices).getByRole('checkbox', { name: 'As Oy Esimerkkitalo' })).toBeChecked();
    expect(within(choices).getByRole('checkbox', { name: 'As Oy Kuusikallio' })).not.toBeChecked();

    await events.click(within(choices).getByRole('checkbox', { name: 'As Oy Esimerkkitalo' }));
    await events.click(within(choices).getByRole('checkbox', { name: 'As Oy Rantakoivu' }));
    await events.click(within(dialog).getByRole('button', { name: 'Tallenna' }));

    expect(
      await screen.findByText('Isännöitsijän Iivo Isännöitsijä taloyhtiöt tallennettu'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ customerIds: [12] }]);
    const card = screen.getByRole('heading', { name: 'Iivo Isännöitsijä' }).closest('li')!;
    expect(within(card).getByRole('button', { name: 'Piilota taloyhtiöt' })).toBeVisible();
    expect(within(card).getByText('As Oy Rantakoivu')).toBeVisible();
    expect(within(card).queryByText('As Oy Esimerkkitalo')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when saving fails', async () => {
    const { events } = renderAssignment(() =>
      jsonResponse({ error: 'USER_NOT_FOUND', message: 'Käyttäjää ei löytynyt' }, 403),
    );
    await events.click(
      await screen.findByRole(
        'button',
        { name: 'Muokkaa taloyhtiöitä: Iivo Isännöitsijä' },
        { timeout: 5000 },
      ),
    );
    const dialog = screen.getByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Käyttäjää ei löytynyt');
    // The refusal answers the request: the super user stays logged in on the page.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Isännöintitoimiston hallinta',
    );
  });
});
