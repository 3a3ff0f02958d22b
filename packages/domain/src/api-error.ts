import { z } from 'zod';

/** The one error shape every API answer uses: a stable code, a Finnish message and field errors. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The login callback's refusal when this browser's login state is missing, expired or not the
 * one the answer belongs to (started in another tab or under another address): start again.
 */
export const loginStateLostCode = 'LOGIN_STATE_LOST';

/** The login callback's refusals of an external provider's identity (decision 0047). */
export const externalLoginCodes = {
  /** The provider has not verified the e-mail address the account would be found by. */
  emailUnverified: 'LOGIN_EMAIL_UNVERIFIED',
  /** The account of that e-mail address is bound to another identity at the provider. */
  emailBound: 'LOGIN_EMAIL_BOUND',
} as const;

// Beside the error shape rather than the back office's schemas: the web's fetch client, which
// every page loads, reads one of these codes.
/** Error codes of the back office (409s: the state changed under the operator). */
export const backOfficeErrorCodes = {
  requestDecided: 'REQUEST_DECIDED',
  requestNotFound: 'REQUEST_NOT_FOUND',
  /** 409: approving 'business' where the business id is a customer of another kind. */
  notACompany: 'NOT_A_COMPANY',
  emailInUse: 'EMAIL_IN_USE',
  companyNotFound: 'COMPANY_NOT_FOUND',
  invitationNotFound: 'INVITATION_NOT_FOUND',
  userNotFound: 'USER_NOT_FOUND',
  alreadyActive: 'ALREADY_ACTIVE',
  /** 403: an operator does not lock their own account. */
  ownAccount: 'OWN_ACCOUNT',
  /** 409: the invited account has been deleted; its invitation is not sent again. */
  accountDeleted: 'ACCOUNT_DELETED',
} as const;
