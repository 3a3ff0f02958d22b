import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render-app';
import type { UserEvent } from '@testing-library/user-event';

const token = 'tunniste-123';
const strongPassword = 'Sininen-Tuuli-Puhaltaa-42';
const notFound = () => jsonResponse({ error: 'ACCOUNT_NOT_FOUND', message: 'Ei tiliä' }, 404);

/** Fills every field of the details form with a new customer's valid details. */
async function fillDetails(events: UserEvent) {
  await events.type(await screen.findByLabelText('Sähköposti'), 'uusi.asiakas@example.fi');
  await events.type(screen.getByLabelText('Etunimi'), 'Ulla');
  await events.type(screen.getByLabelText('Sukunimi'), 'Uusi');
  await events.type(screen.getByLabelText('Puhelinnumero'), '+358401234567');
  await events.type(screen.getByLabelText('Salasana'), strongPassword);
  await events.type(screen.getByLabelText('Salasana uudelleen'), strongPassword);
}

function acceptTerms() {
  localStorage.setItem('energiaportaali.termsAccepted', 'true');
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('terms screen', () => {
  it('enables Lähetä only when both boxes are ticked, then goes to the start', async () => {
    const { events, router } = renderApp({ path: '/rekisteroidy' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Palvelun käyttöehdot ja tietosuojaseloste',
      }),
    ).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Lähetä' });
    expect(submit).toBeDisabled();
    await events.click(screen.getByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }));
    expect(submit).toBeDisabled();
    await events.click(
      screen.getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen' }),
    );
    expect(submit).toBeEnabled();
    await events.click(submit);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekisteröidy palveluun' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/rekisteroidy/aloita');
    expect(localStorage.getItem('energiaportaali.termsAccepted')).toBe('true');
  });

  it('gates the registration form and returns to it once the terms are accepted', async () => {
    const { events, router } = renderApp({
      path: `/rekisteroidy/tiedot?token=${token}`,
      api: notFound,
    });
    await events.click(
      await screen.findByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }),
    );
    expect(router.state.location.pathname).toBe('/rekisteroidy');
    await events.click(
      screen.getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen' }),
    );
    await events.click(screen.getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Omat tiedot' })).toBeVisible();
    expect(router.state.location.search).toBe(`?token=${token}`);
  });
});

