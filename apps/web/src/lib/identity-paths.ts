/** Paths of the login, registration and password screens (contract docs/identity-contract.md). */
export const identityPaths = {
  managerWelcome: '/isannointi',
  managerLogin: '/isannointi/kirjaudu',
  terms: '/rekisteroidy',
  registrationStart: '/rekisteroidy/aloita',
  registrationDetails: '/rekisteroidy/tiedot',
  registrationSuccess: '/rekisteroidy/success',
  registrationFailure: '/rekisteroidy/failure',
  identificationError: '/rekisteroidy/virhe',
  existingAccount: '/tunnus',
  existingAccountError: '/tunnus/virhe',
  passwordChange: '/palauta',
} as const;

/**
 * Forgets the strong-identification state cookie (set by the link call; spec 01 §7). The past
 * Expires as well as Max-Age=0: an engine that dates Max-Age=0 to "now" keeps the cookie for the
 * rest of that millisecond.
 */
export function clearAuthStateCookie(): void {
  document.cookie =
    'auth_state=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax';
}
