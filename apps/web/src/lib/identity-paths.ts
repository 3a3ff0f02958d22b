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

/** Forgets the strong-identification state cookie (set by the link call; spec 01 §7). */
export function clearAuthStateCookie(): void {
  document.cookie = 'auth_state=; Max-Age=0; Path=/; SameSite=Lax';
}
