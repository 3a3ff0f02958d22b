import {
  companyRegistrationPath,
  fibreOfferPath,
  invitationPaths,
  passwordResetPaths,
  paths,
} from '@energiaportaali/domain';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { clearAuthStateCookie, identityPaths } from '../lib/identity-paths';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { Layout } from './layout/layout';
import { ForbiddenPage } from './pages/forbidden-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

type ScreenModule = Promise<{ Component: ComponentType }>;

const screenLoaders = new Map<ReactNode, () => Promise<unknown>>();

/** A code-split screen: its module exports `Component`, loaded when the route first shows. */
function screen(load: () => ScreenModule) {
  const { Component: Screen, preload } = preloadableLazy(async () => (await load()).Component);
  const element = <Screen />;
  screenLoaders.set(element, preload);
  return element;
}

// One element per module that serves several paths, so that moving between those paths keeps
// the screen mounted, as one component does.
const consumerConsumption = screen(
  () => import('../features/consumption/consumer-consumption-route'),
);
const housingConsumption = screen(
  () => import('../features/consumption/housing-consumption-route'),
);
const identificationError = screen(
  () => import('../features/registration/identification-error-route'),
);
const invoices = screen(() => import('../features/invoices/invoices-route'));
const setPassword = screen(() => import('../features/invitation/set-password-route'));
const passwordSet = screen(() => import('../features/invitation/password-set-route'));

// The strong-identification state cookie is forgotten on the home page (spec 01 §7).
function Home() {
  useEffect(clearAuthStateCookie, []);
  return <HomePage />;
}

/**
 * The route table. A feature screen is one line, code-split:
 * `{ path: paths.x, element: screen(() => import('../features/<area>/<screen>-route')) }`, where
 * the module exports `Component`. The browser receives a screen's code on its first visit.
 */
