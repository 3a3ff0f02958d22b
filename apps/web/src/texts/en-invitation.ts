import type { InvitationKind } from '@energiaportaali/domain';
import type { Texts } from './catalogue';

/**
 * The invited accounts' screens: the set-password link, the manager company registration and
 * their result pages (spec 02 §2, §8).
 */
export const invitation: Texts['invitation'] = {
  loading: 'Loading the invitation...',
  loadFailed: 'Loading the user details failed',
  networkError: 'Connection error. Check your internet connection and try again.',

  invited: {
    'manager-company': 'Property management company administrator account',
    manager: 'Property manager account',
    'company-person': 'Business customer account',
    operator: 'Customer service account',
    consumer: 'Consumer customer account',
  } satisfies Record<InvitationKind, string>,
  accountFor: (name: string) => `User account for ${name}`,
  username: 'Username',

  invalidLink: {
    title: 'This link is no longer valid',
    body: 'The link has already been used or it has expired. A link works only once and for a limited time.',
    invitedBy: (name: string) => `The invitation was sent by ${name}.`,
    askByKind: {
      'manager-company': 'Ask our customer service for a new invitation:',
      manager:
        'Ask your property management company’s administrator or our customer service for a new invitation:',
      'company-person':
        'Ask your company’s administrator or our customer service for a new invitation:',
      operator:
        'Ask the customer service administrator or our customer service for a new invitation:',
      consumer: 'Ask our customer service for a new invitation:',
    } satisfies Record<InvitationKind, string>,
    askAnyone:
      'Ask whoever invited you for a new invitation: your property management company’s administrator, your company’s administrator or our customer service:',
    login: 'If you have already set a password, you can log in to the service.',
    loginAction: 'Log in',
    loginCompany: 'Log in as a business customer',
    loginManager: 'Log in as a property manager',
  },

  terms: {
    title: 'Terms of use and privacy statement',
    intro:
      'Please read the terms of use and the privacy statement and accept them before you set your password.',
    continue: 'Continue',
  },

  setPassword: {
    title: 'New password',
    intro: 'Your email address is your username. Choose a password for your account.',
    password: 'Password',
    password2: 'Repeat password',
    hint: 'At least 8 characters. Avoid your name, your email address and words that are easy to guess.',
    save: 'Save password',
    saving: 'Saving...',
    failed: 'Saving the password failed. Please try again later.',
    back: 'Back',
  },

  passwordSet: {
    title: 'Password saved',
    body: 'Your user account is ready. You can now log in to the service with your email address and your new password.',
    login: 'Log in',
  },

  managerCompany: {
    title: 'Property management company registration',
    steps: 'Registration steps',
    stepOf: (step: number, count: number) => `Step ${step} of ${count}`,
    stepNames: ['Your details', 'Company details'],
    personIntro:
      'You will become your property management company’s administrator. Your email address is your username.',
    companyIntro: 'Details of the property management company. All fields are required.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    emailHint: 'The address the invitation was sent to; it cannot be changed',
    emailExists: 'This email address is already in use',
    emailExistsWayOn: 'Continue with your existing account',
    checkingEmail: 'Checking the email address...',
    phone: 'Phone number (optional)',
    phoneHint: 'Format: +358123456789',
    companyName: 'Company name',
    businessId: 'Business ID',
    businessIdHint: 'Format: 1234567-8',
    street: 'Street address',
    postalCode: 'Postcode',
    postOffice: 'Town',
    termsHeading: 'Terms of use and privacy statement',
    termsRequired: 'Please accept both the terms of use and the privacy statement to continue.',
    next: 'Continue',
    checking: 'Checking...',
    back: 'Back',
    submit: 'Register',
    sending: 'Sending...',
    officeExists:
      'A property management company with this Business ID is already registered. Ask your company’s administrator for a user account, or contact our customer service:',
    failed: 'Registration failed',
    missingTitle: 'Registration link missing',
    missingBody:
      'A property management company registers with the invitation link it receives by email. If your company does not have user accounts yet, apply for them with the form; we will send the invitation link once your request has been processed.',
    request: 'Apply for property management company accounts',
  },

  managerCompanyExists: {
    title: 'This email address is already in use',
    body: 'The email address of the invitation already has a user account in the service. If you have forgotten your password, you can change it.',
    changePassword: 'Change password',
    login: 'Log in',
  },

  managerCompanySuccess: {
    title: 'Registration complete',
    body: 'The user accounts for your property management company and its administrator have been created. You can now log in and add your company’s property managers and housing companies.',
    login: 'Log in',
  },
};
