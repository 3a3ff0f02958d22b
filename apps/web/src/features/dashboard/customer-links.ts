import type { PortalConfig } from '@energiaportaali/domain';

export type CustomerLinkId = 'invoices' | 'contracts' | 'billing';

export interface CustomerLink {
  id: CustomerLinkId;
  href: string;
}

/**
 * The link boxes of 'Asiakkuuteni' (spec 01 §2): Laskuni with billingInfo, Käyttöpaikan tiedot
 * with contractInfo, Laskutiedot always.
 */
export function customerLinks(config: PortalConfig): CustomerLink[] {
  const links: CustomerLink[] = [];
  if (config.services.includes('billingInfo')) links.push({ id: 'invoices', href: '/laskut' });
  if (config.services.includes('contractInfo'))
    links.push({ id: 'contracts', href: '/sopimukset' });
  links.push({ id: 'billing', href: '/laskutustiedot' });
  return links;
}

export const infoBoxTemplate = 'infoboksi.html';
