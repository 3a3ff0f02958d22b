import type { UserRole } from '@energiaportaali/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildConfig, buildUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';

const withoutWater = buildConfig({ services: ['electricity', 'contractInfo'] });

async function openMenu(events: ReturnType<typeof renderApp>['events']) {
  await events.click(await screen.findByRole('button', { name: 'Valikko' }));
  return screen.getByRole('navigation', { name: 'Päävalikko' });
}

function menuLinks(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

describe('header', () => {
  it('shows the logged-in user name outside the home page', async () => {
    renderApp({ path: '/forbidden', user: buildUser('consumer') });
    expect(await screen.findByText('Matti Meikäläinen')).toBeInTheDocument();
  });

  it('hides the user name on the home page', async () => {
    renderApp({ path: '/', user: buildUser('consumer') });
    await screen.findByRole('link', { name: 'Kuluttajat' });
    expect(screen.queryByText('Matti Meikäläinen')).not.toBeInTheDocument();
  });

  it('shows no name when logged out', async () => {
    renderApp({ path: '/forbidden' });
    const header = await screen.findByRole('banner');
    expect(within(header).queryByText(/Meikäläinen/)).not.toBeInTheDocument();
  });

  it('is inverted on the home page only', async () => {
    renderApp({ path: '/' });
    expect(await screen.findByRole('banner')).toHaveClass('header--inverted');
  });

  it('is not inverted elsewhere', async () => {
    renderApp({ path: '/forbidden' });
    expect(await screen.findByRole('banner')).not.toHaveClass('header--inverted');
  });

  it('links the logo, named by the brand, to the role home', async () => {
    renderApp({ path: '/forbidden', user: buildUser('remUser') });
    expect(await screen.findByRole('link', { name: 'Energiaportaali' })).toHaveAttribute(
      'href',
      '/isannointi/dashboard',
    );
  });

  it('shows the water-reading link when water is enabled and the user is logged in', async () => {
    renderApp({ path: '/forbidden', user: buildUser('consumer') });
    const header = await screen.findByRole('banner');
    const link = within(header).getAllByRole('link', { name: 'Ilmoita vesilukema' })[0];
    expect(link).toHaveAttribute('href', '/vesilukema');
    expect(link).toHaveClass('header__water');
  });

  it('has no header water link when logged out or when water is disabled', async () => {
    renderApp({ path: '/forbidden' });
    await screen.findByRole('banner');
    expect(document.querySelector('.header__water')).toBeNull();
  });

  it('has no water link anywhere when water is disabled', async () => {
    renderApp({ path: '/forbidden', user: buildUser('consumer'), config: withoutWater });
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Ilmoita vesilukema', hidden: true })).toBeNull();
  });
});

describe('burger menu', () => {
  const logout = `Kirjaudu ulos /oauth/logout?redirect=${encodeURIComponent('http://localhost:5173')}`;

  it.each<[UserRole | null, string[]]>([
    [null, ['Etusivu /']],
    [
      'consumer',
      [
        'Etusivu /dashboard',
        'Ota yhteyttä /feedback',
        'Ilmoitukset /ilmoitukset',
        'Yhteystietojen muutos /yhteystiedot',
        logout,
      ],
    ],
    [
      'companyUser',
      ['Etusivu /yritys/yleisnakyma', 'Ota yhteyttä /feedback', 'Ilmoitukset /ilmoitukset', logout],
    ],
    [
      'companyManager',
      ['Etusivu /yritys/yleisnakyma', 'Ota yhteyttä /feedback', 'Ilmoitukset /ilmoitukset', logout],
    ],
    [
      'remUser',
      [
        'Etusivu /isannointi/dashboard',
        'Ota yhteyttä /feedback',
        'Käyttöohje /isannointiohje.pdf',
        logout,
      ],
    ],
    [
      'remCompany',
      [
        'Etusivu /paakayttaja/dashboard',
        'Ota yhteyttä /feedback',
        'Käyttöohje /isannointiohje.pdf',
        logout,
      ],
    ],
  ])('lists the items of %s', async (role, expected) => {
    const { events } = renderApp({
      path: '/forbidden',
      user: role ? buildUser(role) : null,
      config: withoutWater,
    });
    expect(menuLinks(await openMenu(events))).toEqual(expected);
  });

  it('offers the guide as a download', async () => {
    const { events } = renderApp({ path: '/forbidden', user: buildUser('remCompany') });
    const menu = await openMenu(events);
    expect(within(menu).getByRole('link', { name: 'Käyttöohje' })).toHaveAttribute('download');
  });

  it('marks the water item narrow-only for logged-in users, whose header has the link', async () => {
    const { events } = renderApp({ path: '/forbidden', user: buildUser('consumer') });
    const menu = await openMenu(events);
    const item = within(menu).getByRole('link', { name: 'Ilmoita vesilukema' });
    expect(item.closest('li')).toHaveClass('menu__item--narrow-only');
  });

  it('keeps the water item at every width for logged-out users', async () => {
    const { events } = renderApp({ path: '/forbidden' });
    const menu = await openMenu(events);
    const item = within(menu).getByRole('link', { name: 'Ilmoita vesilukema' });
    expect(item.closest('li')).not.toHaveClass('menu__item--narrow-only');
  });

  it('opens with Enter and Space, closes with Escape and returns focus to the button', async () => {
    const { events } = renderApp({ path: '/forbidden' });
    const button = await screen.findByRole('button', { name: 'Valikko' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).not.toBeInTheDocument();

    button.focus();
    await events.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Päävalikko' });
    expect(button).toHaveAttribute('aria-controls', menu.id);

    await events.tab();
    expect(within(menu).getByRole('link', { name: 'Etusivu' })).toHaveFocus();
    await events.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await events.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await events.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const { events, router } = renderApp({ path: '/forbidden', user: buildUser('consumer') });
    const menu = await openMenu(events);
    await events.click(within(menu).getByRole('link', { name: 'Ota yhteyttä' }));
    // The feedback screen is code-split: the navigation ends once its module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback'));
    expect(screen.getByRole('button', { name: 'Valikko' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on a click outside', async () => {
    const { events } = renderApp({ path: '/forbidden' });
    await openMenu(events);
    await events.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('button', { name: 'Valikko' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
