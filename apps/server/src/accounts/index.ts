// Accounts (issue #24): creating one, finding one by e-mail with one case-folding rule, linking
// it to customers or an office's staff, and the offices and companies an approval sets up. Every
// flow that makes an account composes these; shared code, so nothing here imports a feature.
export { companyPersonRole, createCompanyPerson } from './company-persons';
export {
  createAccount,
  createAccountIfEmailFree,
  createAccountsFrom,
  type NewAccount,
  type Person,
} from './create-account';
export { isLinkedToCustomer, linkCustomers } from './customer-links';
export {
  accountColumns,
  emailInUse,
  findAccountByEmail,
  foldedEmail,
  hasEmail,
  sameEmail,
} from './find-by-email';
export {
  addOfficeMember,
  createOffice,
  createOfficeMember,
  findOfficeByBusinessId,
  isOfficeMember,
  type NewOffice,
  type NewOfficeMember,
} from './offices';
export { attachRepresentedHouses } from './represented-houses';
export { adoptSubsidiaries } from './subsidiaries';
