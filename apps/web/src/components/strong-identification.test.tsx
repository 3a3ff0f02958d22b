import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../test/render-app';

const bank = {
  name: 'Testipankki (testipalvelu)',
  bankAuthUrl: '/test-bank/tupas',
  imgPath: '',
  messageType: '701',
  version: '0003',
  vendorId: 'ENERGIAPORTAALI',
  languageCode: 'FI',
  identifier: '20261122083000123456',
  idType: '02',
  returnLink: 'http://localhost/api/auth/tupas/return',
  cancelLink: 'http://localhost/rekisteroidy/aloita?error=cancel',
  rejectLink: 'http://localhost/rekisteroidy/aloita?error=reject',
  keyVersion: '0001',
  algorithmType: '03',
  mac: 'ABCDEF',
};

const link = 'http://localhost/test-idp/auth?client_id=portaali';

function identificationApi(answer: (url: string) => Response | Promise<Response>) {
  return (url: string) => answer(url);
}

describe('strong identification', () => {
  it('posts each bank as a Tupas form to its own address', async () => {
    renderApp({ path: '/rekisteroidy/aloita', api: () => jsonResponse([bank]) });
    const button = await screen.findByRole('button', { name: 'Testipankki (testipalvelu)' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/test-bank/tupas');
    expect(form).toHaveFormValues({
      A01Y_ACTION_ID: '701',
      A01Y_VERS: '0003',
      A01Y_RCVID: 'ENERGIAPORTAALI',
      A01Y_LANGCODE: 'FI',
      A01Y_STAMP: bank.identifier,
      A01Y_IDTYPE: '02',
      A01Y_RETLINK: bank.returnLink,
      A01Y_CANLINK: bank.cancelLink,
      A01Y_REJLINK: bank.rejectLink,
      A01Y_KEYVERS: '0001',
      A01Y_ALG: '03',
      A01Y_MAC: 'ABCDEF',
    });
  });

  it.each([
    ['/rekisteroidy/aloita', 'reg'],
    ['/palauta', 'cred'],
  ])('%s follows the %s identification link', async (path, flow) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { events, fetchMock } = renderApp({
      path,
      api: identificationApi((url) =>
        url.includes('/vatu/link')
          ? new Response(link, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
          : jsonResponse([]),
      ),
    });
    await events.click(await screen.findByRole('button', { name: 'Tunnistaudu' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    const url = fetchMock.mock.calls
      .map(([called]) => String(called))
      .find((u) => u.includes('vatu'));
    expect(url).toMatch(new RegExp(`^/api/auth/${flow}/vatu/link\\?state=\\d+$`));
  });

  it.each([
    ['/rekisteroidy/aloita', 'Rekisteröimislinkin hakeminen epäonnistui'],
    ['/palauta', 'Salasanan vaihto linkin hakeminen epäonnistui'],
  ])('%s says when the link cannot be fetched', async (path, message) => {
    const { events } = renderApp({
      path,
      api: (url) =>
        url.includes('/vatu/link')
          ? jsonResponse({ error: 'X', message: 'x' }, 500)
          : jsonResponse([]),
    });
    await events.click(await screen.findByRole('button', { name: 'Tunnistaudu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    [
      'network',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Yhteysvirhe pankkitietoja ladatessa',
    ],
    ['500', () => jsonResponse({ error: 'X', message: 'x' }, 500), 'Virhe pankkitietoja ladatessa'],
  ])('says when the bank list fails (%s)', async (_name, answer, message) => {
    renderApp({ path: '/rekisteroidy/aloita', api: answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('forgets the auth_state cookie on the home page', async () => {
    document.cookie = 'auth_state=1700000000000; Path=/';
    renderApp({ path: '/' });
    expect(await screen.findByRole('link', { name: 'Kuluttajat' })).toBeVisible();
    expect(document.cookie).not.toContain('auth_state');
  });
});
