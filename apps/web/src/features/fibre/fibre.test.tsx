import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildConfig, buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const withFibre = buildConfig({
  services: ['electricity', 'contractInfo', 'fibre'],
});
const consumer = buildUser('consumer');

type Handler = () => Response | Promise<Response>;

function renderFibre(answer: Handler = () => new Response(null, { status: 200 })) {
  return renderApp({
    path: '/kuitu',
    user: consumer,
    config: withFibre,
    api: (url) => (url === '/api/fiber/submit' ? answer() : new Response(null, { status: 204 })),
  });
}

describe('fibre offer screen', () => {
  it('prefills the name and e-mail of the session and waits for the phone number', async () => {
    renderFibre();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Valokuidun tarjouspyyntö' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Etunimi')).toHaveValue('Matti');
    expect(screen.getByLabelText('Sukunimi')).toHaveValue('Meikäläinen');
    expect(screen.getByLabelText('Sähköposti')).toHaveValue('kuluttaja@example.fi');
    expect(screen.getByLabelText('Puhelinnumero')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Lähetä tarjouspyyntö' })).toBeDisabled();
  });

  it('shows every validation message', async () => {
    const { events } = renderFibre();
    for (const label of ['Etunimi', 'Sukunimi', 'Sähköposti']) {
      await events.clear(await screen.findByLabelText(label));
    }
    await events.click(screen.getByLabelText('Puhelinnumero'));
    await events.tab();
    expect(await screen.findByText('Etunimi on pakollinen')).toBeVisible();
    expect(screen.getByText('Sukunimi on pakollinen')).toBeVisible();
    expect(screen.getByText('Sähköposti on pakollinen')).toBeVisible();
    expect(screen.getByText('Puhelinnumero on pakollinen')).toBeVisible();

    await events.type(screen.getByLabelText('Etunimi'), ' ');
    await events.type(screen.getByLabelText('Sukunimi'), '  ');
    await events.type(screen.getByLabelText('Sähköposti'), 'matti@');
    await events.type(screen.getByLabelText('Puhelinnumero'), '0401234567');
    expect(await screen.findByText('Etunimi on liian lyhyt')).toBeVisible();
    expect(screen.getByText('Sukunimi on liian lyhyt')).toBeVisible();
    expect(screen.getByText('Sähköpostiosoite on virheellinen')).toBeVisible();
    expect(screen.getByText('Lisää puhelinnumero muodossa +358123456789')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lähetä tarjouspyyntö' })).toBeDisabled();
  });

  it('sends the request and thanks', async () => {
    let answer: (response: Response) => void = () => {};
    const { events, fetchMock } = renderFibre(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await events.type(await screen.findByLabelText('Puhelinnumero'), '+358 40 123 4567');
    const submit = screen.getByRole('button', { name: 'Lähetä tarjouspyyntö' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    expect(await screen.findByRole('button', { name: 'Ladataan' })).toBeDisabled();
    answer(new Response(null, { status: 200 }));

    expect(await screen.findByRole('heading', { name: 'Kiitos!' })).toBeVisible();
    expect(screen.getByText('Tarjouspyyntö lähetetty')).toBeVisible();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/fiber/submit') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Matti',
      lastName: 'Meikäläinen',
      phone: '+358401234567',
      email: 'kuluttaja@example.fi',
    });
  });

  it.each([
    [404, 'Tapahtui virhe, yritä myöhemmin uudelleen'],
    [500, 'Tapahtui virhe, yritä myöhemmin uudelleen'],
    [429, 'Virhe tarjouspyyntöä lähettäessä'],
  ])('tells about a %i', async (status, text) => {
    const { events } = renderFibre(() => jsonResponse({ error: 'X', message: 'x' }, status));
    await events.type(await screen.findByLabelText('Puhelinnumero'), '+358401234567');
    await events.click(screen.getByRole('button', { name: 'Lähetä tarjouspyyntö' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the server’s field errors at their fields', async () => {
    const { events } = renderFibre(() =>
      jsonResponse(
        {
          error: 'VALIDATION_ERROR',
          message: 'x',
          fields: { phone: ['Lisää puhelinnumero muodossa +358123456789'] },
        },
        400,
      ),
    );
    await events.type(await screen.findByLabelText('Puhelinnumero'), '+358401234567');
    await events.click(screen.getByRole('button', { name: 'Lähetä tarjouspyyntö' }));
    expect(await screen.findByText('Lisää puhelinnumero muodossa +358123456789')).toBeVisible();
    expect(screen.getByText('Virhe tarjouspyyntöä lähettäessä')).toBeVisible();
  });

  it('tells about a connection error', async () => {
    const { events } = renderFibre(() => Promise.reject(new TypeError('Failed to fetch')));
    await events.type(await screen.findByLabelText('Puhelinnumero'), '+358401234567');
    await events.click(screen.getByRole('button', { name: 'Lähetä tarjouspyyntö' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yhteysvirhe tarjouspyyntöä lähettäessä',
    );
  });

  it('says so when the organisation does not offer fibre', async () => {
    renderApp({ path: '/kuitu', user: consumer });
    expect(await screen.findByText('Valokuitu ei ole tämän palvelun tuotteita.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends a logged-out visitor home', async () => {
    const { router } = renderApp({ path: '/kuitu', config: withFibre });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
