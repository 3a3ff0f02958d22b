import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../test/factories';
import { customerLinks, fibreTemplates } from './customer-links';

describe('customerLinks', () => {
  it('offers Laskuni with billingInfo, Käyttöpaikan tiedot with contractInfo, Laskutiedot always', () => {
    expect(customerLinks(buildConfig({ services: ['electricity', 'contractInfo'] }))).toEqual([
      { id: 'contracts', href: '/sopimukset' },
      { id: 'billing', href: '/laskutustiedot' },
    ]);
    const withBilling = buildConfig({ services: ['electricity', 'contractInfo', 'billingInfo'] });
    expect(customerLinks(withBilling).map((link) => link.href)).toEqual([
      '/laskut',
      '/sopimukset',
      '/laskutustiedot',
    ]);
  });
});

describe('fibreTemplates', () => {
  const templates = {
    'fiber2.html': '<p>kaksi</p>',
    'fiber10.html': '<p>kymmenen</p>',
    'fiber0.html': '<p>perus</p>',
    'infoboksi.html': '<p>info</p>',
    'fiberx.html': '<p>ei</p>',
  };

  it('gives fiber0.html first and the typed blocks in type order when fibre is enabled', () => {
    const config = buildConfig({ services: ['electricity', 'contractInfo', 'fibre'], templates });
    expect(fibreTemplates(config)).toEqual(['<p>perus</p>', '<p>kaksi</p>', '<p>kymmenen</p>']);
  });

  it('gives nothing without fibre', () => {
    expect(fibreTemplates(buildConfig({ templates }))).toEqual([]);
  });
});
