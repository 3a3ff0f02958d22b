// Kept apart from invitations.ts: the route table needs the paths at start, and the schemas
// there would pull the password-strength dictionaries into the first download.

/** Paths of the invited-account screens (spec 02 route table). */
export const invitationPaths = {
  /** `/isannointi/uusisalasana/{token}`: terms, then the new password. */
  setPassword: '/isannointi/uusisalasana',
  setPasswordSuccess: '/isannointi/rekisteroidy/success',
  /**
   * `/uusisalasana/{token}`: the same screen for the utility's own staff (operators), outside the
   * property managers' path; operators' links sent under setPassword still work (decision 0046).
   */
  operatorSetPassword: '/uusisalasana',
  /** The operator's 'password set' page (a token is never this short). */
  operatorPasswordSet: '/uusisalasana/valmis',
  /** `/isannointi/rekisteroidy?token=…`: manager company registration; without token, how to ask. */
  managerCompanyRegistration: '/isannointi/rekisteroidy',
  /** The e-mail of the registration already has an account: link to /palauta. */
  managerCompanyExists: '/isannointi/rekisteroidy/tiedot',
  managerCompanySuccess: '/isannoitsija/rekisteroidy/success',
  /** Company login found no company in the register: message, mailto, the session ends. */
  companyNotFound: '/yritys/rekisteroidy/tiedot',
} as const;
