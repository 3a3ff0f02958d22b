import type { InvitationInfo } from '@energiaportaali/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render-app';

const token = 'kutsu-abcdefghijklmnop_123';
const path = `/isannointi/rekisteroidy?token=${token}`;
const strongPassword = 'Sininen-Tuuli-Puhaltaa-42';

const invitation: InvitationInfo = {
  kind: 'manager-company',
  email: 'uusi.toimisto@example.fi',
  firstName: null,
  lastName: null,
  invitedBy: null,
};

type Handler = (init?: RequestInit) => Response;
const accepted: Handler = () => new Response(null, { status: 204 });
const created: Handler = () => new Response(null, { status: 201 });
const userNotFound = () =>
  jsonResponse({ error: 'USER_NOT_FOUND', message: 'Käyttäjää ei löytynyt' }, 404);

function api({
  info = () => jsonResponse(invitation),
  checkUser = accepted,
  register = created,
}: { info?: () => Response; checkUser?: Handler; register?: Handler } = {}) {
  return (url: string, init?: RequestInit) => {
    if (url === `/api/invitations/${token}`) return info();
    if (url === '/api/user/remcompany') return checkUser(init);
    if (url === '/api/remcompany') return register(init);
    return userNotFound();
  };
}

type Events = ReturnType<typeof renderApp>['events'];

async function fillPerson(events: Events) {
  await events.type(await screen.findByLabelText('Etunimi'), 'Uuno');
  await events.type(screen.getByLabelText('Sukunimi'), 'Uusitalo');
  await events.type(screen.getByLabelText('Salasana', { exact: true }), strongPassword);
  await events.type(screen.getByLabelText('Salasana uudelleen'), strongPassword);
  await events.click(screen.getByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }));
  await events.click(
    screen.getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen' }),
  );
}

async function fillOffice(events: Events) {
  await events.type(await screen.findByLabelText('Yrityksen nimi'), 'Isännöinti Uusitalo Oy');
  await events.type(screen.getByLabelText('Y-tunnus'), '1234567-1');
  await events.type(screen.getByLabelText('Katuosoite'), 'Kauppakatu 1');
  await events.type(screen.getByLabelText('Postinumero'), '00100');
  await events.type(screen.getByLabelText('Postitoimipaikka'), 'Helsinki');
}

async function next(events: Events) {
  const button = screen.getByRole('button', { name: 'Jatka' });
  await waitFor(() => expect(button).toBeEnabled());
  await events.click(button);
}

