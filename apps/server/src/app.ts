import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type onRouteHookHandler,
} from 'fastify';
import {
  serializerCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PortalConfig } from '@energiaportaali/domain';
import { createCaptcha } from './adapters/captcha';
import { createMailer, type OutboxMailer } from './adapters/mail';
import { clockOf, type Clock } from './clock';
import type { Env } from './config/env';
import type { Database } from './db/connection';
import { routeAccess } from './auth/route-access';
import { sessionPlugin } from './auth/sessions';
import { documentRoutes } from './documents/routes';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { notFound, tooManyRequests } from './errors';
import { authRoutes, logoutPageRoutes } from './features/auth/routes';
import { companyRegistrationRoutes } from './features/company/registration-routes';
import { backOfficeInvitationRoutes } from './features/backoffice/invitations-routes';
import { backOfficeRegistrationRoutes } from './features/backoffice/registrations-routes';
import { backOfficeHousingRequestRoutes } from './features/backoffice/housing-requests-routes';
import { backOfficeUserRoutes } from './features/backoffice/users-routes';
import { backOfficeAuditRoutes } from './features/backoffice/audit-routes';
import { backOfficeInboxRoutes } from './features/backoffice/inbox-routes';
import { backOfficeOutboxRoutes } from './features/backoffice/outbox-routes';
import { captchaRoutes } from './features/captcha/routes';
import { companyUserRoutes } from './features/company/company-users-routes';
import { configurationRoutes } from './features/configuration/routes';
import { contactRoutes } from './features/contact/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { fibreRoutes } from './features/fibre/routes';
import { healthRoutes } from './features/health/routes';
import { housingCompanyRoutes } from './features/property-manager/housing-routes';
import { invitationRoutes } from './features/invitation/routes';
import { managerCompanyRoutes } from './features/property-manager/manager-company-routes';
import { consumerInvoiceRoutes } from './features/invoices/routes';
import { officeStaffRoutes } from './features/property-manager/staff-routes';
import { billingRoutes } from './features/billing/routes';
import { passwordRoutes } from './features/password/routes';
import { passwordResetRoutes } from './features/password-reset/routes';
import { registrationRoutes } from './features/registration/routes';
import { userDetailsRoutes } from './features/user/details-routes';
import { waterRoutes } from './features/water/routes';
import { alertRoutes } from './features/alerts/routes';
import { alertSchedulerFor } from './features/alerts/scheduler';
import { consumptionRoutes } from './features/consumption/routes';
import { temperatureRoutes } from './features/temperature/routes';
import { contractsRoutes } from './features/contracts/routes';
import { meteringPointRoutes } from './features/metering-points/routes';
import { portalOrigin } from './auth/relying-party';
import { canonicalOrigin } from './http/canonical-origin';
import { requireCsrfHeader } from './http/csrf';
import { registerMetrics } from './http/metrics';
import { handleError } from './http/error-handler';
import { registerDraining } from './http/draining';
import { isClientRoute } from './http/not-found';
import { RequestLogController } from './http/request-log';
import type { RouteContext } from './http/route-context';
import { helmetOptions } from './http/security-headers';
import { expiredRowsSweeper } from './identity/expired-rows';
import { loginServerRoutes } from './identity/login-server/routes';
import { rejectUnstorableText, zodValidatorCompiler } from './http/validation';
import { strongIdentification } from './identity/strong-identification';
import { hasWebBuild, registerWebApp, sendSpaIndex } from './web/static';

/** Every feature's routes, mounted under /api; a new feature adds its plugin here. */
const apiFeatures: FastifyPluginAsyncZod<RouteContext>[] = [
  healthRoutes,
  configurationRoutes,
  registrationRoutes,
  passwordRoutes,
  passwordResetRoutes,
  authRoutes,
  userDetailsRoutes,
  captchaRoutes,
  waterRoutes,
  consumptionRoutes,
  temperatureRoutes,
  contractsRoutes,
  meteringPointRoutes,
  consumerInvoiceRoutes,
  billingRoutes,
  feedbackRoutes,
  contactRoutes,
  fibreRoutes,
  companyRegistrationRoutes,
  housingCompanyRoutes,
  officeStaffRoutes,
  companyUserRoutes,
  invitationRoutes,
  managerCompanyRoutes,
  backOfficeRegistrationRoutes,
  backOfficeHousingRequestRoutes,
  backOfficeInvitationRoutes,
  backOfficeUserRoutes,
  backOfficeInboxRoutes,
  backOfficeOutboxRoutes,
  backOfficeAuditRoutes,
  alertRoutes,
];

