import {
  businessRegistrationPath,
  fibreOfferPath,
  invitationPaths,
  paths,
} from '@energiaportaali/domain';
import type { RouteObject } from 'react-router';
import { clearAuthStateCookie, identityPaths } from '../lib/identity-paths';
import { Spinner } from '../components/spinner';
import { Layout } from './layout/layout';
import { ForbiddenPage } from './pages/forbidden-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/**
 * The route table. A feature screen is one line, code-split:
 * `{ path: paths.x, lazy: () => import('../features/<area>/<screen>-route') }`, where the module
 * exports `Component` (React Router's lazy-route convention).
 */
// The strong-identification state cookie is forgotten on the home page (spec 01 §7).
function clearAuthStateOnHome() {
  clearAuthStateCookie();
  return null;
}

const screens: RouteObject[] = [
  { index: true, element: <HomePage />, loader: clearAuthStateOnHome },
  { path: paths.forbidden, element: <ForbiddenPage /> },
  { path: paths.consumerLogin, lazy: () => import('../features/auth/consumer-login-route') },
  { path: paths.companyLogin, lazy: () => import('../features/auth/company-login-route') },
  { path: identityPaths.managerLogin, lazy: () => import('../features/auth/manager-login-route') },
  { path: identityPaths.managerWelcome, lazy: () => import('../features/auth/welcome-route') },
  { path: identityPaths.terms, lazy: () => import('../features/registration/terms-route') },
  {
    path: identityPaths.registrationStart,
    lazy: () => import('../features/registration/start-route'),
  },
  {
    path: identityPaths.registrationDetails,
    lazy: () => import('../features/registration/details-route'),
  },
  {
    path: identityPaths.registrationSuccess,
    lazy: () => import('../features/registration/success-route'),
  },
  {
    path: identityPaths.registrationFailure,
    lazy: () => import('../features/registration/failure-route'),
  },
  {
    path: identityPaths.identificationError,
    lazy: () => import('../features/registration/identification-error-route'),
  },
  {
    path: identityPaths.existingAccount,
    lazy: () => import('../features/registration/account-route'),
  },
  {
    path: identityPaths.existingAccountError,
    lazy: () => import('../features/registration/identification-error-route'),
  },
  {
    path: businessRegistrationPath,
    lazy: () => import('../features/registration/business-request-route'),
  },
  { path: identityPaths.passwordChange, lazy: () => import('../features/password/password-route') },
  { path: paths.consumerDashboard, lazy: () => import('../features/dashboard/dashboard-route') },
  {
    path: '/sahko/:mp/:param?',
    lazy: () => import('../features/consumption/consumer-consumption-route'),
  },
  {
    path: '/kaukolampo/:mp/:param?',
    lazy: () => import('../features/consumption/consumer-consumption-route'),
  },
  {
    path: '/vesi/:mp/:param?',
    lazy: () => import('../features/consumption/consumer-consumption-route'),
  },
  {
    path: '/yritys/:segment/:mp/:companyId',
    lazy: () => import('../features/consumption/company-consumption-route'),
  },
  {
    path: '/taloyhtio/:type/:mp',
    lazy: () => import('../features/consumption/housing-consumption-route'),
  },
  // /taloyhtio, /taloyhtio/ and /taloyhtio//:mp (an empty type): 'Ei mittaustietoja saatavilla'.
  {
    path: '/taloyhtio/*',
    lazy: () => import('../features/consumption/housing-consumption-route'),
  },
  { path: '/sopimukset', lazy: () => import('../features/contracts/contracts-route') },
  { path: '/laskut', lazy: () => import('../features/invoices/invoices-route') },
  { path: '/laskut/:type', lazy: () => import('../features/invoices/invoices-route') },
  { path: '/laskutustiedot', lazy: () => import('../features/billing/billing-route') },
  {
    path: paths.companyBilling,
    lazy: () => import('../features/billing/company-billing-route'),
  },
  { path: paths.feedback, lazy: () => import('../features/feedback/feedback-route') },
  { path: paths.contactDetails, lazy: () => import('../features/contact/contact-route') },
  { path: fibreOfferPath, lazy: () => import('../features/fibre/fibre-route') },
  // /vesilukema and /vesilukema/:type (the optional segment may name a metering point).
  { path: `${paths.waterReading}/:type?`, lazy: () => import('../features/water/water-route') },
  { path: paths.alerts, lazy: () => import('../features/alerts/alerts-route') },
  { path: paths.alertUnsubscribe, lazy: () => import('../features/alerts/unsubscribe-route') },
  { path: paths.companyOverview, lazy: () => import('../features/company/company-overview-route') },
  {
    path: invitationPaths.companyNotFound,
    lazy: () => import('../features/company/company-not-found-route'),
  },
  {
    path: `${invitationPaths.setPassword}/:id`,
    lazy: () => import('../features/invitation/set-password-route'),
  },
  {
    path: invitationPaths.setPasswordSuccess,
    lazy: () => import('../features/invitation/password-set-route'),
  },
  {
    path: invitationPaths.managerCompanyRegistration,
    lazy: () => import('../features/invitation/manager-company-route'),
  },
  {
    path: invitationPaths.managerCompanyExists,
    lazy: () => import('../features/invitation/manager-company-exists-route'),
  },
  {
    path: invitationPaths.managerCompanySuccess,
    lazy: () => import('../features/invitation/manager-company-success-route'),
  },
  {
    path: paths.managerDashboard,
    lazy: () => import('../features/property-manager/manager-dashboard-route'),
  },
  {
    path: paths.superUserDashboard,
    lazy: () => import('../features/property-manager/super-user-dashboard-route'),
  },
  { path: paths.backOfficeLogin, lazy: () => import('../features/auth/operator-login-route') },
  // The back office routes its own sections (features/backoffice/backoffice-route).
  {
    path: `${paths.backOffice}/*`,
    lazy: () => import('../features/backoffice/backoffice-route'),
  },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's code loads.
    hydrateFallbackElement: <Spinner />,
    children: [...screens, { path: '*', element: <NotFoundPage /> }],
  },
];
