import { helsinkiDay, waterReadingMessages as rules } from '@energiaportaali/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaState } from '../../components/captcha-state';
import { buildContract, buildCustomerData } from '../../test/contracts';
import { buildUser } from '../../test/factories';
import { jsonResponse, renderApp } from '../../test/render-app';

// The real widget needs Web Workers and crypto; here a button stands in for a solved captcha.
vi.mock('../../components/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (state: CaptchaState) => void }) => (
    <button
      type="button"
      onClick={() => onChange({ response: 'ratkaistu-captcha', status: 'verified' })}
    >
      Olen ihminen
    </button>
  ),
}));

const point = '6400100004';
const meters = ['21000410', '21000420'];

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function api(submit: Handler): Handler {
  return (url, init) => {
    if (url === `/api/water/points/${point}/meters`) return jsonResponse({ meterIds: meters });
    if (url.startsWith('/api/water/points/')) {
      return jsonResponse({ error: 'WATER_POINT_NOT_FOUND', message: rules.pointNotFound }, 404);
    }
    if (url.startsWith('/api/water/submit')) return submit(url, init);
    return jsonResponse({ error: 'NOT_FOUND', message: 'Ei löytynyt' }, 404);
  };
}

const receipt = (copy = 'none') =>
  jsonResponse(
    {
      id: 1,
      measurementPointId: point,
      meterId: meters[1],
      date: helsinkiDay(new Date()),
      consumption: 123,
      copy,
    },
    201,
  );

async function openForm(submit: Handler = () => receipt()) {
  const app = renderApp({ path: '/vesilukema', api: api(submit) });
  await screen.findByRole('heading', { level: 1, name: 'Ilmoita vesilukema' });
  return app;
}

const pointInput = () => screen.getByRole('textbox', { name: 'Käyttöpaikan numero' });
const meterSelect = () => screen.getByRole('combobox', { name: 'Vesimittarin numero' });
const readingInput = () => screen.getByRole('textbox', { name: 'Lukema (m³)' });
const emailInput = () => screen.getByRole('textbox', { name: 'Sähköpostiosoite (vapaaehtoinen)' });
const dateInput = () => screen.getByLabelText('Lukemapäivä');
const submitButton = () => screen.getByRole('button', { name: 'Lähetä lukema' });

async function fillValidForm(events: Awaited<ReturnType<typeof openForm>>['events']) {
  await events.type(pointInput(), point);
  await waitFor(() => expect(meterSelect()).toBeEnabled());
  await events.selectOptions(meterSelect(), meters[1]!);
  await events.type(readingInput(), '123');
}

const errorsOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id
    ? within(document.getElementById(id)!)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

