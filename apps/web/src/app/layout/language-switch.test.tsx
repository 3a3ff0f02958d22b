import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fiCatalogue } from '../../texts/catalogue';
import { en } from '../../texts/en';
import { sv } from '../../texts/sv';
import { buildConfig, buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const threeLanguages = buildConfig({
  languages: ['fi', 'sv', 'en'],
  faultNumbers: [
    { label: 'Sähkö', phone: '010 123 4500' },
    { label: 'Vesi', phone: '010 123 4600' },
  ],
  translations: {
    sv: { faultNumberLabels: ['El', 'Vatten'], officeHours: { days: 'mån–fre' } },
    en: { faultNumberLabels: ['Electricity', 'Water'] },
  },
});

/** The API of these tests: the language switch's PUT answers the language it was given. */
function languageApi(url: string, init?: RequestInit) {
  if (url === '/api/language' && init?.method === 'PUT') {
    return jsonResponse(JSON.parse(String(init.body)) as unknown);
  }
  return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
}

// The header's one group; its name is the catalogue's (checked in Finnish below).
const switchGroup = async () =>
  within(within(await screen.findByRole('banner')).getByRole('group'));

describe('language switch', () => {
  it('names each offered language in itself and marks the current one', async () => {
    renderApp({ path: '/forbidden', config: threeLanguages, language: 'en' });
    expect(await screen.findByRole('group', { name: en.header.languageLabel })).toBe(
      screen.getByRole('group'),
    );
    const group = await switchGroup();
    const buttons = group.getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('lang')])).toEqual([
      ['Suomi', 'fi'],
      ['Svenska', 'sv'],
      ['English', 'en'],
    ]);
    expect(group.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(group.getByRole('button', { name: 'Svenska' })).not.toHaveAttribute('aria-current');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the same page and query in the chosen language and stores the choice', async () => {
    const { router, fetchMock, events } = renderApp({
      path: '/forbidden?takaisin=%2Fdashboard',
      config: threeLanguages,
      user: buildUser('consumer'),
      api: languageApi,
    });
    const group = await switchGroup();
    await events.click(group.getByRole('button', { name: 'Svenska' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
    expect(router.state.location.pathname).toBe('/forbidden');
    expect(router.state.location.search).toBe('?takaisin=%2Fdashboard');
    expect(await screen.findByRole('button', { name: sv.header.menuButton })).toBeVisible();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/language' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ language: 'sv' });
  });

  it("shows the organisation's own texts in the chosen language", async () => {
    const { events } = renderApp({ path: '/forbidden', config: threeLanguages, api: languageApi });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/^Sähkö/)).toBeVisible();
    await events.click((await switchGroup()).getByRole('button', { name: 'Svenska' }));
    expect(await within(footer).findByText(/^El:/)).toBeVisible();
    expect(within(footer).getByText(/^Vatten:/)).toBeVisible();
    expect(within(footer).queryByText(/^Sähkö/)).not.toBeInTheDocument();
  });

  it('is not shown when the portal offers one language', async () => {
    renderApp({ path: '/forbidden', config: buildConfig({ languages: ['fi'] }) });
    await screen.findByRole('banner');
    expect(
      screen.queryByRole('group', { name: fiCatalogue.header.languageLabel }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Svenska' })).not.toBeInTheDocument();
  });

  it('falls back to the default for a page in a language the portal does not offer', async () => {
    renderApp({
      path: '/forbidden',
      config: buildConfig({ languages: ['fi', 'sv'] }),
      language: 'en',
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('fi'));
    expect((await switchGroup()).getByRole('button', { name: 'Suomi' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