/** Requests carry forms and filters, never files: anything bigger is refused with 413. */
export const bodyLimit = 64 * 1024;

export interface BuildAppOptions {
  database: Database;
  portalConfig: PortalConfig;
  env: Env;
  logger: FastifyBaseLogger;
  /** The built SPA; skipped when it holds no index.html (server tests, dev with Vite). */
  webDistDir?: string;
  /** Sees every route as it is registered (the bad-input suite collects them this way). */
  onRoute?: onRouteHookHandler;
  /** The e-mail outbox; by default one built from SMTP_URL and MAIL_FROM. */
  mailer?: OutboxMailer;
  /** Where the app reads "now"; the system's clock unless TEST_CLOCK_START says otherwise. */
  clock?: Clock;
}

export async function buildApp(options: BuildAppOptions) {
  const { database, portalConfig, env, logger, webDistDir } = options;
  const clock = options.clock ?? clockOf(env);
  const app = Fastify({
    loggerInstance: logger,
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    bodyLimit,
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  // Before anything else: a request under another host name goes to the portal's origin.
  app.addHook('onRequest', canonicalOrigin(portalOrigin(env)));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerDraining(app);
  acceptEmptyJsonBodies(app);

  await app.register(
    fastifyHelmet,
    helmetOptions(env.PUBLIC_ORIGIN, { recaptcha: env.RECAPTCHA_SECRET !== undefined }),
  );
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, {
    database,
    clock,
    trustForMs: env.SESSION_TRUST_MS,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: () => tooManyRequests(),
  });
  app.addHook('onRequest', requireCsrfHeader);
  app.addHook('preValidation', rejectUnstorableText);

  const mailer = options.mailer ?? defaultMailer(options, clock);
  // The retry worker lives as long as the app; it stops before the database closes.
  app.addHook('onReady', async () => mailer.start());
  app.addHook('preClose', () => mailer.stop());
  // Each process checks the alerts; alert_sends keeps it to one e-mail per alert and day.
  const alertScheduler = alertSchedulerFor({ database, portalConfig, env, logger, clock });
  app.addHook('onReady', async () => alertScheduler.start());
  app.addHook('preClose', () => alertScheduler.stop());
  // Expired tokens and login-server rows; an advisory lock keeps it to one process at a time.
  const sweeper = expiredRowsSweeper(database, logger, clock);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('preClose', () => sweeper.stop());
  if (env.METRICS) registerMetrics(app, { database, allow: env.METRICS_ALLOW, logger });

  const context: RouteContext = {
    database,
    portalConfig,
    env,
    clock,
    mail: mailer,
    captcha: createCaptcha(env, database.db, clock),
  };
  await app.register(
    async (api) => {
      api.addHook('preHandler', routeAccess);
      for (const feature of apiFeatures) await api.register(feature, context);
    },
    { prefix: '/api' },
  );
  await app.register(documentRoutes, context);
  await app.register(loginServerRoutes, context);
  await app.register(logoutPageRoutes, context);
  await app.register(strongIdentification, context);

  const spa = hasWebBuild(webDistDir);
  if (spa) await registerWebApp(app, webDistDir);
  app.setNotFoundHandler(
    {
      // Probing for routes is rate limited; reloading a client route is not.
      preHandler: app.rateLimit({
        max: 120,
        timeWindow: '1 minute',
        allowList: (request) => spa && isClientRoute(request),
      }),
    },
    async (request, reply) => {
      if (spa && isClientRoute(request)) return sendSpaIndex(reply);
      return reply.code(404).send(notFound().toJSON());
    },
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function defaultMailer(
  { database, portalConfig, env, logger }: BuildAppOptions,
  clock: Clock,
): OutboxMailer {
  return createMailer({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    from: env.MAIL_FROM ?? { name: portalConfig.brandName, address: portalConfig.contact.email },
    logger,
    clock,
  });
}

// A bodyless DELETE may still say `Content-Type: application/json`; Fastify would answer 400.
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
