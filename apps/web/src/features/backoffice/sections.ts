import { paths, type InboxKind } from '@energiaportaali/domain';

/** The back office's sections and their paths. */
export const backOfficeSections = [
  { id: 'registrations', path: `${paths.backOffice}/rekisteroinnit` },
  { id: 'housingRequests', path: `${paths.backOffice}/taloyhtiopyynnot` },
  { id: 'invitations', path: `${paths.backOffice}/kutsut` },
  { id: 'inboxes', path: `${paths.backOffice}/saapuneet` },
  { id: 'outbox', path: `${paths.backOffice}/sahkopostit` },
  { id: 'users', path: `${paths.backOffice}/kayttajat` },
  { id: 'audit', path: `${paths.backOffice}/tapahtumat` },
] as const;

/** The inboxes' URL segments (Finnish) and the API's kinds. */
export const inboxSegments = {
  palautteet: 'feedback',
  vesilukemat: 'water-readings',
  yhteystiedot: 'contact-changes',
  kuitupyynnot: 'fibre-requests',
} as const satisfies Record<string, InboxKind>;

export type InboxSegment = keyof typeof inboxSegments;

export const registrationPath = (id: number) => `${paths.backOffice}/rekisteroinnit/${id}`;
export const inboxPath = (segment: InboxSegment) => `${paths.backOffice}/saapuneet/${segment}`;