function currentStep(): string {
  const steps = screen.getByRole('list', { name: 'Rekisteröitymisen vaiheet' });
  const current = within(steps)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent ?? '';
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('manager company registration', () => {
  it('takes the main user, then the office, and registers them', async () => {
    const bodies: unknown[] = [];
    const record = (answer: Handler) => (init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return answer(init);
    };
    const { events, router } = renderApp({
      path,
      api: api({ checkUser: record(accepted), register: record(created) }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Isännöintitoimiston rekisteröityminen',
      }),
    ).toBeVisible();
    expect(currentStep()).toBe('Omat tiedot');
    expect(screen.getByLabelText('Sähköposti')).toHaveValue('uusi.toimisto@example.fi');
    expect(screen.getByLabelText('Sähköposti')).toHaveAttribute('readonly');
    await fillPerson(events);
    await next(events);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Yrityksen tiedot' }),
    ).toBeVisible();
    expect(currentStep()).toBe('Yrityksen tiedot');
    await fillOffice(events);
    const submit = screen.getByRole('button', { name: 'Rekisteröidy' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekisteröityminen onnistui' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/isannoitsija/rekisteroidy/success');
    expect(screen.getByRole('link', { name: 'Kirjaudu palveluun' })).toHaveAttribute(
      'href',
      '/isannointi/kirjaudu',
    );
    const user = {
      firstName: 'Uuno',
      lastName: 'Uusitalo',
      password: strongPassword,
      password2: strongPassword,
    };
    const terms = { termsAccepted: true, dataProtectionPlanAccepted: true };
    expect(bodies).toEqual([
      { token, user, ...terms },
      {
        token,
        user,
        company: {
          name: 'Isännöinti Uusitalo Oy',
          businessId: '1234567-1',
          street: 'Kauppakatu 1',
          postalCode: '00100',
          postOffice: 'Helsinki',
        },
        ...terms,
      },
    ]);
    expect(localStorage.getItem('energiaportaali.termsAccepted')).toBe('true');
  });

  it('goes back from the office to the main user keeping what was typed', async () => {
    const { events } = renderApp({ path, api: api() });
    await fillPerson(events);
    await next(events);
    await events.type(await screen.findByLabelText('Yrityksen nimi'), 'Toimisto Oy');
    await events.click(screen.getByRole('button', { name: 'Takaisin' }));
    expect(await screen.findByLabelText('Etunimi')).toHaveValue('Uuno');
    expect(screen.getByLabelText('Salasana', { exact: true })).toHaveValue(strongPassword);
    expect(currentStep()).toBe('Omat tiedot');
    await next(events);
    expect(await screen.findByLabelText('Yrityksen nimi')).toHaveValue('Toimisto Oy');
  });

  it('shows the office form’s messages', async () => {
    const { events } = renderApp({ path, api: api() });
    await fillPerson(events);
    await next(events);
    await events.click(await screen.findByLabelText('Yrityksen nimi'));
    await events.tab();
    expect(await screen.findByText('Yrityksen nimi on pakollinen')).toBeVisible();
    await events.type(screen.getByLabelText('Y-tunnus'), '1234567-2');
    await events.tab();
    expect(await screen.findByText('Y-tunnus on virheellinen')).toBeVisible();
    await events.type(screen.getByLabelText('Postinumero'), '123');
    await events.tab();
    expect(await screen.findByText('Postinumero on virheellinen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rekisteröidy' })).toBeDisabled();
  });

  it('says so when the office is registered already', async () => {
    const { events } = renderApp({
      path,
      api: api({
        register: () =>
          jsonResponse({ error: 'OFFICE_EXISTS', message: 'Toimisto on jo rekisteröity' }, 409),
      }),
    });
    await fillPerson(events);
    await next(events);
    await fillOffice(events);
    const submit = screen.getByRole('button', { name: 'Rekisteröidy' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    expect(
      await screen.findByText(/Tällä Y-tunnuksella on jo rekisteröity isännöintitoimisto/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Yrityksen tiedot' })).toBeVisible();
  });

  it('leads an e-mail that has an account to the exists page with its link to /palauta', async () => {
    const { events, router } = renderApp({
      path,
      api: api({
        checkUser: () =>
          jsonResponse({ error: 'EMAIL_IN_USE', message: 'Sähköpostiosoite on jo käytössä' }, 409),
      }),
    });
    await fillPerson(events);
    await next(events);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sähköpostiosoite on jo käytössä' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/isannointi/rekisteroidy/tiedot');
    expect(screen.getByRole('link', { name: 'Vaihda salasana' })).toHaveAttribute(
      'href',
      '/palauta',
    );
  });

  it('tells a taken e-mail as soon as its field is left, asking with the link', async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    const links = api();
    const { events, router } = renderApp({
      path,
      api: (url: string, init?: RequestInit) => {
        if (init?.method !== 'HEAD') return links(url, init);
        asked.push({ url, authorization: new Headers(init.headers).get('authorization') });
        return new Response(null, { status: 200 });
      },
    });
    const email = await screen.findByLabelText('Sähköposti');
    await events.click(email);
    await events.tab();
    expect(await screen.findByText('Sähköpostiosoite on jo olemassa')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([
      {
        url: '/api/user/exists?email=uusi.toimisto%40example.fi',
        authorization: `Bearer ${token}`,
      },
    ]);
    await fillPerson(events);
    expect(screen.getByRole('button', { name: 'Jatka' })).toBeDisabled();

    const wayOn = screen.getByRole('link', { name: 'Jatka olemassa olevalla tunnuksella' });
    wayOn.focus();
    await events.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sähköpostiosoite on jo käytössä' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/isannointi/rekisteroidy/tiedot');
  });

  it('says nothing when the left e-mail field holds a free address', async () => {
    const { events } = renderApp({ path, api: api() });
    await events.click(await screen.findByLabelText('Sähköposti'));
    await events.tab();
    await fillPerson(events);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jatka' })).toBeEnabled());
    expect(screen.queryByText('Sähköpostiosoite on jo olemassa')).toBeNull();
  });

  it('says the link no longer works when the registration finds it used up', async () => {
    const { events } = renderApp({ path, api: api({ register: userNotFound }) });
    await fillPerson(events);
    await next(events);
    await fillOffice(events);
    const submit = screen.getByRole('button', { name: 'Rekisteröidy' });
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linkki ei ole enää voimassa' }),
    ).toBeVisible();
  });

  it('explains how to ask for access when the token is missing', async () => {
    renderApp({ path: '/isannointi/rekisteroidy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekisteröitymislinkki puuttuu' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Hae tunnuksia isännöintitoimistolle' }),
    ).toHaveAttribute('href', '/rekisteroidy/pyynto');
  });

  it('drops a used, expired or foreign token and says the link no longer works', async () => {
    for (const info of [userNotFound, () => jsonResponse({ ...invitation, kind: 'manager' })]) {
      const { router } = renderApp({ path, api: api({ info }) });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Linkki ei ole enää voimassa' }),
      ).toBeVisible();
      expect(router.state.location.search).toBe('');
      expect(
        screen.getByRole('link', { name: 'Hae tunnuksia isännöintitoimistolle' }),
      ).toBeVisible();
      cleanup();
    }
  });
});
