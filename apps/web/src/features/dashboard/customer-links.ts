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

const baseFibreTemplate = 'fiber0.html';
const fibreTemplatePattern = /^fiber(\d+)\.html$/;

/**
 * The configured fibre advertisement blocks, when fibre is enabled: fiber0.html (for everyone)
 * first, then the fiber{type}.html of each type available at the user's addresses, in type order.
 */
export function fibreTemplates(config: PortalConfig, availableTypes: readonly string[]): string[] {
  if (!config.services.includes('fibre')) return [];
  const typed = Object.keys(config.templates)
    .map((key) => ({ key, type: fibreTemplatePattern.exec(key)?.[1] }))
    .filter((entry) => entry.type !== undefined && entry.key !== baseFibreTemplate)
    .filter((entry) => availableTypes.includes(entry.type!))
    .sort((a, b) => Number(a.type) - Number(b.type))
    .map((entry) => entry.key);
  const base = baseFibreTemplate in config.templates ? [baseFibreTemplate] : [];
  return [...base, ...typed].map((key) => config.templates[key] ?? '');
}

export const infoBoxTemplate = 'infoboksi.html';
export const fibreOfferPath = '/kuitu';
