import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { backOfficeApi, buildFeedbackItem, pageOf } from './test-api';

const inboxPath = '/api/backoffice/inbox/feedback';

function openFeedback(path = '/asiakaspalvelu/saapuneet/palautteet') {
  let item = buildFeedbackItem();
  const api = backOfficeApi(
    (call) => {
      if (call.method !== 'POST' || call.path !== `${inboxPath}/11/handled`) return undefined;
      item = { ...item, status: 'handled', handledBy: 'asiakaspalvelu@example.fi' };
      item.handledAt = '2026-11-22T09:00:00Z';
      return jsonResponse(item);
    },
    (call) => {
      if (call.path !== inboxPath) return undefined;
      const status = call.query.get('status');
      return jsonResponse(pageOf(!status || status === item.status ? [item] : []));
    },
  );
  const app = renderApp({ path, user: buildUser('operator'), api: api.handler });
  return { ...app, api };
}

const listCalls = (calls: { method: string; path: string; query: URLSearchParams }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === inboxPath);

describe('inboxes', () => {
  it('filters on the server and marks an item handled', async () => {
    const { events, api } = openFeedback();
    const table = await screen.findByRole(
      'table',
      { name: 'Palautteet: saapuneet viestit' },
      { timeout: 5000 },
    );
    expect(within(table).getByText('Laskussa on virhe.')).toBeInTheDocument();
    expect(listCalls(api.calls).at(-1)?.query.get('status')).toBe('new');

    await events.click(within(table).getByRole('button', { name: /^Merkitse käsitellyksi/ }));
    expect(await screen.findByText('Merkitty käsitellyksi.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `${inboxPath}/11/handled`)).toBe(true);
    // Read again with the 'Uusi' filter: the handled item is gone.
    expect(await screen.findByText('Ei hakuehtoja vastaavia rivejä.')).toBeInTheDocument();

    await events.selectOptions(screen.getByRole('combobox', { name: 'Tila' }), 'handled');
    expect(await within(await screen.findByRole('table')).findByText('Käsitelty')).toBeVisible();
    expect(listCalls(api.calls).at(-1)?.query.get('status')).toBe('handled');

    fireDate(screen.getByLabelText('Alkaen'), '2026-11-01');
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('from')).toBe('2026-11-01'));
    expect(listCalls(api.calls).at(-1)?.query.get('page')).toBe('1');
  });

  it('exports the CSV with the filters of the list', async () => {
    const { events } = openFeedback(
      '/asiakaspalvelu/saapuneet/palautteet?status=handled&from=2026-11-01&to=2026-11-30&page=3',
    );
    const link = await screen.findByRole('link', { name: 'Lataa CSV' }, { timeout: 5000 });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(`${inboxPath}/export.csv`);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      order: 'desc',
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'handled',
    });

    await events.click(screen.getByRole('button', { name: 'Järjestys: Uusimmat ensin' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Lataa CSV' }).getAttribute('href')).toContain(
        'order=asc',
      ),
    );
  });

  it('says so when the dates are the wrong way round, and does not send them', async () => {
    const { api } = openFeedback(
      '/asiakaspalvelu/saapuneet/palautteet?from=2026-11-30&to=2026-11-01',
    );
    expect(
      await screen.findByText('Alkupäivä ei voi olla loppupäivän jälkeen', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(listCalls(api.calls).length).toBeGreaterThan(0));
    expect(listCalls(api.calls).every((call) => !call.query.has('from'))).toBe(true);
  });
});

// A date input takes its value whole (as a browser's date picker gives it).
function fireDate(input: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
