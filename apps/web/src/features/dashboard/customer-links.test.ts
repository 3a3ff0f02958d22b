import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../test/factories';
import { customerLinks } from './customer-links';

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
