import type { MenuItemId } from '@energiaportaali/domain';
import type { Texts } from './catalogue';
import { alerts } from './en-alerts';
import { backOffice } from './en-backoffice';
import { billing } from './en-billing';
import { company } from './en-company';
import { consumption } from './en-consumption';
import { contracts } from './en-contracts';
import { dashboard } from './en-dashboard';
import { invitation } from './en-invitation';
import { invoices } from './en-invoices';
import { passwordReset } from './en-password-reset';
import { propertyManager } from './en-property-manager';
import { selfService } from './en-self-service';
import { water } from './en-water';

const menu: Record<MenuItemId, string> = {
  home: 'Home',
  waterReading: 'Report water meter reading',
  contact: 'Contact us',
  alerts: 'Alerts',
  contactDetails: 'Change contact details',
  managerGuide: 'User guide',
  logout: 'Log out',
};

/** The English catalogue: every key of the Finnish one, composed the same way. */
export const en: Texts = {
  consumption,
  dashboard,
  contracts,
  invoices,
  billing,
  selfService,
  water,
  alerts,
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    back: 'Back',
    skipToContent: 'Skip to content',
  },
  configurationError: {
    title: 'The service is not available right now',
    body: 'Loading the service failed. Check your internet connection and try again.',
  },
  routeError: {
    title: 'The page could not be shown',
    body: 'An unexpected error occurred in the service. Please reload the page.',
    reload: 'Reload page',
  },
  header: {
    menuButton: 'Menu',
    menuLabel: 'Main menu',
    languageLabel: 'Language',
  },
  menu,
  home: {
    title: 'Welcome to the online service',
    welcome: 'Follow your consumption, view your contracts and contact us – all in one service.',
    entryHeading: 'Log in to the service',
    consumers: 'Consumers',
    corporate: 'Business customers',
    managers: 'Property managers',
  },
  forbidden: {
    title: 'No access',
    body: 'You tried to open a page you do not have access to. If you are a consumer customer, log in to the service as a consumer.',
    loginAsConsumer: 'Log in as a consumer',
  },
  notFound: {
    title: '404: Page not found',
    body: 'The page you were looking for was not found. The address may be mistyped or the page may have been removed.',
    backHome: 'Go to home page',
  },
  login: {
    loading: 'Loading user details...',
    notFound:
      'Your user details were not found. If the problem continues, please contact customer service.',
    maintenance:
      'Our back-end systems are down for maintenance, so consumption data is not available. Please try again later.',
    wrongCredentials: 'Incorrect email or password',
    customerDataFailed:
      'Login failed because your customer details could not be loaded. Please contact customer service.',
    cancelled: 'Login was cancelled.',
    stateLost:
      'Login was interrupted: its details were missing or had expired. Please log in again.',
    loginFailed: 'Login failed. Please try to log in again.',
    emailUnverified:
      'Login failed: the identification service has not verified your email address. Verify the address in that service and then log in again.',
    emailBound:
      'Login failed: the username of your email address is already linked to another account of the identification service. Log in with that account or contact customer service.',
    retry: 'Log in again',
    title: 'Login',
    logout: 'Log out',
    backHome: 'Go to home page',
    otherEntry: {
      consumer: {
        body: 'Your account is a consumer customer account. Please use the consumer login.',
        link: 'Log in as a consumer',
      },
      company: {
        body: 'Your account is a business customer account. Please use the business customer login.',
        link: 'Log in as a business customer',
      },
      rem: {
        body: 'Your account is a property manager account. Please use the property manager login.',
        link: 'Log in as a property manager',
      },
      operator: {
        body: 'Your account is a customer service account. Please use the customer service login.',
        link: 'Log in to customer service',
      },
    },
  },
  welcome: {
    title: 'Welcome to the service!',
    body: 'The online service for property managers and property management companies: the consumption data of your housing companies in one place.',
    enter: 'Enter the service',
  },
  identification: {
    intro:
      'Identify yourself with your online banking credentials or mobile certificate. After identification you will return to this service.',
    vatuButton: 'Identify yourself',
    vatuRedirecting: 'Going to identification...',
    banksHeading: 'Choose your bank',
    banksLoading: 'Loading banks...',
    registrationLinkFailed: 'Loading the registration link failed',
    passwordLinkFailed: 'Loading the password change link failed',
    banksNetworkError: 'Connection error while loading the banks',
    banksError: 'Loading the banks failed',
    interrupted: 'Identification was interrupted',
    interruptedBody: 'The identification was not completed. You can try again.',
    newAttempt: 'Try identifying again',
  },
  terms: {
    title: 'Terms of use and privacy statement',
    intro:
      'Please read the terms of use and the privacy statement and accept them before you continue to registration.',
    termsLink: 'Terms of use (PDF)',
    privacyLink: 'Privacy statement (PDF)',
    acceptTerms: 'I accept the terms of use',
    acceptPrivacy: 'I have read and accept the privacy statement',
    submit: 'Send',
    required: 'Please accept both the terms of use and the privacy statement to continue.',
  },
  registration: {
    startTitle: 'Register for the service',
    startIntro:
      'Registration requires strong electronic identification. After identification you will create your user account.',
    formTitle: 'Your details',
    formIntro: 'Your email address is your username. All fields are required.',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    phoneHint: 'Format: +358123456789',
    password: 'Password',
    password2: 'Repeat password',
    passwordHint:
      'At least 8 characters. Avoid your name, your email address and words that are easy to guess.',
    submit: 'Register',
    sending: 'Sending',
    userExists: 'This person or email address already has a user account.',
    failed: 'Registration failed',
    registeredWithoutCustomerData: 'User registered. Your customer details could not be loaded.',
    registeredWithoutCustomerDataHelp:
      'Your user account has been created, but your customer details could not be loaded. If the problem continues, please contact customer service:',
    existsTitle: 'You already have a user account',
    existsBody: 'Your username is',
    existsChangePassword: 'Change password',
    existsLogin: 'Log in',
    successTitle: 'Registration complete',
    successBody: 'Your user account has been created. You can now log in to the service.',
    login: 'Log in',
    failureTitle: 'Registration failed',
    failureBody:
      'No customer account was found with your identification details, so a user account could not be created. If the problem continues, please contact customer service:',
    cancelledTitle: 'Identification cancelled',
    failedTitle: 'Identification failed',
    cancelledBody: 'The identification was cancelled, and no details were passed to the service.',
    failedBody: 'An error occurred during identification. Please try again.',
    register: 'Register',
    changePassword: 'Change password',
    missingToken: 'Invalid identification code',
  },
  password: {
    startTitle: 'Change password',
    startIntro:
      'Change a forgotten password by identifying yourself with strong electronic identification. After identification you can set a new password.',
    title: 'New password',
    username: 'Username',
    password: 'New password',
    password2: 'Repeat new password',
    hint: 'At least 8 characters. Avoid your name, your email address and words that are easy to guess.',
    strengthLoading: 'Loading the password check...',
    strengthFailed:
      'The password could not be checked. Check your internet connection and try again.',
    save: 'Save',
    saving: 'Saving',
    changed: 'Password changed',
    changedBody: 'You can now log in to the service with your new password.',
    login: 'Log in',
    invalidToken: 'Invalid identification code',
    emailFailed: 'Loading the user details failed',
    serverError: 'Server error',
    resetFailed: 'Resetting the login details failed',
    userNotFound: 'User not found',
  },
  passwordReset,
  pointLinks: {
    label: (name: string) => `${name}: metering points`,
    loading: 'Loading metering points...',
    loadFailed: 'Loading the metering points failed',
    unauthorized: 'You are not authorised to view this data. Logging you out...',
    none: 'No metering points',
  },
  company,
  propertyManager,
  invitation,
  companyRegistration: {
    title: 'Apply for user accounts',
    intro:
      'Companies and property management companies get their user accounts from customer service. Fill in your details and we will contact you.',
    creds: 'I would like user accounts',
    credsOptions: { business: 'For a company', manager: 'For a property management company' },
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    companyName: 'Company name',
    businessId: 'Company’s Business ID',
    businessIdHint: 'Format: 1234567-8',
    subsidiary: (n: number) => `Subsidiary’s Business ID ${n}`,
    addSubsidiary: 'Add subsidiary',
    removeSubsidiary: 'Remove',
    removeSubsidiaryLabel: (n: number) => `Remove subsidiary’s Business ID ${n}`,
    submit: 'Send request',
    sending: 'Sending...',
    succeeded:
      'Thank you for your registration request! We will contact you when your user account is ready to use.',
    failed: 'Sending your registration request failed. Please reload the page and try again.',
    entryLink: 'Apply for user accounts for a company or property management company',
  },
  footer: {
    customerService: 'Customer service',
    phone: 'Phone',
    email: 'Email',
    officeHours: 'Opening hours',
    faultReports: 'Fault reports',
    faultReportsIntro: 'Fault reports outside office hours:',
    documents: 'Documents',
    privacyStatement: 'Privacy statement',
    termsOfUse: 'Terms of use',
    accessibilityStatement: 'Accessibility statement',
    accessibilityStatementPath: '/accessibility',
  },
  backOffice,
};
