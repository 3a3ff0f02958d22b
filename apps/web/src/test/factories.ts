import {
  portalConfigSchema,
  type PortalConfig,
  type PortalConfigInput,
  type UserRole,
} from '@energiaportaali/domain';
import type { SessionUser } from '../lib/session';

/** A valid portal configuration; override any top-level field. */
export function buildConfig(overrides: Partial<PortalConfigInput> = {}): PortalConfig {
  return portalConfigSchema.parse({
    brandName: 'Energiaportaali',
    theme: 'default',
    customerServiceEmail: 'asiakaspalvelu@example.fi',
    services: ['electricity', 'contractInfo', 'water', 'districtheat', 'billingInfo'],
    contact: {
      companyName: 'Esimerkin Energia Oy',
      streetAddress: 'Voimalantie 1',
      postalCode: '00100',
      city: 'Helsinki',
      phone: '010 123 4567',
      email: 'asiakaspalvelu@example.fi',
    },
    officeHours: { days: 'ma–pe', times: ['8–11', '12–16'] },
    faultNumbers: [
      { label: 'Sähkö', phone: '010 123 4500' },
      { label: 'Vesi', phone: '010 123 4600' },
    ],
    ...overrides,
  });
}

const names: Record<UserRole, [string, string, string]> = {
  consumer: ['Matti', 'Meikäläinen', 'kuluttaja@example.fi'],
  companyManager: ['Yrjö', 'Yrittäjä', 'yritys@example.fi'],
  companyUser: ['Kaisa', 'Käyttäjä', 'yrityskayttaja@example.fi'],
  remCompany: ['Paula', 'Pääkäyttäjä', 'paakayttaja@example.fi'],
  remUser: ['Iivo', 'Isännöitsijä', 'isannoitsija@example.fi'],
  operator: ['Outi', 'Operaattori', 'asiakaspalvelu@example.fi'],
};

/** A logged-in user of the demo world with the given role. */
export function buildUser(role: UserRole, overrides: Partial<SessionUser> = {}): SessionUser {
  const [firstName, lastName, username] = names[role];
  return { role, firstName, lastName, username, ...overrides };
}
