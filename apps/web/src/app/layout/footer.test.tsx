import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../test/factories';
import { renderApp } from '../../test/render-app';

describe('footer', () => {
  it('shows the configured contact details, office hours and fault numbers', async () => {
    renderApp({
      config: buildConfig({
        contact: {
          companyName: 'Tornion Energia Oy',
          streetAddress: 'Puistokatu 15',
          postalCode: '95400',
          city: 'Tornio',
          phone: '016 432 11',
          email: 'asiakaspalvelu@tornio.example',
        },
        officeHours: { days: 'ma–pe', times: ['8–11', '12–16'] },
        faultNumbers: [{ label: 'Sähköviat', phone: '0800 123 456' }],
      }),
    });
    const footer = await screen.findByRole('contentinfo');
    const service = within(footer).getByRole('region', { name: 'Asiakaspalvelu' });
    expect(service).toHaveTextContent('Tornion Energia Oy');
    expect(service).toHaveTextContent('Puistokatu 15');
    expect(service).toHaveTextContent('95400 Tornio');
    expect(service).toHaveTextContent('Palvelemme ma–pe 8–11 ja 12–16');
    expect(within(service).getByRole('link', { name: '016 432 11' })).toHaveAttribute(
      'href',
      'tel:01643211',
    );
    expect(
      within(service).getByRole('link', { name: 'asiakaspalvelu@tornio.example' }),
    ).toHaveAttribute('href', 'mailto:asiakaspalvelu@tornio.example');

    const faults = within(footer).getByRole('region', { name: 'Vikailmoitukset' });
    expect(faults).toHaveTextContent('Sähköviat: 0800 123 456');
    expect(within(faults).getByRole('link', { name: '0800 123 456' })).toHaveAttribute(
      'href',
      'tel:0800123456',
    );
  });

  it('links the privacy statement and terms PDFs', async () => {
    renderApp();
    const documents = await screen.findByRole('navigation', { name: 'Asiakirjat' });
    expect(within(documents).getByRole('link', { name: 'Tietosuojaseloste' })).toHaveAttribute(
      'href',
      '/tietosuojaseloste.pdf',
    );
    expect(within(documents).getByRole('link', { name: 'Käyttöehdot' })).toHaveAttribute(
      'href',
      '/kayttoehdot.pdf',
    );
  });

  it('uses configured document locations', async () => {
    renderApp({
      config: buildConfig({
        documents: { privacyStatement: '/docs/tietosuoja.pdf', termsOfUse: '/docs/ehdot.pdf' },
      }),
    });
    expect(await screen.findByRole('link', { name: 'Tietosuojaseloste' })).toHaveAttribute(
      'href',
      '/docs/tietosuoja.pdf',
    );
    expect(screen.getByRole('link', { name: 'Käyttöehdot' })).toHaveAttribute(
      'href',
      '/docs/ehdot.pdf',
    );
  });
});
