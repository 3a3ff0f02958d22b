import { alertErrorCodes, alertMessages, type Alert } from '@energiaportaali/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

const heat = buildContract({
  utility: 'districtheat',
  unit: 'MWh',
  meteringpointIdentifier: '6400200001',
  address: 'Lämpötie 1',
});

function alertsApi(initial: Alert[] = []) {
  const stored = [...initial];
  const posted: unknown[] = [];
  const handler = (url: string, init?: RequestInit) => {
    if (url === '/api/contracts') return jsonResponse(buildCustomerData({ contracts: [heat] }));
    if (url === '/api/alerts' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      const alert: Alert = {
        id: stored.length + 1,
        kind: body.kind as Alert['kind'],
        threshold: body.threshold as number,
        unit: body.kind === 'price' ? 'c/kWh' : 'MWh',
        active: true,
        meteringPointId: (body.meteringPointId as string | undefined) ?? null,
        address: body.meteringPointId ? 'Lämpötie 1, 00100 Helsinki' : null,
      };
      stored.push(alert);
      return jsonResponse(alert, 201);
    }
    if (url === '/api/alerts') return jsonResponse(stored);
    return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
  };
  return { handler, posted };
}

async function openAlerts(api: ReturnType<typeof alertsApi>) {
  const app = renderApp({ path: '/ilmoitukset', user: buildUser('consumer'), api: api.handler });
  await screen.findByRole('heading', { level: 1, name: 'Ilmoitukset' });
  await screen.findByRole('combobox', { name: 'Ilmoituksen tyyppi' });
  return app;
}

describe('/ilmoitukset', () => {
  it('adds a price alert with a Finnish decimal comma and lists it', async () => {
    const api = alertsApi();
    const { events } = await openAlerts(api);
    expect(await screen.findByText('Sinulla ei ole vielä ilmoituksia.')).toBeInTheDocument();

    await events.selectOptions(
      screen.getByRole('combobox', { name: 'Ilmoituksen tyyppi' }),
      'price',
    );
    expect(screen.queryByRole('combobox', { name: 'Käyttöpaikka' })).not.toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: 'Raja (c/kWh)' }), '12,5');
    await events.click(screen.getByRole('button', { name: 'Lisää ilmoitus' }));

    expect(await screen.findByText('Ilmoitus lisätty.')).toBeInTheDocument();
    expect(api.posted).toEqual([{ kind: 'price', threshold: 12.5 }]);
    const item = (await screen.findByText('Huomisen sähkön hinta yli 12,5 c/kWh')).closest('li')!;
    expect(within(item).getByText('Päällä')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Lopeta' })).toBeInTheDocument();
  });

  it("watches a chosen point in the point's unit, and tells what is missing first", async () => {
    const api = alertsApi();
    const { events } = await openAlerts(api);
    await events.selectOptions(
      screen.getByRole('combobox', { name: 'Ilmoituksen tyyppi' }),
      'consumption',
    );
    await events.click(screen.getByRole('button', { name: 'Lisää ilmoitus' }));
    expect(await screen.findByText(alertMessages.pointRequired)).toBeInTheDocument();
    expect(screen.getByText(alertMessages.thresholdRequired)).toBeInTheDocument();
    expect(api.posted).toEqual([]);

    await events.selectOptions(
      screen.getByRole('combobox', { name: 'Käyttöpaikka' }),
      '6400200001',
    );
    await events.type(screen.getByRole('textbox', { name: 'Raja (MWh)' }), 'kaksi');
    await events.click(screen.getByRole('button', { name: 'Lisää ilmoitus' }));
    expect(await screen.findByText('Anna raja lukuna, esimerkiksi 12,5')).toBeInTheDocument();

    await events.clear(screen.getByRole('textbox', { name: 'Raja (MWh)' }));
    await events.type(screen.getByRole('textbox', { name: 'Raja (MWh)' }), '2');
    await events.click(screen.getByRole('button', { name: 'Lisää ilmoitus' }));
    expect(await screen.findByText('Eilinen kulutus yli 2 MWh')).toBeInTheDocument();
    expect(api.posted).toEqual([
      { kind: 'consumption', threshold: 2, meteringPointId: '6400200001' },
    ]);
  });
});

describe('/ilmoitukset/peru', () => {
  it('stops the alert only when the button is pressed', async () => {
    const calls: string[] = [];
    const { events } = renderApp({
      path: '/ilmoitukset/peru?token=abc',
      api: (url, init) => {
        calls.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body ?? '')}`);
        if (url !== '/api/alerts/unsubscribe')
          return jsonResponse({ error: 'NOT_FOUND', message: '' }, 404);
        return jsonResponse({ kind: 'forecast', threshold: 150, unit: '€' });
      },
    });
    const button = await screen.findByRole('button', { name: 'Lopeta ilmoitus' });
    expect(calls.filter((call) => call.includes('unsubscribe'))).toEqual([]);
    await events.click(button);
    expect(
      await screen.findByText(
        'Ilmoitus on lopetettu (Kuukauden kustannusennuste yli 150 €). Et saa siitä enää sähköpostia.',
      ),
    ).toBeInTheDocument();
    expect(calls).toContain('POST /api/alerts/unsubscribe {"token":"abc"}');
  });

  it('shows the server’s message for a used link', async () => {
    const { events } = renderApp({
      path: '/ilmoitukset/peru?token=abc',
      api: () =>
        jsonResponse({ error: alertErrorCodes.linkUsed, message: alertMessages.linkUsed }, 409),
    });
    await events.click(await screen.findByRole('button', { name: 'Lopeta ilmoitus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(alertMessages.linkUsed);
  });
});