describe('water reading form (anonymous)', () => {
  it.each([
    ['', rules.pointRequired],
    ['64A', rules.digitsOnly],
    ['1'.repeat(21), rules.pointTooLong],
  ])('point number %j shows %s', async (value, message) => {
    const { events } = await openForm();
    await events.click(pointInput());
    if (value) await events.type(pointInput(), value);
    await events.tab();
    await waitFor(() => expect(errorsOf(pointInput())).toEqual([message]));
  });

  it.each([
    ['', rules.readingRequired],
    ['12a', rules.digitsOnly],
    ['123456', rules.readingTooLong],
  ])('reading %j shows %s', async (value, message) => {
    const { events } = await openForm();
    await events.click(readingInput());
    if (value) await events.type(readingInput(), value);
    await events.tab();
    await waitFor(() => expect(errorsOf(readingInput())).toEqual([message]));
  });

  it('asks for the meter once the point has meters to choose from', async () => {
    const { events } = await openForm();
    expect(meterSelect()).toBeDisabled();
    expect(
      screen.getByText('Anna ensin käyttöpaikan numero, niin näet sen vesimittarit.'),
    ).toBeVisible();
    await events.type(pointInput(), point);
    await waitFor(() => expect(meterSelect()).toBeEnabled());
    expect(
      within(meterSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Valitse vesimittari', ...meters]);
    await events.click(meterSelect());
    await events.tab();
    await waitFor(() => expect(errorsOf(meterSelect())).toEqual([rules.meterRequired]));
  });

  it('says so when the number is no water point', async () => {
    const { events } = await openForm();
    await events.type(pointInput(), '123');
    expect(await screen.findByRole('alert')).toHaveTextContent(rules.pointNotFound);
    expect(meterSelect()).toBeDisabled();
  });

  it('refuses a date after today', async () => {
    await openForm();
    expect(dateInput()).toHaveValue(helsinkiDay(new Date()));
    fireEvent.change(dateInput(), { target: { value: '2999-01-01' } });
    fireEvent.blur(dateInput());
    await waitFor(() => expect(errorsOf(dateInput())).toEqual([rules.dateInFuture]));
  });

  it('checks the e-mail address and wants one for the copy', async () => {
    const { events } = await openForm();
    await events.click(
      screen.getByRole('checkbox', { name: 'Lähetä kopio lukemasta sähköpostiini' }),
    );
    await waitFor(() => expect(errorsOf(emailInput())).toEqual([rules.copyNeedsEmail]));
    await events.type(emailInput(), 'ei-osoite');
    await events.tab();
    await waitFor(() => expect(errorsOf(emailInput())).toEqual([rules.invalidEmail]));
  });

  it('sends a valid reading only with the captcha solved, then confirms it', async () => {
    const submit = vi.fn(() => receipt('sent'));
    const { events } = await openForm(submit);
    await fillValidForm(events);
    await events.type(emailInput(), 'asiakas@example.fi');
    await events.click(
      screen.getByRole('checkbox', { name: 'Lähetä kopio lukemasta sähköpostiini' }),
    );
    expect(submitButton()).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Olen ihminen' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiitos! Lukema on vastaanotettu' }),
    ).toHaveFocus();
    expect(screen.getByText('Kopio lähetettiin sähköpostiisi.')).toBeVisible();
    const [url, init] = submit.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/water/submit');
    expect(JSON.parse(String(init.body))).toEqual({
      measurementPointId: point,
      meterId: meters[1],
      date: helsinkiDay(new Date()),
      consumption: 123,
      email: 'asiakas@example.fi',
      sendCopy: true,
      g_recaptcha_response: 'ratkaistu-captcha',
    });
  });

  it.each([
    [
      () => jsonResponse({ error: 'WATER_SAVE_FAILED', message: 'x' }, 502),
      'Lukeman tallennus epäonnistui. Yritä myöhemmin uudelleen.',
    ],
    [
      () => jsonResponse({ error: 'NOT_FOUND', message: 'x' }, 404),
      'Tapahtui virhe, yritä myöhemmin uudelleen',
    ],
    [
      () => jsonResponse({ error: 'INTERNAL', message: 'x' }, 500),
      'Tapahtui virhe, yritä myöhemmin uudelleen',
    ],
    [
      () => jsonResponse({ error: 'BAD_GATEWAY', message: 'x' }, 502),
      'Virhe vesilukemaa lähettäessä',
    ],
    [
      () => jsonResponse({ error: 'TOO_MANY_REQUESTS', message: 'x' }, 429),
      'Virhe vesilukemaa lähettäessä',
    ],
    [() => Promise.reject(new TypeError('offline')), 'Yhteysvirhe vesilukemaa lähettäessä'],
  ])('shows the error catalogue text (%#)', async (answer, text) => {
    const { events } = await openForm(answer as Handler);
    await fillValidForm(events);
    await events.click(screen.getByRole('button', { name: 'Olen ihminen' }));
    await events.click(submitButton());
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ilmoita vesilukema' })).toBeVisible();
  });

  it('confirms a stored reading whose copy failed, saying that the copy failed', async () => {
    const { events } = await openForm(() =>
      jsonResponse({ error: 'WATER_EMAIL_FAILED', message: 'x' }, 502),
    );
    await fillValidForm(events);
    await events.click(screen.getByRole('button', { name: 'Olen ihminen' }));
    await events.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kiitos! Lukema on vastaanotettu' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lukema tallennettiin, mutta kopion lähetys sähköpostiisi epäonnistui.',
    );
  });

  it("shows the server's field messages and asks for a new captcha", async () => {
    const { events } = await openForm(() =>
      jsonResponse(
        { error: 'VALIDATION_ERROR', message: 'x', fields: { meterId: [rules.meterNotOfPoint] } },
        400,
      ),
    );
    await fillValidForm(events);
    await events.click(screen.getByRole('button', { name: 'Olen ihminen' }));
    await events.click(submitButton());
    await waitFor(() => expect(errorsOf(meterSelect())).toEqual([rules.meterNotOfPoint]));
    expect(screen.getByText('Virhe vesilukemaa lähettäessä')).toBeVisible();
  });
});

describe('water reading form (logged in)', () => {
  it("prefills the user's water point and meter and sends without a captcha", async () => {
    const submit = vi.fn(() => receipt());
    const contracts = buildCustomerData({
      contracts: [
        buildContract(),
        buildContract({
          utility: 'water',
          contractType: 'water',
          meteringpointIdentifier: point,
          deviceCodes: meters,
          unit: 'm3',
        }),
      ],
    });
    const { events } = renderApp({
      path: '/vesilukema',
      user: buildUser('consumer'),
      api: (url, init) =>
        url === '/api/contracts' ? jsonResponse(contracts) : api(submit)(url, init),
    });

    const pointChoice = await screen.findByRole('combobox', { name: 'Käyttöpaikka' });
    expect(pointChoice).toHaveValue(point);
    expect(meterSelect()).toHaveValue(meters[0]);
    expect(emailInput()).toHaveValue('kuluttaja@example.fi');
    expect(screen.queryByRole('button', { name: 'Olen ihminen' })).not.toBeInTheDocument();

    await events.type(readingInput(), '77');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());

    await screen.findByRole('heading', { level: 1, name: 'Kiitos! Lukema on vastaanotettu' });
    const [url, init] = submit.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/water/submit/auth');
    expect(JSON.parse(String(init.body))).toMatchObject({ meterId: meters[0], consumption: 77 });
  });
});
