import type { UserRole } from '@energiaportaali/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const houses = Array.from({ length: 6 }, (_, index) => ({
  id: String(index + 1),
  name: `As Oy Talo ${index + 1}`,
  official: `100000${index}-1`,
}));

const contracts = [
  buildContract({ utility: 'electricity', meteringpointIdentifier: '1001', unit: 'kWh' }),
  buildContract({ utility: 'districtheat', meteringpointIdentifier: '1002', unit: 'MWh' }),
  buildContract({ utility: 'water', meteringpointIdentifier: '1003', unit: 'm3' }),
];

/** Every point used 100 kWh (or MWh, m³) in January and 50 in February this year. */
function usageAnswer(url: string) {
  const start = new URL(url, 'http://localhost').searchParams.get('start')!;
  const year = Number(start.slice(0, 4));
  const ts = (month: number) => new Date(Date.UTC(year, month, 1) - 2 * 3600_000).toISOString();
  const unit = url.startsWith('/api/heat') ? 'MWh' : url.startsWith('/api/water') ? 'm3' : 'kWh';
  return jsonResponse({
    unit,
    maximumResolution: 'hour',
    data: [
      { ts: ts(0), v: 100 },
      { ts: ts(1), v: 50 },
    ],
  });
}

function renderDashboard(role: UserRole) {
  return renderApp({
    path: '/isannointi/dashboard',
    user: buildUser(role, { housingCompanies: houses }),
    api: (url) => {
      if (url.startsWith('/api/contracts?')) return jsonResponse(buildCustomerData({ contracts }));
      if (/^\/api\/(electricity|heat|water)\//.test(url)) return usageAnswer(url);
      if (url === '/api/user/myRemUsers') return jsonResponse([]);
      return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
    },
  });
}

// happy-dom's observer never reports; this one reports every element as visible at once.
class VisibleAtOnce {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.report(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

describe('the manager dashboard', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', VisibleAtOnce));

  it('shows five houses, then all', async () => {
    const { events } = renderDashboard('remUser');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Edustamani asunto-osakeyhtiöt' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const houseHeadings = () => screen.getAllByRole('heading', { level: 2, name: /^As Oy Talo/ });
    expect(houseHeadings()).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'Näytä lisää taloyhtiöitä (1)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await events.click(more);
    expect(houseHeadings()).toHaveLength(6);
    // Focus goes to the first house that appeared.
    expect(screen.getByRole('heading', { name: 'As Oy Talo 6' }).closest('li')).toHaveFocus();
    await events.click(screen.getByRole('button', { name: 'Näytä vähemmän taloyhtiöitä' }));
    expect(houseHeadings()).toHaveLength(5);
  });

  it("shows a house's links, and its points' months of this year behind 'Näytä lisää'", async () => {
    const { events } = renderDashboard('remUser');
    const points = await screen.findByRole(
      'list',
      { name: 'As Oy Talo 1: käyttöpaikat' },
      { timeout: 5000 },
    );
    expect(within(points).getAllByRole('link')).toHaveLength(3);
    const card = points.closest('li')!;
    const more = within(card).getByRole('button', { name: 'Näytä lisää' });
    expect(more).toHaveAccessibleDescription('As Oy Talo 1');
    expect(screen.queryByRole('list', { name: 'As Oy Talo 1: kulutus tänä vuonna' })).toBeNull();

    await events.click(more);
    const charts = screen.getByRole('list', { name: 'As Oy Talo 1: kulutus tänä vuonna' });
    expect(await within(charts).findByText(/^Kulutus \d{4}: 150 kWh$/)).toBeVisible();
    expect(await within(charts).findByText(/^Kulutus \d{4}: 150 MWh$/)).toBeVisible();
    expect(await within(charts).findByText(/^Kulutus \d{4}: 150,000 m³$/)).toBeVisible();
    const table = within(charts).getAllByRole('table')[0]!;
    expect(within(table).getByRole('rowheader', { name: 'tammikuu' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '100 kWh' })).toBeInTheDocument();

    await events.click(within(card).getByRole('button', { name: 'Näytä vähemmän' }));
    expect(screen.queryByRole('list', { name: 'As Oy Talo 1: kulutus tänä vuonna' })).toBeNull();
  });

  it('offers staff actions only to the office main user', async () => {
    renderDashboard('remUser');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Edustamani asunto-osakeyhtiöt' },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('button', { name: 'Lisää isännöitsijä' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Toimiston isännöitsijät' })).toBeNull();
  });

  it('lets the office main user add managers here too', async () => {
    renderDashboard('remCompany');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Toimiston isännöitsijät' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lisää isännöitsijä' })).toBeVisible();
    expect(await screen.findByText('Ei lisättyjä isännöitsijöitä')).toBeVisible();
  });
});
