import type { ServiceName, Theme } from './configuration';

/** Every role a logged-in user can have. */
export const userRoles = [
  'consumer',
  'companyUser',
  'companyManager',
  'remUser',
  'remCompany',
  'operator',
] as const;
export type UserRole = (typeof userRoles)[number];

/** Fixed paths the shell and several features link to (spec 01 §2, spec 02 route table). */
export const paths = {
  home: '/',
  consumerDashboard: '/dashboard',
  companyOverview: '/yritys/yleisnakyma',
  companyBilling: '/yritys/laskutustiedot',
  managerDashboard: '/isannointi/dashboard',
  superUserDashboard: '/paakayttaja/dashboard',
  consumerLogin: '/kirjaudu',
  companyLogin: '/yritys/kirjaudu',
  /** The back office of the utility's customer service (role operator only). */
  backOffice: '/asiakaspalvelu',
  backOfficeLogin: '/asiakaspalvelu/kirjaudu',
  forbidden: '/forbidden',
  feedback: '/feedback',
  waterReading: '/vesilukema',
  contactDetails: '/yhteystiedot',
  /** The user's e-mail alerts (issue #14). */
  alerts: '/ilmoitukset',
  /** `?token=…`: an alert e-mail's unsubscribe link (no login). */
  alertUnsubscribe: '/ilmoitukset/peru',
  logout: '/oauth/logout',
} as const;

// Paths whose features keep their schemas in modules of their own: the shell links here without
// loading those schemas.
/** The business registration request form (spec 02 route table). */
export const companyRegistrationPath = '/rekisteroidy/pyynto';
/** The fibre offer request form (spec 02 route table). */
export const fibreOfferPath = '/kuitu';

/** The "home" of a role: where the logo and Etusivu lead. */
export function homeLinkFor(role: UserRole | null): string {
  switch (role) {
    case null:
      return paths.home;
    case 'remUser':
      return paths.managerDashboard;
    case 'remCompany':
      return paths.superUserDashboard;
    case 'companyUser':
    case 'companyManager':
      return paths.companyOverview;
    case 'consumer':
      return paths.consumerDashboard;
    case 'operator':
      return paths.backOffice;
  }
}

export type MenuItemId =
  'home' | 'waterReading' | 'contact' | 'alerts' | 'contactDetails' | 'managerGuide' | 'logout';

/**
 * route: a screen of the SPA; document: a file to download; server: a full page load of a
 * server route (the SPA router must not handle it).
 */
export type MenuItemKind = 'route' | 'document' | 'server';

export interface MenuItem {
  id: MenuItemId;
  href: string;
  kind: MenuItemKind;
  /** Shown only at widths of 768 px or less, because the header shows the same link above that. */
  narrowOnly: boolean;
}

export interface MenuContext {
  services: readonly ServiceName[];
  /** The guide PDF's location from the configuration (`documents.managerGuide`). */
  managerGuideHref: string;
  /** The site origin the logout returns to, e.g. `https://portaali.example.fi`. */
  origin: string;
}

/** Whether the header shows the water-reading link itself (water enabled and logged in). */
export function isHeaderWaterLinkShown(
  role: UserRole | null,
  services: readonly ServiceName[],
): boolean {
  return role !== null && services.includes('water');
}

/** The burger menu's items, in display order, for a role (null: logged out). */
export function menuItemsFor(role: UserRole | null, context: MenuContext): MenuItem[] {
  const item = (id: MenuItemId, href: string, kind: MenuItemKind = 'route'): MenuItem => ({
    id,
    href,
    kind,
    narrowOnly: false,
  });
  const items: MenuItem[] = [item('home', homeLinkFor(role))];
  if (context.services.includes('water')) {
    // Anonymous users may send readings too; their header has no water link, so for them the
    // menu item stays at every width.
    items.push({
      ...item('waterReading', paths.waterReading),
      narrowOnly: isHeaderWaterLinkShown(role, context.services),
    });
  }
  if (role === null) return items;
  // Customer service has its own back office, not the customers' contact forms.
  if (role === 'operator') return [item('home', paths.backOffice), logoutItem(context.origin)];
  items.push(item('contact', paths.feedback));
  // E-mail alerts (issue #14): consumers and company roles.
  if (role === 'consumer' || role === 'companyUser' || role === 'companyManager') {
    items.push(item('alerts', paths.alerts));
  }
  if (role === 'consumer') items.push(item('contactDetails', paths.contactDetails));
  if (role === 'remUser' || role === 'remCompany') {
    items.push(item('managerGuide', context.managerGuideHref, 'document'));
  }
  items.push(logoutItem(context.origin));
  return items;
}

const logoutItem = (origin: string): MenuItem => ({
  id: 'logout',
  href: logoutHref(origin),
  kind: 'server',
  narrowOnly: false,
});

/** The logout link: the server ends the session and returns to `origin`. */
export function logoutHref(origin: string): string {
  return `${paths.logout}?redirect=${encodeURIComponent(origin)}`;
}

/** The home page's corporate entry link (Yritysasiakkaat) is hidden for the themes rvk and kenve. */
export function isCorporateLinkShown(theme: Theme): boolean {
  return theme !== 'rvk' && theme !== 'kenve';
}
