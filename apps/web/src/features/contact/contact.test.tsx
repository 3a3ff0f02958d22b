import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const consumer = buildUser('consumer');
const customership = {
  customerIdentifier: ['100001'],
  name: 'Matti Meikäläinen',
  email: 'kuluttaja@example.fi',
};

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function renderContact({
  customershipAnswer = () => jsonResponse(customership),
  change = () => new Response(null, { status: 200 }),
}: { customershipAnswer?: () => Response | Promise<Response>; change?: Handler } = {}) {
  return renderApp({
    path: '/yhteystiedot',
    user: consumer,
    api: (url, init) => {
      if (url === '/api/customership/electricity') return customershipAnswer();
      if (url === '/api/customership') return change(url, init);
      return new Response(null, { status: 204 });
    },
  });
}

describe('contact change screen', () => {
  it('shows the current customer details above the form', async () => {
    renderContact();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yhteystietojen muutos' }),
    ).toBeVisible();
    const details = within(screen.getByRole('region', { name: 'Asiakkuutesi tiedot' }));
    expect(await details.findByText('100001')).toBeVisible();
    expect(details.getByText('Matti Meikäläinen')).toBeVisible();
    expect(details.getByText('kuluttaja@example.fi')).toBeVisible();
  });

  it('shows every validation message', async () => {
    const { events } = renderContact();
    const submit = await screen.findByRole('button', { name: 'Lähetä' });
    expect(submit).toBeDisabled();

    await events.click(screen.getByLabelText('Puhelinnumero'));
    await events.tab();
    await waitFor(() =>
      expect(screen.getAllByText('Sähköpostiosoite tai puhelinnumero on pakollinen')).toHaveLength(
        2,
      ),
    );

    await events.type(screen.getByLabelText('Puhelinnumero'), '040 123 4567');
    await events.type(screen.getByLabelText('Sähköposti'), 'matti.example.fi');
    await events.tab();
    expect(await screen.findByText('Lisää puhelinnumero muodossa +358123456789')).toBeVisible();
    expect(screen.getByText('Lisää sähköpostiosoite muodossa nimi@esimerkki.fi')).toBeVisible();
    expect(screen.queryByText('Sähköpostiosoite tai puhelinnumero on pakollinen')).toBeNull();

    await events.clear(screen.getByLabelText('Puhelinnumero'));
    await events.type(screen.getByLabelText('Puhelinnumero'), `+358 ${'1'.repeat(17)}`);
    await events.clear(screen.getByLabelText('Sähköposti'));
    await events.click(screen.getByLabelText('Sähköposti'));
    await events.paste(`${'a'.repeat(310)}@example.fi`);
    expect(
      await screen.findByText('Puhelinnumero saa olla enintään 20 merkkiä pitkä'),
    ).toBeVisible();
    expect(
      await screen.findByText('Sähköpostiosoite saa olla enintään 320 merkkiä pitkä'),
    ).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('sends only the filled field, without spaces in the phone number, then confirms', async () => {
    const { events, fetchMock } = renderContact();
    await events.type(await screen.findByLabelText('Puhelinnumero'), '+358 40 765 4321');
    const submit = screen.getByRole('button', { name: 'Lähetä' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Yhteystietojen päivityspyyntö on lähetetty onnistuneesti.',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/customership') ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ phonenumber: '+358407654321' });
  });

  it.each([
    [
      'a server error',
      () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500),
      'Virhe lomaketta lähettäessä, yritä myöhemmin uudelleen',
    ],
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Yhteysvirhe lomaketta lähettäessä, yritä myöhemmin uudelleen',
    ],
  ])('tells about %s when sending', async (_case, change, text) => {
    const { events } = renderContact({ change });
    await events.type(await screen.findByLabelText('Sähköposti'), 'uusi@example.fi');
    await events.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Lähetä' })).toBeEnabled();
  });

  it.each([
    [404, 'Tapahtui virhe, yritä myöhemmin uudelleen'],
    [500, 'Tapahtui virhe, yritä myöhemmin uudelleen'],
    [400, 'Virhe asiakkuustietoja haettaessa'],
  ])('tells about a %i of the customership call', async (status, text) => {
    renderContact({ customershipAnswer: () => jsonResponse({ error: 'X', message: 'x' }, status) });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    // The form still works without the current details.
    expect(screen.getByLabelText('Puhelinnumero')).toBeEnabled();
  });

  it('tells about a connection error of the customership call', async () => {
    renderContact({ customershipAnswer: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yhteysvirhe asiakkuustietoja haettaessa',
    );
  });

  it('says it logs out on 401, and the session ends', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderContact({
      customershipAnswer: () => jsonResponse({ error: 'UNAUTHORIZED', message: 'x' }, 401),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ei oikeuksia tiedon lataamiseen. Kirjaudutaan ulos ...',
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it.each(['companyUser', 'remCompany'] as const)('sends a %s to /forbidden', async (role) => {
    const { router } = renderApp({ path: '/yhteystiedot', user: buildUser(role) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });

  it('sends a logged-out visitor home', async () => {
    const { router } = renderApp({ path: '/yhteystiedot' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
