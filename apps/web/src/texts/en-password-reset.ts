import type { Texts } from './catalogue';

/**
 * The forgotten password by email (decision 0044): the request page, the link's page and the
 * back office's button.
 */
export const passwordReset: Texts['passwordReset'] = {
  request: {
    title: 'Forgotten your password?',
    intro:
      'Enter the email address you use to log in. We will send you a link for setting a new password.',
    who: 'The email link is for the user accounts of business customers, property managers, property management companies’ administrators and customer service.',
    email: 'Email',
    emailHint: 'Format: name@example.com',
    submit: 'Send link',
    sending: 'Sending...',
    consumerHeading: 'Are you a consumer customer?',
    consumerBody:
      'Consumer customers change their password by identifying with their online banking credentials.',
    consumerLink: 'Change password with online banking credentials',
    sentTitle: 'Check your email',
    sentBody: (email: string) =>
      `If ${email} has a user account, we have sent it a link for changing the password. The link works for one hour and only once.`,
    sentHelp:
      'If the message does not arrive within a few minutes, check your spam folder or request a new link. If the problem continues, please contact customer service:',
    again: 'Request a new link',
    tooMany: 'The link has been requested too many times. Please try again later.',
    failed: 'Requesting the link failed. Please try again in a moment.',
    networkError: 'Connection error. Check your internet connection and try again.',
  },
  link: {
    loading: 'Loading the link...',
    loadFailed: 'Loading the link failed.',
    retry: 'Try again',
    invalidTitle: 'This link no longer works',
    invalidBody:
      'The password change link has expired, has already been used or has been replaced by a newer link. A link works for one hour and only once.',
    invalidAction: 'Request a new link',
    saveFailed: 'Saving the password failed. Please try again.',
    networkError: 'Connection error. Check your internet connection and try again.',
    changed: 'Password changed',
    changedBody:
      'You can now log in to the service with your new password. Your account has been logged out everywhere else.',
    login: 'Log in',
  },
  otherAccounts: 'A business, property management or customer service account?',
  otherAccountsLink: 'Get a password change link by email',
  backOffice: {
    send: 'Send password link',
    title: 'Send a password change link?',
    body: (email: string) =>
      `A link for setting a new password will be sent to ${email}. The link works for one hour. The current password works until a new one has been set.`,
    sent: (email: string) => `A password change link was sent to ${email}.`,
  },
};
