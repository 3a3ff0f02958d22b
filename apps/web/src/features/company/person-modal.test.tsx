import type { CompanyPerson } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const companies = [
  { customerIdentifier: '200001', customerName: 'Esimerkki Oy', identifier: '1234567-1' },
  {
    customerIdentifier: '200002',
    customerName: 'Esimerkki Kiinteistöt Oy',
    identifier: '2345678-0',
  },
];
const manager = buildUser('companyManager', { companies });

const kaisa: CompanyPerson = {
  firstName: 'Kaisa',
  lastName: 'Käyttäjä',
  email: 'yrityskayttaja@example.fi',
  role: 'user',
  companies: [{ companyName: 'Esimerkki Oy', businessId: '1234567-1' }],
};
const owner: CompanyPerson = {
  firstName: 'Yrjö',
  lastName: 'Yrittäjä',
  email: 'yritys@example.fi',
  role: 'admin',
  companies: [{ companyName: 'Esimerkki Oy', businessId: '1234567-1' }],
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The persons API of one test: `answer` decides the changes' answers, every call is kept. */
function personsApi(answer: (call: Call) => Response = () => new Response(null, { status: 204 })) {
  const calls: Call[] = [];
  let persons = [owner, kaisa];
  const handler = (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    if (url === '/api/business/companyUsers') return jsonResponse(persons);
    if (url.startsWith('/api/user/exists?')) {
      const email = new URL(url, 'http://localhost').searchParams.get('email');
      return new Response(null, { status: email === 'varattu@example.fi' ? 200 : 404 });
    }
    if (url === '/api/business/companyUser') {
      const response = answer(call);
      if (response.ok && call.method === 'DELETE') persons = [owner];
      return response;
    }
    if (url.startsWith('/api/contracts')) return jsonResponse({ contracts: [] }, 404);
    return new Response(null, { status: 404 });
  };
  return { calls, handler };
}

async function openPersons(api = personsApi()) {
  const rendered = renderApp({ path: '/yritys/yleisnakyma', user: manager, api: api.handler });
  await rendered.events.click(await screen.findByRole('tab', { name: 'Henkilöt' }));
  await screen.findByRole('heading', { level: 2, name: 'Kaisa Käyttäjä' });
  return { ...rendered, calls: api.calls };
}

beforeAll(async () => {
  await import('./company-overview-route');
});

describe('the person modal', () => {
  it('has no actions on a main user and actions on the others', async () => {
    await openPersons();
    const ownerCard = screen
      .getByRole('heading', { level: 2, name: 'Pääkäyttäjä: Yrjö Yrittäjä' })
      .closest('li')!;
    expect(within(ownerCard).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Muokkaa henkilöä Kaisa Käyttäjä' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Poista henkilö Kaisa Käyttäjä' })).toBeVisible();
  });

  it('shows every required-field message and keeps Tallenna disabled until the form is valid', async () => {
    const { events } = await openPersons();
    await events.click(screen.getByRole('button', { name: 'Lisää henkilö' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisää henkilö' }, { timeout: 5000 });
    const modal = within(dialog);
    const save = modal.getByRole('button', { name: 'Tallenna' });
    expect(save).toBeDisabled();

    await events.click(modal.getByLabelText('Etunimi'));
    await events.click(modal.getByLabelText('Sukunimi'));
    await events.click(modal.getByLabelText('Sähköposti'));
    await events.click(modal.getByLabelText(/Esimerkki Oy/));
    await events.click(modal.getByLabelText(/Esimerkki Oy/));
    await events.tab();
    expect(await modal.findByText('Etunimi on pakollinen')).toBeVisible();
    expect(modal.getByText('Sukunimi on pakollinen')).toBeVisible();
    expect(modal.getByText('Sähköposti on pakollinen')).toBeVisible();
    expect(modal.getByText('Valitse vähintään yksi yritys')).toBeVisible();

    await events.type(modal.getByLabelText('Sähköposti'), 'ei-osoite');
    expect(await modal.findByText('Sähköpostiosoite on virheellinen')).toBeVisible();
    expect(save).toBeDisabled();

    await events.type(modal.getByLabelText('Etunimi'), 'Uusi');
    await events.type(modal.getByLabelText('Sukunimi'), 'Henkilö');
    await events.clear(modal.getByLabelText('Sähköposti'));
    await events.type(modal.getByLabelText('Sähköposti'), 'uusi@example.fi');
    await events.click(modal.getByLabelText(/Esimerkki Kiinteistöt Oy/));
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('checks the e-mail when it is left and refuses one that already has an account', async () => {
    const { events, calls } = await openPersons();
    await events.click(screen.getByRole('button', { name: 'Lisää henkilö' }));
    const modal = within(
      await screen.findByRole('dialog', { name: 'Lisää henkilö' }, { timeout: 5000 }),
    );
    await events.type(modal.getByLabelText('Etunimi'), 'Uusi');
    await events.type(modal.getByLabelText('Sukunimi'), 'Henkilö');
    await events.click(modal.getByLabelText(/Esimerkki Oy/));
    await events.type(modal.getByLabelText('Sähköposti'), 'varattu@example.fi');
    await events.tab();

    expect(await modal.findByText('Sähköpostiosoite on jo olemassa')).toBeVisible();
    expect(modal.getByRole('button', { name: 'Tallenna' })).toBeDisabled();
    const check = calls.find((call) => call.url.startsWith('/api/user/exists'));
    expect(check).toMatchObject({
      method: 'HEAD',
      url: '/api/user/exists?email=varattu%40example.fi',
    });

    await events.clear(modal.getByLabelText('Sähköposti'));
    await events.type(modal.getByLabelText('Sähköposti'), 'vapaa@example.fi');
    await events.tab();
    await waitFor(() => expect(modal.getByRole('button', { name: 'Tallenna' })).toBeEnabled());
    expect(modal.queryByText('Sähköpostiosoite on jo olemassa')).toBeNull();
  });

  it('adds a person, closes and says so, and the list is read again', async () => {
    const { events, calls } = await openPersons();
    const opener = screen.getByRole('button', { name: 'Lisää henkilö' });
    await events.click(opener);
    const modal = within(
      await screen.findByRole('dialog', { name: 'Lisää henkilö' }, { timeout: 5000 }),
    );
    await events.type(modal.getByLabelText('Etunimi'), ' Uusi ');
    await events.type(modal.getByLabelText('Sukunimi'), 'Henkilö');
    await events.type(modal.getByLabelText('Sähköposti'), 'uusi@example.fi');
    await events.click(modal.getByLabelText(/Esimerkki Kiinteistöt Oy/));
    await events.click(modal.getByRole('button', { name: 'Tallenna' }));

    expect(
      await screen.findByText(
        'Henkilö Uusi Henkilö lisätty. Kutsu salasanan luomiseen lähetettiin osoitteeseen uusi@example.fi.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Uusi',
      lastName: 'Henkilö',
      email: 'uusi@example.fi',
      companies: ['2345678-0'],
    });
    expect(calls.filter((call) => call.url === '/api/business/companyUsers')).toHaveLength(2);
    expect(opener).toHaveFocus();
  });

  it('shows the server refusals in Finnish inside the modal', async () => {
    let status = 409;
    const { events } = await openPersons(
      personsApi(() => jsonResponse({ error: 'X', message: 'x' }, status)),
    );
    await events.click(screen.getByRole('button', { name: 'Lisää henkilö' }));
    const modal = within(
      await screen.findByRole('dialog', { name: 'Lisää henkilö' }, { timeout: 5000 }),
    );
    await events.type(modal.getByLabelText('Etunimi'), 'Uusi');
    await events.type(modal.getByLabelText('Sukunimi'), 'Henkilö');
    await events.type(modal.getByLabelText('Sähköposti'), 'uusi@example.fi');
    await events.click(modal.getByLabelText(/Esimerkki Oy/));
    await events.click(modal.getByRole('button', { name: 'Tallenna' }));
    expect(await modal.findByText('Sähköpostiosoite on jo olemassa')).toBeVisible();

    status = 500;
    await events.clear(modal.getByLabelText('Sähköposti'));
    await events.type(modal.getByLabelText('Sähköposti'), 'toinen@example.fi');
    await events.click(modal.getByRole('button', { name: 'Tallenna' }));
    expect(
      await modal.findByText('Henkilön tallentaminen epäonnistui. Yritä myöhemmin uudelleen.'),
    ).toBeVisible();
  });

  it('edits a person with the old e-mail and does not check an unchanged address', async () => {
    const { events, calls } = await openPersons();
    await events.click(screen.getByRole('button', { name: 'Muokkaa henkilöä Kaisa Käyttäjä' }));
    const modal = within(
      await screen.findByRole('dialog', { name: 'Muokkaa henkilöä' }, { timeout: 5000 }),
    );
    expect(modal.getByLabelText('Sähköposti')).toHaveValue('yrityskayttaja@example.fi');
    expect(modal.getByLabelText(/Esimerkki Oy/)).toBeChecked();
    expect(modal.getByLabelText(/Esimerkki Kiinteistöt Oy/)).not.toBeChecked();
    await events.click(modal.getByLabelText('Sähköposti'));
    await events.tab();
    await events.clear(modal.getByLabelText('Etunimi'));
    await events.type(modal.getByLabelText('Etunimi'), 'Kaija');
    await events.click(modal.getByRole('button', { name: 'Tallenna' }));

    expect(await screen.findByText('Henkilön Kaija Käyttäjä tiedot päivitetty')).toBeVisible();
    expect(calls.some((call) => call.url.startsWith('/api/user/exists'))).toBe(false);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      firstName: 'Kaija',
      lastName: 'Käyttäjä',
      email: 'yrityskayttaja@example.fi',
      companies: ['1234567-1'],
      oldEmail: 'yrityskayttaja@example.fi',
    });
  });

  it('asks before removing, starting on Peruuta, then removes by e-mail', async () => {
    const { events, calls } = await openPersons();
    await events.click(screen.getByRole('button', { name: 'Poista henkilö Kaisa Käyttäjä' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Poistetaanko henkilö?' }));
    expect(dialog.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
    await events.click(dialog.getByRole('button', { name: 'Poista henkilö' }));

    expect(await screen.findByText('Henkilö Kaisa Käyttäjä poistettu')).toBeVisible();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      email: 'yrityskayttaja@example.fi',
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Kaisa Käyttäjä' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Lisää henkilö' })).toHaveFocus();
  });
});
