import { describe, expect, it } from 'vitest';
import type { ServiceName, Theme } from './configuration';
import {
  homeLinkFor,
  isCorporateLinkShown,
  isHeaderWaterLinkShown,
  logoutHref,
  menuItemsFor,
  type UserRole,
} from './navigation';

const base: ServiceName[] = ['electricity', 'contractInfo'];
const withWater: ServiceName[] = [...base, 'water'];
const context = (services: ServiceName[]) => ({
  services,
  managerGuideHref: '/isannointiohje.pdf',
  origin: 'https://portaali.example.fi',
});
const logout = '/oauth/logout?redirect=https%3A%2F%2Fportaali.example.fi';

describe('homeLinkFor', () => {
  it.each<[UserRole | null, string]>([
    [null, '/'],
    ['consumer', '/dashboard'],
    ['companyUser', '/yritys/yleisnakyma'],
    ['companyManager', '/yritys/yleisnakyma'],
    ['remUser', '/isannointi/dashboard'],
    ['remCompany', '/paakayttaja/dashboard'],
  ])('%s → %s', (role, href) => {
    expect(homeLinkFor(role)).toBe(href);
  });
});

describe('menuItemsFor', () => {
  const summary = (role: UserRole | null, services: ServiceName[]) =>
    menuItemsFor(role, context(services)).map(
      (item) => `${item.id} ${item.href} ${item.kind}${item.narrowOnly ? ' narrow' : ''}`,
    );

  it('logged out: Etusivu, and the water item at every width when water is enabled', () => {
    expect(summary(null, base)).toEqual(['home / route']);
    expect(summary(null, withWater)).toEqual(['home / route', 'waterReading /vesilukema route']);
  });

  it('consumer: contact, alerts, contact-detail change and logout; water narrow-only', () => {
    expect(summary('consumer', withWater)).toEqual([
      'home /dashboard route',
      'waterReading /vesilukema route narrow',
      'contact /feedback route',
      'alerts /ilmoitukset route',
      'contactDetails /yhteystiedot route',
      `logout ${logout} server`,
    ]);
  });

  it.each<UserRole>(['companyUser', 'companyManager'])('%s: contact, alerts and logout', (role) => {
    expect(summary(role, withWater)).toEqual([
      'home /yritys/yleisnakyma route',
      'waterReading /vesilukema route narrow',
      'contact /feedback route',
      'alerts /ilmoitukset route',
      `logout ${logout} server`,
    ]);
  });

  it.each<[UserRole, string]>([
    ['remUser', '/isannointi/dashboard'],
    ['remCompany', '/paakayttaja/dashboard'],
  ])('%s: contact, the guide download and logout', (role, home) => {
    expect(summary(role, base)).toEqual([
      `home ${home} route`,
      'contact /feedback route',
      'managerGuide /isannointiohje.pdf document',
      `logout ${logout} server`,
    ]);
  });

  it('omits the water item for every role when water is not enabled', () => {
    for (const role of [
      null,
      'consumer',
      'companyUser',
      'companyManager',
      'remUser',
      'remCompany',
    ] as const) {
      expect(menuItemsFor(role, context(base)).map((item) => item.id)).not.toContain(
        'waterReading',
      );
    }
  });
});

describe('isHeaderWaterLinkShown', () => {
  it('needs both a logged-in user and the water service', () => {
    expect(isHeaderWaterLinkShown('consumer', withWater)).toBe(true);
    expect(isHeaderWaterLinkShown('remUser', withWater)).toBe(true);
    expect(isHeaderWaterLinkShown(null, withWater)).toBe(false);
    expect(isHeaderWaterLinkShown('consumer', base)).toBe(false);
  });
});

describe('logoutHref', () => {
  it('encodes the origin as the redirect parameter', () => {
    expect(logoutHref('http://localhost:5173')).toBe(
      '/oauth/logout?redirect=http%3A%2F%2Flocalhost%3A5173',
    );
  });
});

describe('isCorporateLinkShown', () => {
  it.each<[Theme, boolean]>([
    ['default', true],
    ['tke', true],
    ['rvk', false],
    ['kenve', false],
  ])('%s → %s', (theme, shown) => {
    expect(isCorporateLinkShown(theme)).toBe(shown);
  });
});
