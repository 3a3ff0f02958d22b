import {
  addDays,
  formatDate,
  helsinkiDay,
  type BillingInvoice,
  type BillingInvoicesAnswer,
} from '@energiaportaali/domain';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildConfig, buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';
import { buildBillingInvoice, heatPeriod } from './test-invoices';

const consumer = buildUser('consumer');
const today = helsinkiDay(new Date());
const year = Number(today.slice(0, 4));
const jan5 = `${year}-01-05`;

const postponable = buildBillingInvoice({
  invoice_number: '5000047',
  invoice_status: 19005,
  invoice_date: jan5,
  duedate: addDays(today, 10),
  payment_agreement_max_duedate: addDays(today, 40),
  amount_total: 89.4,
  amount_open: 89.4,
  amount_vat_excluded: 71.24,
});
const overLimit = buildBillingInvoice({
  invoice_number: '5000046',
  invoice_type: 46001,
  invoice_status: 19005,
  invoice_date: jan5,
  duedate: addDays(today, 9),
  amount_total: 1612.4,
  amount_open: 1612.4,
  amount_vat_excluded: 1284.78,
  calculation_periods: [heatPeriod],
});
const thirdParty = buildBillingInvoice({
  invoice_number: '5000050',
  invoice_type: 46004,
  invoice_status: 19006,
  invoice_date: jan5,
  duedate: addDays(jan5, 14),
  is_payment_agreement_allowed: false,
  payment_agreement_max_duedate: null,
  third_party_invoicing_invoice_type: 269002,
});
const lastYear = buildBillingInvoice({
  invoice_number: '4999990',
  invoice_date: `${year - 1}-06-05`,
  duedate: `${year - 1}-06-19`,
});

function answer(invoices: BillingInvoice[] = [postponable, overLimit, thirdParty, lastYear]) {
  return {
    companyParams: [{ param: 'OnlineMaxSaldoLimit', value: '500' }],
    invoices,
  } satisfies BillingInvoicesAnswer;
}

interface Answers {
  invoices?: () => Response | Promise<Response>;
  pdf?: (invoiceNumber: string) => Response;
  postpone?: (invoiceId: string, newDate: string) => Response;
}

function api({
  invoices = () => jsonResponse(answer()),
  pdf = () =>
    new Response(btoa('%PDF-1.3\n%%EOF\n'), { headers: { 'Content-Type': 'text/plain' } }),
  postpone = () => jsonResponse({ error: 'CONFLICT', message: 'Ei' }, 409),
}: Answers = {}) {
  return (url: string) => {
    const { pathname } = new URL(url, 'http://localhost');
    const parts = pathname.split('/').map(decodeURIComponent);
    if (pathname === '/api/ropo/invoices') return invoices();
    if (pathname.startsWith('/api/ropo/pdf/')) return pdf(parts[4]!);
    if (pathname.startsWith('/api/ropo/postponeInvoiceDuedate/'))
      return postpone(parts[4]!, parts[5]!);
    return new Response(null, { status: 204 });
  };
}

const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], prefix: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(prefix))
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET' }));

async function openTable(options: Parameters<typeof api>[0] = {}, config = buildConfig()) {
  const rendered = renderApp({
    path: '/laskutustiedot',
    user: consumer,
    config,
    api: api(options),
  });
  // The first render loads the route's code: more than the default second on a busy machine.
  const slow = { timeout: 5000 };
  expect(await screen.findByRole('heading', { level: 1, name: 'Laskutiedot' }, slow)).toBeVisible();
  await screen.findByRole('table', {}, slow);
  return rendered;
}

const rowOf = (invoiceNumber: string) =>
  screen.getByRole('rowheader', { name: invoiceNumber }).closest('tr')!;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const shownNumbers = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

beforeEach(() => sessionStorage.clear());

