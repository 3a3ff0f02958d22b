import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const consumer = buildUser('consumer', {
  companies: [
    { customerIdentifier: '100001', customerName: 'Matti Meikäläinen', identifier: '100001' },
  ],
});

const ok = () => new Response(null, { status: 200 });

function renderFeedback(api: () => Response | Promise<Response> = ok, user = consumer) {
  return renderApp({ path: '/feedback', user, api });
}

const sentBody = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) => {
  const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/feedback/submit') ?? [];
  return JSON.parse(String(init?.body)) as unknown;
};

describe('feedback screen', () => {
  it('sends a logged-out visitor home', async () => {
    const { router } = renderApp({ path: '/feedback' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows every validation message and sends only a valid form', async () => {
    const { events } = renderFeedback();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ota yhteyttä tai jätä meille palautetta',
      }),
    ).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Lähetä' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Merkkejä jäljellä 2000')).toBeVisible();

    await events.click(screen.getByLabelText('Viesti'));
    await events.tab();
    expect(await screen.findByText('Viesti on pakollinen')).toBeVisible();

    await events.type(screen.getByLabelText('Sähköposti'), 'matti@');
    await events.tab();
    expect(
      await screen.findByText(
        "Väärä sähköpostiosoite. Sähköpostiosoitteen tulee olla muodossa 'nimi@esimerkki.fi'",
      ),
    ).toBeVisible();

    fireEvent.change(screen.getByLabelText('Viesti'), { target: { value: 'a'.repeat(2001) } });
    expect(await screen.findByText('Viesti saa olla enintään 2000 merkkiä pitkä')).toBeVisible();
    expect(screen.getByText('Merkkejä liikaa 1')).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('sends the message with the session user, then thanks', async () => {
    let answer: (response: Response) => void = () => {};
    const { events, fetchMock } = renderFeedback(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await events.type(await screen.findByLabelText('Sähköposti'), 'matti@example.fi');
    await events.type(screen.getByLabelText('Viesti'), 'Hyvä palvelu!');
    expect(screen.getByText('Merkkejä jäljellä 1987')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Lähetä' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);

    expect(await screen.findByRole('button', { name: 'Ladataan' })).toBeDisabled();
    answer(ok());
    expect(await screen.findByRole('heading', { name: 'Kiitos yhteydenotosta!' })).toBeVisible();
    expect(screen.getByText('Vastaamme osoitteeseen matti@example.fi.')).toBeVisible();
    expect(sentBody(fetchMock)).toEqual({
      feedback: 'Hyvä palvelu!',
      email: 'matti@example.fi',
      username: 'kuluttaja@example.fi',
      customerName: 'Matti Meikäläinen',
    });

    await events.click(screen.getByRole('button', { name: 'Lähetä uusi viesti' }));
    expect(screen.getByLabelText('Viesti')).toHaveValue('');
  });

  it('leaves the e-mail out when none is given and names a user without customers', async () => {
    const { events, fetchMock } = renderFeedback(ok, buildUser('remUser'));
    await events.type(await screen.findByLabelText('Viesti'), 'Kysymys');
    await events.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('heading', { name: 'Kiitos yhteydenotosta!' })).toBeVisible();
    expect(sentBody(fetchMock)).toEqual({
      feedback: 'Kysymys',
      username: 'isannoitsija@example.fi',
      customerName: 'Iivo Isännöitsijä',
    });
  });

  it.each([
    ['a server error', () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'x' }, 500)],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says so on the button after %s', async (_case, api) => {
    const { events } = renderFeedback(api);
    await events.type(await screen.findByLabelText('Viesti'), 'Hei');
    await events.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(
      await screen.findByRole('button', { name: 'Virhe, yritä lähettää myöhemmin' }),
    ).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Viestin lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
    );
  });
});