const screens: RouteObject[] = [
  { index: true, element: <Home /> },
  { path: paths.forbidden, element: <ForbiddenPage /> },
  {
    path: paths.consumerLogin,
    element: screen(() => import('../features/auth/consumer-login-route')),
  },
  {
    path: paths.companyLogin,
    element: screen(() => import('../features/auth/company-login-route')),
  },
  {
    path: identityPaths.managerLogin,
    element: screen(() => import('../features/auth/manager-login-route')),
  },
  {
    path: identityPaths.managerWelcome,
    element: screen(() => import('../features/auth/welcome-route')),
  },
  {
    path: identityPaths.terms,
    element: screen(() => import('../features/registration/terms-route')),
  },
  {
    path: identityPaths.registrationStart,
    element: screen(() => import('../features/registration/start-route')),
  },
  {
    path: identityPaths.registrationDetails,
    element: screen(() => import('../features/registration/details-route')),
  },
  {
    path: identityPaths.registrationSuccess,
    element: screen(() => import('../features/registration/success-route')),
  },
  {
    path: identityPaths.registrationFailure,
    element: screen(() => import('../features/registration/failure-route')),
  },
  {
    path: identityPaths.identificationError,
    element: identificationError,
  },
  {
    path: identityPaths.existingAccount,
    element: screen(() => import('../features/registration/account-route')),
  },
  {
    path: identityPaths.existingAccountError,
    element: identificationError,
  },
  {
    path: companyRegistrationPath,
    element: screen(() => import('../features/registration/company-request-route')),
  },
  {
    path: identityPaths.passwordChange,
    element: screen(() => import('../features/password/password-route')),
  },
  {
    path: passwordResetPaths.request,
    element: screen(() => import('../features/password-reset/request-route')),
  },
  {
    path: `${passwordResetPaths.newPassword}/:token`,
    element: screen(() => import('../features/password-reset/new-password-route')),
  },
  {
    path: paths.consumerDashboard,
    element: screen(() => import('../features/dashboard/dashboard-route')),
  },
  {
    path: '/sahko/:mp/:param?',
    element: consumerConsumption,
  },
  {
    path: '/kaukolampo/:mp/:param?',
    element: consumerConsumption,
  },
  {
    path: '/vesi/:mp/:param?',
    element: consumerConsumption,
  },
  {
    path: '/yritys/:segment/:mp/:companyId',
    element: screen(() => import('../features/consumption/company-consumption-route')),
  },
  {
    path: '/taloyhtio/:type/:mp',
    element: housingConsumption,
  },
  // /taloyhtio, /taloyhtio/ and /taloyhtio//:mp (an empty type): 'Ei mittaustietoja saatavilla'.
  {
    path: '/taloyhtio/*',
    element: housingConsumption,
  },
  { path: '/sopimukset', element: screen(() => import('../features/contracts/contracts-route')) },
  { path: '/laskut', element: invoices },
  { path: '/laskut/:type', element: invoices },
  { path: '/laskutustiedot', element: screen(() => import('../features/billing/billing-route')) },
  {
    path: paths.companyBilling,
    element: screen(() => import('../features/billing/company-billing-route')),
  },
  { path: paths.feedback, element: screen(() => import('../features/feedback/feedback-route')) },
  {
    path: paths.contactDetails,
    element: screen(() => import('../features/contact/contact-route')),
  },
  { path: fibreOfferPath, element: screen(() => import('../features/fibre/fibre-route')) },
  // /vesilukema and /vesilukema/:type (the optional segment may name a metering point).
  {
    path: `${paths.waterReading}/:type?`,
    element: screen(() => import('../features/water/water-route')),
  },
  { path: paths.alerts, element: screen(() => import('../features/alerts/alerts-route')) },
  {
    path: paths.alertUnsubscribe,
    element: screen(() => import('../features/alerts/unsubscribe-route')),
  },
  {
    path: paths.companyOverview,
    element: screen(() => import('../features/company/company-overview-route')),
  },
  {
    path: invitationPaths.companyNotFound,
    element: screen(() => import('../features/company/company-not-found-route')),
  },
  {
    path: `${invitationPaths.setPassword}/:id`,
    element: setPassword,
  },
  {
    path: `${invitationPaths.operatorSetPassword}/:id`,
    element: setPassword,
  },
  {
    path: invitationPaths.setPasswordSuccess,
    element: passwordSet,
  },
  {
    path: invitationPaths.operatorPasswordSet,
    element: passwordSet,
  },
  {
    path: invitationPaths.managerCompanyRegistration,
    element: screen(() => import('../features/invitation/manager-company-route')),
  },
  {
    path: invitationPaths.managerCompanyExists,
    element: screen(() => import('../features/invitation/manager-company-exists-route')),
  },
  {
    path: invitationPaths.managerCompanySuccess,
    element: screen(() => import('../features/invitation/manager-company-success-route')),
  },
  {
    path: paths.managerDashboard,
    element: screen(() => import('../features/property-manager/manager-dashboard-route')),
  },
  {
    path: paths.superUserDashboard,
    element: screen(() => import('../features/property-manager/super-user-dashboard-route')),
  },
  {
    path: paths.backOfficeLogin,
    element: screen(() => import('../features/auth/operator-login-route')),
  },
  // The back office routes its own sections (features/backoffice/backoffice-route).
  {
    path: `${paths.backOffice}/*`,
    element: screen(() => import('../features/backoffice/backoffice-route')),
  },
];

const routes: RouteObject[] = [
  { element: <Layout />, children: [...screens, { path: '*', element: <NotFoundPage /> }] },
];

/**
 * Starts fetching the code of the screen at `pathname` right away, beside the configuration
 * request the routes wait for; a failure is left to the route itself to show.
 */
export function preloadScreen(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    screenLoaders
      .get(route.element)?.()
      .catch(() => undefined);
  }
}

/** The screen of the current location in the layout; a screen that fails shows the error page. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
