import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const house = { official: '7890123-9', name: 'As Oy Vaahterarinne' };

/** A manager's dashboard without houses; the save answers `addAnswer`. */
function renderAdd(addAnswer: () => Response) {
  return renderApp({
    path: '/isannointi/dashboard',
    user: buildUser('remUser', { housingCompanies: [] }),
    api: (url) => {
      if (url.startsWith('/api/remcompany/customership/')) {
        return jsonResponse([{ customer: house }]);
      }
      if (url === '/api/remcompany/addClient') return addAnswer();
      if (url === '/api/user/myRemUsers') return jsonResponse([]);
      return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
    },
  });
}

async function searchAndSave(events: ReturnType<typeof renderAdd>['events']) {
  await events.click(
    await screen.findByRole('button', { name: 'Lisää asunto-osakeyhtiö' }, { timeout: 10_000 }),
  );
  await events.type(screen.getByLabelText(/Taloyhtiön Y-tunnus/), house.official);
  await events.click(screen.getByRole('button', { name: 'Hae' }));
  await events.click(await screen.findByRole('checkbox', { name: /Vakuutan/ }));
  await events.click(screen.getByRole('button', { name: 'Tallenna' }));
}

describe("'Lisää asunto-osakeyhtiö' when no trade register can check", () => {
  it('tells the manager that the request was sent to customer service', async () => {
    const { events } = renderAdd(() => jsonResponse({ customer: house, status: 'requested' }, 202));
    await searchAndSave(events);
    const status = await screen.findByText(/^Pyyntö lähetetty/);
    expect(status).toHaveTextContent(
      'Pyyntö lähetetty: asiakaspalvelu tarkistaa, että toimistonne on taloyhtiön As Oy Vaahterarinne isännöitsijä.',
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tallenna' })).toBeNull());
  });

  it('says the housing company was added when the register agreed', async () => {
    const { events } = renderAdd(() => jsonResponse({ customer: house, status: 'attached' }));
    await searchAndSave(events);
    expect(await screen.findByText('As Oy Vaahterarinne lisätty')).toBeInTheDocument();
  });

  it("shows the server's Finnish text while the trade register is down", async () => {
    const message =
      'Kaupparekisteri ei vastannut, joten taloyhtiön isännöitsijää ei voitu tarkistaa. Yritä hetken kuluttua uudelleen.';
    const { events } = renderAdd(() =>
      jsonResponse({ error: 'TRADE_REGISTER_UNAVAILABLE', message }, 503),
    );
    await searchAndSave(events);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tallenna' })).toBeEnabled();
  });
});
