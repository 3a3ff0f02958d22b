import type { InvitationInfo } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const token = 'kutsu-abcdefghijklmnop_123';
const path = `/isannointi/uusisalasana/${token}`;
const strongPassword = 'Sininen-Tuuli-Puhaltaa-42';

const invitation: InvitationInfo = {
  kind: 'company-person',
  email: 'ilmari.qvarnstrom@example.fi',
  firstName: 'Ilmari',
  lastName: 'Qvarnström',
  invitedBy: 'Yrjö Yrittäjä, Esimerkki Oy',
};

const userNotFound = () =>
  jsonResponse({ error: 'USER_NOT_FOUND', message: 'Käyttäjää ei löytynyt' }, 404);

type Handler = (url: string, init?: RequestInit) => Response;

function api(save: Handler = () => jsonResponse({ loginPath: '/yritys/kirjaudu' })): Handler {
  return (url, init) => {
    if (url === `/api/invitations/${token}`) return jsonResponse(invitation);
    if (url === '/api/user/password/setNew' && init?.method === 'PATCH') return save(url, init);
    return userNotFound();
  };
}

async function acceptTermsAndContinue(events: ReturnType<typeof renderApp>['events']) {
  await events.click(
    await screen.findByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }),
  );
  await events.click(
    screen.getByRole('checkbox', { name: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen' }),
  );
  await events.click(screen.getByRole('button', { name: 'Jatka' }));
  await screen.findByRole('heading', { level: 1, name: 'Uusi salasana' });
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('set-password link', () => {
  it("serves an operator under /uusisalasana/:id and stays off the managers' paths", async () => {
    const operatorApi: Handler = (url, init) => {
      if (url === `/api/invitations/${token}`) {
        return jsonResponse({ ...invitation, kind: 'operator', invitedBy: 'Testi Energia Oy' });
      }
      if (url === '/api/user/password/setNew' && init?.method === 'PATCH') {
        return jsonResponse({ loginPath: '/asiakaspalvelu/kirjaudu' });
      }
      return userNotFound();
    };
    const { events, router } = renderApp({ path: `/uusisalasana/${token}`, api: operatorApi });
    await acceptTermsAndContinue(events);
    await events.type(screen.getByLabelText('Salasana', { exact: true }), strongPassword);
    await events.type(screen.getByLabelText('Salasana uudelleen'), strongPassword);
    const save = screen.getByRole('button', { name: 'Tallenna salasana' });
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    await screen.findByRole('heading', { level: 1, name: 'Salasana tallennettu' });
    expect(router.state.location.pathname).toBe('/uusisalasana/valmis');
    expect(screen.getByRole('link', { name: 'Kirjaudu palveluun' })).toHaveAttribute(
      'href',
      '/asiakaspalvelu/kirjaudu',
    );
  });

  it('shows whose account it is, asks for the terms, then saves the password', async () => {
    let body: unknown;
    const { events, router } = renderApp({
      path,
      api: api((_url, init) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse({ loginPath: '/yritys/kirjaudu' });
      }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Palvelun käyttöehdot ja tietosuojaseloste',
      }),
    ).toBeVisible();
    expect(screen.getByText('ilmari.qvarnstrom@example.fi')).toBeVisible();
    expect(screen.getByText('Ilmari Qvarnström')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jatka' })).toBeDisabled();
    await acceptTermsAndContinue(events);
    expect(localStorage.getItem('energiaportaali.termsAccepted')).toBe('true');

    const save = screen.getByRole('button', { name: 'Tallenna salasana' });
    expect(save).toBeDisabled();
    await events.type(screen.getByLabelText('Salasana', { exact: true }), strongPassword);
    await events.type(screen.getByLabelText('Salasana uudelleen'), strongPassword);
    await waitFor(() => expect(save).toBeEnabled());
    await events.click(save);

    await screen.findByRole('heading', { level: 1, name: 'Salasana tallennettu' });
    expect(router.state.location.pathname).toBe('/isannointi/rekisteroidy/success');
    expect(screen.getByRole('link', { name: 'Kirjaudu palveluun' })).toHaveAttribute(
      'href',
      '/yritys/kirjaudu',
    );
    expect(body).toEqual({
      password: strongPassword,
      token,
      termsAccepted: true,
      dataProtectionPlanAccepted: true,
    });
  });

  it('shows the password rules, the person’s own name counting against strength', async () => {
    const { events } = renderApp({ path, api: api() });
    await acceptTermsAndContinue(events);
    const password = screen.getByLabelText('Salasana', { exact: true });
    await events.type(password, 'lyhyt');
    await events.tab();
    expect(await screen.findByText('Salasanan on oltava vähintään 8 merkkiä pitkä')).toBeVisible();
    expect(screen.getByText('Salasana on liian yksinkertainen')).toBeVisible();

    // Strong for anyone else, but made of the person's own names.
    await events.clear(password);
    await events.type(password, 'IlmariQvarnstrom');
    await events.tab();
    expect(await screen.findByText('Salasana on liian yksinkertainen')).toBeVisible();
    expect(screen.queryByText('Salasanan on oltava vähintään 8 merkkiä pitkä')).toBeNull();

    await events.type(screen.getByLabelText('Salasana uudelleen'), 'jotain-muuta');
    await events.tab();
    expect(await screen.findByText('Salasanat eivät ole samat')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tallenna salasana' })).toBeDisabled();
  });

  it('keeps the acceptance of this browser: the boxes come ticked', async () => {
    localStorage.setItem('energiaportaali.termsAccepted', 'true');
    renderApp({ path, api: api() });
    expect(
      await screen.findByRole('checkbox', { name: 'Hyväksyn palvelun käyttöehdot' }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Jatka' })).toBeEnabled();
  });

  it('says a used or expired link is no longer valid and whom to ask', async () => {
    renderApp({ path, api: userNotFound });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linkki ei ole enää voimassa' }),
    ).toBeVisible();
    const page = screen.getByRole('region', { name: 'Linkki ei ole enää voimassa' });
    expect(within(page).getByRole('link', { name: 'asiakaspalvelu@example.fi' })).toHaveAttribute(
      'href',
      'mailto:asiakaspalvelu@example.fi',
    );
  });

  it('names who sent the link when the save finds it used up', async () => {
    const { events } = renderApp({ path, api: api(userNotFound) });
    await acceptTermsAndContinue(events);
    await events.type(screen.getByLabelText('Salasana', { exact: true }), strongPassword);
    await events.type(screen.getByLabelText('Salasana uudelleen'), strongPassword);
    await events.click(screen.getByRole('button', { name: 'Tallenna salasana' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linkki ei ole enää voimassa' }),
    ).toBeVisible();
    expect(screen.getByText('Kutsun lähetti Yrjö Yrittäjä, Esimerkki Oy.')).toBeVisible();
    expect(screen.getByText(/yrityksesi pääkäyttäjältä/)).toBeVisible();
  });

  it('treats a malformed token as an invalid link without asking the server', async () => {
    const { fetchMock } = renderApp({ path: '/isannointi/uusisalasana/lyhyt' });
    await screen.findByRole('heading', { level: 1, name: 'Linkki ei ole enää voimassa' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/configuration']);
  });

  it('leaves whoever is logged in in this tab logged in whatever the link answers', async () => {
    const { router } = renderApp({
      path,
      user: buildUser('consumer'),
      api: () => jsonResponse({ error: 'FORBIDDEN', message: 'Ei oikeuksia' }, 403),
    });
    await screen.findByText('Virhe käyttäjätietoja hakiessa');
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByText('Matti Meikäläinen')).toBeVisible();
  });
});