describe('invoice table', () => {
  it("shows this year's invoices, latest due date first, with names, dates and amounts", async () => {
    await openTable();
    expect(screen.getByRole('button', { name: 'Tämä vuosi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(`Laskupäivä 1.1.${year}–31.12.${year}`)).toBeVisible();
    expect(shownNumbers()).toEqual(['5000047', '5000046', '5000050']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Laskunumero',
      'Tyyppi',
      'Tila',
      'Laskupäivä',
      'Eräpäivä',
      'Veroton',
      'Summa',
      'Avoinna',
      'PDF',
      'Eräpäivän siirto',
    ]);
    expect(cellTexts(rowOf('5000046')).slice(0, 8)).toEqual([
      'Arvio',
      'Avoin',
      formatDate(jan5),
      formatDate(overLimit.duedate),
      '1\u00a0284,78 €',
      '1\u00a0612,40 €',
      '1\u00a0612,40 €',
      'PDF',
    ]);
  });

  it('leaves the status and PDF cells of a third-party invoice empty', async () => {
    await openTable();
    const cells = cellTexts(rowOf('5000050'));
    expect(cells[0]).toBe('Kertaluontoinen maksu');
    expect(cells[1]).toBe('');
    expect(cells[7]).toBe('');
    expect(within(rowOf('5000050')).queryByRole('button')).toBeNull();
  });

  it('offers postponement only where the rule allows it', async () => {
    await openTable();
    const offers = screen.getAllByRole('button', { name: /^Siirrä eräpäivää, lasku \d+$/ });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toHaveAccessibleName('Siirrä eräpäivää, lasku 5000047');
    expect(offers[0]).toHaveTextContent('Siirrä eräpäivää');
  });

  it('filters by preset and by usage place', async () => {
    const { events } = await openTable();
    await events.click(screen.getByRole('button', { name: 'Edellinen vuosi' }));
    expect(shownNumbers()).toEqual(['4999990']);
    expect(screen.getByText(`Laskupäivä 1.1.${year - 1}–31.12.${year - 1}`)).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Tämä vuosi' }));
    const place = screen.getByRole('combobox', { name: 'Käyttöpaikka' });
    expect(
      within(place)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Kaikki käyttöpaikat',
      'Esimerkkitie 5 (6400100001)',
      'Esimerkkitie 5 (6400100003)',
    ]);
    await events.selectOptions(place, '6400100003');
    expect(shownNumbers()).toEqual(['5000046']);

    await events.click(screen.getByRole('button', { name: 'Edellinen vuosi' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Valituilla rajauksilla ei löytynyt laskuja.')).toBeVisible();
  });

  it('chooses days in the calendar', async () => {
    const { events } = await openTable();
    await events.click(screen.getByRole('button', { name: 'Valitse päivät' }));
    expect(
      await screen.findByText('Valittu aikaväli ' + `1.1.${year}–31.12.${year}.`, undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Piilota kalenteri' }));
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says so when the consumer has no invoices', async () => {
    renderApp({
      path: '/laskutustiedot',
      user: consumer,
      api: api({ invoices: () => jsonResponse(answer([])) }),
    });
    expect(await screen.findByText('Laskutietoja ei löytynyt.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('invoice PDF', () => {
  it('downloads the invoice as lasku_{number}.pdf', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:lasku');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { events, fetchMock } = await openTable();

    await events.click(screen.getByRole('button', { name: 'Lataa lasku 5000047 PDF-tiedostona' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls(fetchMock, '/api/ropo/pdf/')).toEqual([
      { url: '/api/ropo/pdf/5000047', method: 'GET' },
    ]);
    expect(clicked[0]!.download).toBe('lasku_5000047.pdf');
    expect(clicked[0]!.href).toBe('blob:lasku');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.3\n%%EOF\n');
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:lasku'));
  });

  it('tells when the PDF cannot be loaded', async () => {
    const { events } = await openTable({
      pdf: () => jsonResponse({ error: 'INTERNAL_ERROR', message: 'Virhe' }, 500),
    });
    await events.click(screen.getByRole('button', { name: 'Lataa lasku 5000047 PDF-tiedostona' }));
    expect(await within(rowOf('5000047')).findByRole('alert')).toHaveTextContent(
      'Laskun lataaminen epäonnistui.',
    );
  });
});

describe('due-date postponement', () => {
  const lastDay = addDays(today, 39);

  async function chooseLastDay(events: ReturnType<typeof renderApp>['events']) {
    await events.click(screen.getByRole('button', { name: 'Siirrä eräpäivää, lasku 5000047' }));
    const panel = await screen.findByRole(
      'region',
      { name: 'Laskun 5000047 eräpäivän siirto' },
      { timeout: 5000 },
    );
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(panel).toHaveTextContent(
      `Valitse uusi eräpäivä väliltä ${formatDate(postponable.duedate)}–${formatDate(lastDay)}.`,
    );
    expect(within(panel).getByRole('button', { name: 'Vahvista siirto' })).toBeDisabled();
    const before = panel.querySelector(`[data-day="${addDays(postponable.duedate, -1)}"] button`);
    if (before) expect(before).toBeDisabled();
    await events.click(panel.querySelector(`[data-day="${lastDay}"] button`)!);
    expect(panel).toHaveTextContent(`Uusi eräpäivä ${formatDate(lastDay)}.`);
    return panel;
  }

  it('moves the due date, updates the row and shows the success for 3 seconds', async () => {
    const moved = { ...postponable, duedate: lastDay, duedate_changed: true };
    const { events, fetchMock } = await openTable({ postpone: () => jsonResponse(moved) });
    const panel = await chooseLastDay(events);
    await events.click(within(panel).getByRole('button', { name: 'Vahvista siirto' }));

    const row = rowOf('5000047');
    const success = await within(row).findByRole('status');
    expect(success).toHaveTextContent('Laskun siirto onnistui');
    expect(row).toHaveTextContent(`${formatDate(lastDay)} (siirretty)`);
    expect(within(row).queryByRole('button', { name: /Siirrä/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /eräpäivän siirto/ })).toBeNull();
    const [call] = calls(fetchMock, '/api/ropo/postponeInvoiceDuedate/');
    expect(call!.method).toBe('PATCH');
    expect(decodeURIComponent(call!.url)).toMatch(
      new RegExp(
        `^/api/ropo/postponeInvoiceDuedate/${postponable.id}/${lastDay}T00:00:00\\.000\\+0[23]:00$`,
      ),
    );
    await waitForElementToBeRemoved(() => within(rowOf('5000047')).queryByRole('status'), {
      timeout: 4000,
    });
  });

  it('tells when the server refuses, with its reason, and reloads the table', async () => {
    const { events, fetchMock } = await openTable({
      postpone: () =>
        jsonResponse(
          {
            error: 'POSTPONEMENT_REFUSED',
            message: 'Laskun eräpäivä on jo siirretty. Eräpäivän voi siirtää vain kerran.',
          },
          409,
        ),
    });
    const panel = await chooseLastDay(events);
    await events.click(within(panel).getByRole('button', { name: 'Vahvista siirto' }));
    const alert = await within(rowOf('5000047')).findByRole('alert');
    expect(alert).toHaveTextContent('Laskun eräpäivän siirto epäonnistui');
    expect(alert).toHaveTextContent('Eräpäivän voi siirtää vain kerran.');
    await vi.waitFor(() => expect(calls(fetchMock, '/api/ropo/invoices')).toHaveLength(2));
  });

  it('tells when the connection fails, and lets the consumer try again', async () => {
    const { events } = await openTable({
      postpone: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const panel = await chooseLastDay(events);
    await events.click(within(panel).getByRole('button', { name: 'Vahvista siirto' }));
    const row = rowOf('5000047');
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Laskun eräpäivän siirto epäonnistui',
    );
    await vi.waitFor(() =>
      expect(within(row).getByRole('button', { name: /Siirrä eräpäivää, lasku/ })).toHaveFocus(),
    );
  });

  it('closes the calendar on Peruuta and returns focus to the row', async () => {
    const { events, fetchMock } = await openTable();
    await chooseLastDay(events);
    await events.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('region', { name: /eräpäivän siirto/ })).toBeNull();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Siirrä eräpäivää, lasku 5000047' })).toHaveFocus(),
    );
    expect(calls(fetchMock, '/api/ropo/postponeInvoiceDuedate/')).toEqual([]);
  });
});

describe('loading and failures', () => {
  it('shows a loading text, then the table', async () => {
    let release: (response: Response) => void = () => undefined;
    renderApp({
      path: '/laskutustiedot',
      user: consumer,
      api: api({ invoices: () => new Promise<Response>((resolve) => (release = resolve)) }),
    });
    expect(await screen.findByText('Ladataan laskutietoja...')).toBeVisible();
    release(jsonResponse(answer()));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('tells when the invoices cannot be fetched and retries', async () => {
    let attempts = 0;
    const { events } = renderApp({
      path: '/laskutustiedot',
      user: consumer,
      api: api({
        invoices: () =>
          ++attempts === 1
            ? jsonResponse({ error: 'INTERNAL_ERROR', message: 'Virhe' }, 500)
            : jsonResponse(answer()),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Laskutietojen haku epäonnistui');
    await events.click(screen.getByRole('button', { name: 'Yritä uudestaan' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('says it logs out on 401, and does', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp({
      path: '/laskutustiedot',
      user: consumer,
      api: api({
        invoices: () =>
          jsonResponse({ error: 'UNAUTHORIZED', message: 'Kirjautuminen vaaditaan.' }, 401),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ei oikeuksia tiedon lataamiseen. Kirjaudutaan ulos ...',
    );
    expect(screen.queryByRole('button', { name: 'Yritä uudestaan' })).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('is for consumers only', async () => {
    const { router } = renderApp({
      path: '/laskutustiedot',
      user: buildUser('companyManager'),
      api: api(),
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
  });
});

describe("theme 'tke'", () => {
  it('shows the support note linking to the payment partner', async () => {
    await openTable({}, buildConfig({ theme: 'tke' }));
    const note = screen.getByRole('complementary', { name: 'Apua laskujen maksamiseen' });
    const link = within(note).getByRole('link', { name: /Ropon asiakaspalvelu/ });
    expect(link).toHaveAttribute('href', 'https://www.ropo.fi/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("uses the organisation's own note when configured", async () => {
    await openTable(
      {},
      buildConfig({
        theme: 'tke',
        templates: {
          'laskutustuki.html': '<p>Soita <a href="tel:+358800">maksutukeen</a>.</p>',
        },
      }),
    );
    const note = screen.getByRole('complementary', { name: 'Apua laskujen maksamiseen' });
    expect(note).toHaveTextContent('Soita maksutukeen.');
    expect(within(note).queryByRole('link', { name: /Ropon/ })).toBeNull();
  });

  it('shows no note for other themes', async () => {
    await openTable();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