describe('registration details', () => {
  it('shows the existing username with a link to a new password', async () => {
    acceptTerms();
    const { fetchMock } = renderApp({
      path: `/rekisteroidy/tiedot?token=${token}`,
      api: () => jsonResponse('kuluttaja@example.fi'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinulla on jo käyttäjätunnus' }),
    ).toBeVisible();
    expect(screen.getByText('kuluttaja@example.fi')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vaihda salasana' })).toHaveAttribute(
      'href',
      `/tunnus?token=${token}`,
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/email') ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
  });

  it('shows every field error and keeps the button disabled until the form is valid', async () => {
    acceptTerms();
    const { events } = renderApp({ path: `/rekisteroidy/tiedot?token=${token}`, api: notFound });
    const submit = await screen.findByRole('button', { name: 'Rekisteröidy' });
    expect(submit).toBeDisabled();

    await events.click(screen.getByLabelText('Sähköposti'));
    for (let i = 0; i < 6; i += 1) await events.tab();
    expect(await screen.findByText('Sähköposti on pakollinen')).toBeVisible();
    expect(screen.getByText('Etunimi on pakollinen')).toBeVisible();
    expect(screen.getByText('Sukunimi on pakollinen')).toBeVisible();
    expect(screen.getByText('Puhelinnumero on pakollinen')).toBeVisible();
    expect(screen.getByText('Salasana on pakollinen')).toBeVisible();
    expect(screen.getByText('Kenttä on pakollinen')).toBeVisible();
    expect(screen.getByLabelText('Sähköposti')).toHaveAttribute('aria-invalid', 'true');
    const describedBy = screen.getByLabelText('Sähköposti').getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')).toHaveTextContent(
      'Sähköposti on pakollinen',
    );

    await events.type(screen.getByLabelText('Sähköposti'), 'matti@');
    await events.type(screen.getByLabelText('Puhelinnumero'), '0401234567');
    await events.type(screen.getByLabelText('Salasana'), 'abc');
    await events.type(screen.getByLabelText('Salasana uudelleen'), 'abd');
    await events.tab();
    expect(await screen.findByText('Sähköpostiosoite on virheellinen')).toBeVisible();
    expect(screen.getByText('Lisää puhelinnumero muodossa +358123456789')).toBeVisible();
    expect(screen.getByText('Salasanan on oltava vähintään 8 merkkiä pitkä')).toBeVisible();
    expect(screen.getByText('Salasana on liian yksinkertainen')).toBeVisible();
    expect(screen.getByText('Salasanat eivät ole samat')).toBeVisible();
    expect(submit).toBeDisabled();
  });

  it('registers and goes to the success page', async () => {
    acceptTerms();
    const { events, fetchMock, router } = renderApp({
      path: `/rekisteroidy/tiedot?token=${token}`,
      api: (url) =>
        url === '/api/user/consumer' ? new Response(null, { status: 201 }) : notFound(),
    });
    await events.type(await screen.findByLabelText('Sähköposti'), 'uusi.asiakas@example.fi');
    await events.type(screen.getByLabelText('Etunimi'), 'Ulla');
    await events.type(screen.getByLabelText('Sukunimi'), 'Uusi');
    await events.type(screen.getByLabelText('Puhelinnumero'), '+358 40 123 4567');
    await events.type(screen.getByLabelText('Salasana'), strongPassword);
    await events.type(screen.getByLabelText('Salasana uudelleen'), strongPassword);
    const submit = screen.getByRole('button', { name: 'Rekisteröidy' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekisteröityminen onnistui' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/rekisteroidy/success');
    expect(screen.getByRole('link', { name: 'Kirjaudu palveluun' })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/consumer') ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'uusi.asiakas@example.fi',
      firstName: 'Ulla',
      lastName: 'Uusi',
      phone: '+358401234567',
      password: strongPassword,
      password2: strongPassword,
      termsAccepted: true,
      dataProtectionPlanAccepted: true,
    });
  });

  it('says so when the person already has an account', async () => {
    acceptTerms();
    const { events } = renderApp({
      path: `/rekisteroidy/tiedot?token=${token}`,
      api: (url) =>
        url === '/api/user/consumer'
          ? jsonResponse({ error: 'USER_EXISTS', message: 'On jo' }, 400)
          : notFound(),
    });
    await fillDetails(events);
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tällä henkilöllä tai sähköpostiosoitteella on jo käyttäjätunnus.',
    );
  });

  it('tells an account made without its customer data from a refusal', async () => {
    acceptTerms();
    const { events, router } = renderApp({
      path: `/rekisteroidy/tiedot?token=${token}`,
      api: (url) =>
        url === '/api/user/consumer'
          ? jsonResponse({ error: 'REGISTERED_WITHOUT_CUSTOMER_DATA', message: 'x' }, 403)
          : notFound(),
    });
    await fillDetails(events);
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Käyttäjä rekisteröity. Virhe asiakkuustietoja hakiessa.',
    );
    expect(router.state.location.pathname).toBe('/rekisteroidy/tiedot');
    expect(screen.queryByRole('button', { name: 'Rekisteröidy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kirjaudu palveluun' })).toHaveAttribute(
      'href',
      '/kirjaudu',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'asiakaspalvelu@example.fi' }),
    ).toHaveAttribute('href', 'mailto:asiakaspalvelu@example.fi');
  });

  it('sends a person who is no customer to the failure page', async () => {
    acceptTerms();
    const { events, router } = renderApp({
      path: `/rekisteroidy/tiedot?token=${token}`,
      api: (url) =>
        url === '/api/user/consumer'
          ? jsonResponse({ error: 'NOT_CUSTOMER', message: 'x' }, 403)
          : notFound(),
    });
    await fillDetails(events);
    await events.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rekisteroidy/failure'));
  });

  it('shows the invalid-code error for a bad token', async () => {
    acceptTerms();
    renderApp({
      path: `/rekisteroidy/tiedot?token=${token}`,
      api: () => jsonResponse({ error: 'INVALID_TOKEN', message: 'x' }, 401),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Virheellinen tunnistautumiskoodi');
  });
});

describe('identification results', () => {
  it('shows Tunnistautuminen keskeytyi with a new attempt after a cancelled bank', async () => {
    const { events, router } = renderApp({
      path: '/rekisteroidy/aloita?error=cancel',
      api: () => jsonResponse([]),
    });
    expect(await screen.findByText('Tunnistautuminen keskeytyi')).toBeVisible();
    await events.click(screen.getByRole('link', { name: 'Yritä tunnistautumista uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Valitse pankkisi' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it.each([
    [
      'access_denied',
      'reg',
      'Tunnistautuminen keskeytetty',
      'Rekisteröidy',
      '/rekisteroidy/aloita',
    ],
    ['server_error', 'reg', 'Tunnistautuminen epäonnistui', 'Rekisteröidy', '/rekisteroidy/aloita'],
    ['access_denied', 'cred', 'Tunnistautuminen keskeytetty', 'Vaihda salasana', '/palauta'],
    ['invalid_token', 'cred', 'Tunnistautuminen epäonnistui', 'Vaihda salasana', '/palauta'],
  ])(
    '/rekisteroidy/virhe?error=%s&flow=%s is titled %s',
    async (error, flow, title, button, href) => {
      renderApp({ path: `/rekisteroidy/virhe?error=${error}&flow=${flow}` });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', href);
    },
  );

  it('explains the failure page with the customer service address', async () => {
    renderApp({ path: '/rekisteroidy/failure' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekisteröityminen epäonnistui' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'asiakaspalvelu@example.fi' }),
    ).toHaveAttribute('href', 'mailto:asiakaspalvelu@example.fi');
  });

  it('shows Tervetuloa Palveluun! with Astu sisään on /isannointi', async () => {
    renderApp({ path: '/isannointi' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tervetuloa Palveluun!' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Astu sisään' })).toHaveAttribute(
      'href',
      '/isannointi/kirjaudu',
    );
  });
});
