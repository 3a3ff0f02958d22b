import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const superUser = buildUser('remCompany', {
  housingCompanies: [{ id: '1', name: 'As Oy Esimerkkitalo', official: '5678901-2' }],
});

type Answer = (init?: RequestInit) => Response | Promise<Response>;

/** The super user's page with an empty staff; `add` answers POST /api/user/remUser. */
function renderStaffForm({
  add = () => jsonResponse({ firstName: 'Aino', lastName: 'Uusi', email: 'aino@example.fi' }, 201),
  takenEmails = [] as string[],
}: { add?: Answer; takenEmails?: string[] } = {}) {
  const rendered = renderApp({
    path: '/paakayttaja/dashboard',
    user: superUser,
    api: (url, init) => {
      if (url === '/api/user/myRemUsers') return jsonResponse([]);
      if (url === '/api/user/remUser') return add(init);
      if (url.startsWith('/api/user/exists?')) {
        const email = new URL(url, 'http://localhost').searchParams.get('email') ?? '';
        return new Response(null, { status: takenEmails.includes(email) ? 200 : 404 });
      }
      return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
    },
  });
  return rendered;
}

async function openForm(events: ReturnType<typeof renderStaffForm>['events']) {
  await events.click(
    await screen.findByRole('button', { name: 'Lisää isännöitsijä' }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Lisää isännöitsijä' }, { timeout: 5000 });
}

async function fillValid(events: ReturnType<typeof renderStaffForm>['events'], email: string) {
  await events.type(screen.getByLabelText('Etunimi'), 'Aino');
  await events.type(screen.getByLabelText('Sukunimi'), 'Uusi');
  await events.type(screen.getByLabelText('Sähköposti'), email);
  await events.type(screen.getByLabelText('Puhelinnumero (valinnainen)'), '+358 40 123 4567');
  await events.click(
    screen.getByRole('checkbox', { name: 'Vahvistan, että henkilö on toimistomme työntekijä' }),
  );
}

describe('the manager staff form', () => {
  it('shows every validation message and keeps sending off until the form holds', async () => {
    const { events } = renderStaffForm();
    const dialog = await openForm(events);
    const submit = within(dialog).getByRole('button', { name: 'Lisää isännöitsijä' });
    expect(submit).toBeDisabled();

    const tick = screen.getByRole('checkbox', { name: /^Vahvistan/ });
    await events.click(screen.getByLabelText('Etunimi'));
    await events.click(screen.getByLabelText('Sukunimi'));
    await events.click(screen.getByLabelText('Sähköposti'));
    await events.click(tick);
    await events.click(tick);
    await events.click(screen.getByLabelText('Puhelinnumero (valinnainen)'));
    expect(await screen.findByText('Etunimi on pakollinen')).toBeVisible();
    expect(screen.getByText('Sukunimi on pakollinen')).toBeVisible();
    expect(screen.getByText('Sähköposti on pakollinen')).toBeVisible();
    expect(screen.getByText('Vahvista, että henkilö on toimistonne työntekijä')).toBeVisible();
    expect(tick).toHaveAttribute('aria-invalid', 'true');

    await events.type(screen.getByLabelText('Sähköposti'), 'aino@');
    await events.type(screen.getByLabelText('Puhelinnumero (valinnainen)'), '0401234567');
    await events.tab();
    expect(await screen.findByText('Sähköpostiosoite on virheellinen')).toBeVisible();
    expect(screen.getByText('Lisää puhelinnumero muodossa +358123456789')).toBeVisible();
    expect(screen.getByLabelText('Puhelinnumero (valinnainen)')).toHaveAccessibleDescription(
      /Lisää puhelinnumero muodossa \+358123456789/,
    );
    expect(submit).toBeDisabled();
  });

  it('needs no phone, and sends the form as the domain parses it', async () => {
    const bodies: unknown[] = [];
    const { events } = renderStaffForm({
      add: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse({ firstName: 'Aino', lastName: 'Uusi', email: 'aino@example.fi' }, 201);
      },
    });
    const dialog = await openForm(events);
    await fillValid(events, ' aino@example.fi ');
    await events.clear(screen.getByLabelText('Puhelinnumero (valinnainen)'));
    const submit = within(dialog).getByRole('button', { name: 'Lisää isännöitsijä' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);

    expect(await screen.findByText('Isännöitsijä Aino Uusi lisätty')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { firstName: 'Aino', lastName: 'Uusi', email: 'aino@example.fi', isEmployee: true },
    ]);
  });

  it('tells an existing address when the e-mail field is left', async () => {
    const { events } = renderStaffForm({ takenEmails: ['varattu@example.fi'] });
    const dialog = await openForm(events);
    await fillValid(events, 'varattu@example.fi');
    expect(await screen.findByText('Sähköpostiosoite on jo olemassa')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Lisää isännöitsijä' })).toBeDisabled();

    await events.clear(screen.getByLabelText('Sähköposti'));
    await events.type(screen.getByLabelText('Sähköposti'), 'vapaa@example.fi');
    await events.tab();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Lisää isännöitsijä' })).toBeEnabled(),
    );
    expect(screen.queryByText('Sähköpostiosoite on jo olemassa')).not.toBeInTheDocument();
  });

  it.each([
    [409, 'Sähköpostiosoite on jo käytössä'],
    [400, 'Virhe rekisteröinnissä'],
    [500, 'Isännöitsijän lisääminen epäonnistui. Yritä myöhemmin uudelleen.'],
  ])('shows the answer %i as "%s" and stays open', async (status, text) => {
    const { events } = renderStaffForm({
      add: () => jsonResponse({ error: 'X', message: 'palvelimen teksti' }, status),
    });
    const dialog = await openForm(events);
    await fillValid(events, 'aino@example.fi');
    const submit = within(dialog).getByRole('button', { name: 'Lisää isännöitsijä' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    expect(await within(dialog).findByText(text)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Lisää isännöitsijä' })).toBeInTheDocument();
  });
});
