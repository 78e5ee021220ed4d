import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { retryingNotifier } from './platform/adapters/message-retries';
import { devOutboxNotifier, smtpNotifier } from './platform/adapters/notify';
import { sandboxPayments } from './platform/adapters/payments';
import { importedExternalPatients } from './platform/adapters/external-patients';
import { createPharmacies } from './platform/adapters/pharmacies-setup';
import { localStorageAdapter, type StorageAdapter } from './platform/adapters/storage';
import { s3StorageAdapter } from './platform/adapters/storage-s3';
import { stripePayments } from './platform/adapters/stripe-payments';
import { recordingSandbox } from './platform/adapters/sandbox-record';
import { createTokenService, type AccessClaims } from './platform/auth/tokens';
import { ActorCache } from './platform/auth/actor-cache';
import type { Config } from './platform/config';
import type { Db } from './platform/db/client';
import { ctxOf, depsOf, publicRoute, registerRequestContext, requireAudience } from './platform/http/context';
import { anonymous } from './platform/access/actor';
import { createContext, type Deps } from './platform/context';
import { registerApiCompression } from './platform/http/compression';
import { serializerCompiler } from './platform/http/serializer';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerInputGuard } from './platform/http/input';
import { registerCardGuard } from './platform/http/card-guard';
import { databaseCardStore } from './platform/adapters/sandbox-cards';
import { registerSandboxTokenizer } from './platform/http/sandbox-tokenizer';
import { loggerOptions } from './platform/http/logger';
import { registerSecurity } from './platform/http/security';
import { registerSpa } from './platform/http/spa';
import { firstView } from './platform/http/first-view';
import { authRoutes } from './modules/auth/routes/public';
import { patientPageToken } from './modules/auth/auth.service';
import { systemRoutes } from './modules/system/routes/public';
import { publicCatalogRoutes } from './modules/catalog/routes/public';
import { doctorCatalogRoutes } from './modules/catalog/routes/doctor';
import { publicIntakeRoutes } from './modules/intake/routes/public';
import { checkoutRoutes } from './flows/routes/intake';
import { patientIntakeRoutes } from './modules/intake/routes/patient';
import { paymentRoutes } from './modules/payments/routes/payments';
import { storageRoutes } from './modules/storage/routes/uploads';
import { doctorOrderRoutes } from './modules/orders/routes/doctor';
import { patientOrderRoutes } from './modules/orders/routes/patient';
import { patientOrderDetailRoutes } from './flows/routes/patient-orders';
import { doctorPatientRoutes } from './modules/patients/routes/doctor';
import { partnerPatientRoutes } from './modules/patients/routes/partner';
import { carePatientRoutes } from './modules/patients/routes/care';
import { patientChartRoutes } from './flows/routes/patient-chart';
import { careTaskRoutes } from './modules/care-tasks/routes/care';
import { partnerOrderRoutes } from './modules/orders/routes/partner';
import { patientProfileRoutes } from './modules/patients/routes/patient';
import { doctorAccountRoutes } from './modules/accounts/routes/doctor';
import { doctorProfileRoutes } from './flows/routes/doctor-profile';
import { actorOfToken } from './modules/accounts/accounts.service';
import { cardRoutes } from './modules/payments/routes/cards';
import { webhookOrderRoutes } from './modules/webhook-orders/routes/owners';
import { doctorPrescriptionRoutes } from './modules/prescriptions/routes/doctor';
import { partnerAccountRoutes } from './modules/accounts/routes/partner';
import { partnerPaymentRoutes } from './modules/payments/routes/partner';
import { partnerStorageRoutes } from './modules/storage/routes/partner';
import { partnerInvoiceRoutes } from './modules/invoices/routes/partner';
import { sharedInvoiceRoutes } from './modules/invoices/routes/shared';
import { adminInvoiceRoutes } from './modules/invoices/routes/admin';
import { adminCatalogRoutes } from './modules/catalog/routes/admin';
import { adminMedicationStatsRoutes } from './modules/orders/routes/admin-medication-stats';
import { adminDoctorRoutes } from './modules/accounts/routes/admin-doctors';
import { adminActAsRoutes } from './modules/auth/routes/admin-act-as';
import { adminDoctorPatientRoutes } from './modules/patients/routes/admin-doctor-patients';
import { ownAccountRoutes } from './modules/accounts/routes/account';
import { accountSecurityRoutes } from './modules/auth/routes/account';
import { avatarStorageRoutes } from './modules/storage/routes/avatar';
import { staffTrainingRoutes } from './modules/training/routes/staff';
import { adminTrainingRoutes } from './modules/training/routes/admin';
import { adminAuditRoutes } from './modules/audit/routes/admin';
import { adminAccountRoutes } from './modules/accounts/routes/admin-accounts';
import { adminAuthRoutes } from './modules/auth/routes/admin';
import { adminDashboardRoutes } from './modules/orders/routes/admin-dashboard';
import { adminOrderRoutes } from './modules/orders/routes/admin';
import { orderClosingRoutes } from './flows/routes/orders';
import { adminPatientRoutes } from './modules/patients/routes/admin';
import { adminPharmacyRoutes, adminPrescriptionRoutes } from './modules/prescriptions/routes/admin';
import { adminPartnerRoutes } from './modules/accounts/routes/admin-partners';
import { adminPartnerDetailRoutes } from './flows/routes/admin-partners';
import { adminPartnerPatientRoutes } from './modules/patients/routes/admin-partners';
import { adminPatientFlowRoutes } from './flows/routes/admin-patients';
import { adminPartnerInsightRoutes } from './modules/partner-insights/routes/admin';
import { adminRenewalRoutes } from './modules/orders/routes/admin-renewals';
import { adminCustomPricingRoutes } from './modules/catalog/routes/admin-custom-pricing';
import { adminPayoutRoutes } from './modules/payments/routes/admin-payouts';
import { adminRefundRoutes } from './modules/payments/routes/admin-refunds';
import { adminLedgerRoutes } from './modules/ledger/routes/admin';
import { apiKeyRoutes } from './modules/api-keys/routes/owners';
import { actorOfApiKey } from './modules/api-keys/api-keys.service';
import { shortLinkRoutes, shortLinkRedirectRoutes } from './modules/short-links/routes/common';
import { publicUrlStorageRoutes } from './modules/storage/routes/public-url';
import { salesAccountRoutes } from './modules/accounts/routes/sales';
import { salesDashboardRoutes } from './flows/routes/sales';
import { salesPaymentRoutes } from './modules/payments/routes/sales';
import { patientActivityRoutes } from './modules/activities/routes/patient';
import { careSessionRoutes } from './modules/care-sessions/routes/care';
import { patientCareSessionRoutes } from './modules/care-sessions/routes/patient';
import { adminOutcomeRoutes } from './modules/outcomes/routes/admin';
import { doctorOutcomeRoutes } from './modules/outcomes/routes/doctor';
import { partnerOutcomeRoutes } from './modules/outcomes/routes/partner';
import { patientOutcomeRoutes } from './modules/outcomes/routes/patient';
import { doctorTreatmentPlanRoutes } from './modules/treatment-plans/routes/doctor';
import { patientTreatmentPlanRoutes } from './modules/treatment-plans/routes/patient';
import { chatRoutes } from './modules/chat/routes/common';
import { chatSocketRoutes } from './modules/chat/routes/socket';
import { startMessageRetryJob } from './jobs/message-retries';
import { startPharmacyStatusJob } from './jobs/pharmacy-status';
import { startRefundJob } from './jobs/refunds';
import { startInvoiceJob } from './jobs/invoices';
import { startAutoBillingJob } from './jobs/auto-billing';
import { startLedgerCheckJob } from './jobs/ledger-check';
import { startTestTickJob } from './jobs/test-tick';
import { adminJobRoutes } from './modules/jobs/routes/admin';
import { JobQueue } from './platform/jobs/queue';
import { startCareTaskJob } from './jobs/care-tasks';
import { startIdempotencyKeyJob } from './jobs/idempotency-keys';
import { registerIdempotency } from './platform/http/idempotency';
import { startAuditPartitionJob } from './jobs/audit-partitions';
import { startAuditHourlyCountJob } from './jobs/audit-hourly-counts';
import { startReachCountJob } from './jobs/reach-counts';
import { startOutcomeSummaryJob } from './jobs/outcome-summaries';

declare module 'fastify' {
  /** The services' Deps (config and adapters; the app's own logger), the database and the job queue. */
  interface FastifyInstance extends Omit<Deps, 'log'> {
    db: Db;
    jobs: JobQueue;
    /** shuttingDown: set on SIGTERM (main.ts) or when the app closes; GET /ready answers 503 from then on. */
    lifecycle: { shuttingDown: boolean };
  }
}

/** The configuration and the database; any adapter left out is made from the configuration. */
export type AppDeps = Partial<Pick<Deps, 'notifier' | 'payments' | 'storage' | 'pharmacies' | 'externalPatients'>> & {
  config: Config;
  db: Db;
  logger?: boolean;
};

/** Builds the whole server without listening: main.ts listens, tests use app.inject(). */
/** Uploads in the S3 bucket when S3_BUCKET is set (several hosts), otherwise under DATA_DIR/uploads. */
const storageFor = (config: Config): StorageAdapter =>
  config.S3_BUCKET
    ? s3StorageAdapter({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        presignedDownloads: config.S3_PRESIGNED_DOWNLOADS,
        secret: config.JWT_SECRET,
      })
    : localStorageAdapter(join(config.DATA_DIR, 'uploads'), config.JWT_SECRET);

export async function buildApp({
  config,
  db,
  notifier,
  payments,
  storage,
  pharmacies,
  externalPatients,
  logger = true,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.LOG_LEVEL, !config.isProduction && process.stdout.isTTY) : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // On close: idle keep-alive connections are closed at once, those with a request in flight once it is answered.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('lifecycle', { shuttingDown: false });
  app.addHook('preClose', async () => {
    app.lifecycle.shuttingDown = true;
  });
  // While draining, every reply closes its connection: the client (or the proxy) opens its next one elsewhere.
  app.addHook('onRequest', async (_req, reply) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
  });
  app.decorate('db', db);
  app.decorate('tokens', createTokenService(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS));
  const messageProvider =
    notifier ?? (config.SMTP_URL ? smtpNotifier(config.SMTP_URL, config.MAIL_FROM, app.log) : devOutboxNotifier(db, app.log));
  app.decorate('notifier', retryingNotifier(messageProvider, db, app.log));
  app.decorate(
    'payments',
    payments ??
      (config.STRIPE_SECRET_KEY
        ? stripePayments(config.STRIPE_SECRET_KEY)
        : recordingSandbox(sandboxPayments(undefined, databaseCardStore(db)), db)),
  );
  app.decorate('storage', storage ?? storageFor(config));
  app.decorate('pharmacies', pharmacies ?? createPharmacies(config, db));
  app.decorate('externalPatients', externalPatients ?? importedExternalPatients(db));
  app.decorate(
    'jobs',
    new JobQueue(db, app.log, {
      enabled: config.JOBS_ENABLED,
      retryLimit: config.JOB_RETRY_LIMIT,
      retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    }),
  );
  app.decorate('resolveActor', (claims: AccessClaims) => actorOfToken(db, claims));
  const actorCache = new ActorCache(config.ACTOR_CACHE_MS).register();
  app.decorate('actorCache', actorCache);
  // An API key is checked in a context of its own: the request's (built later, by ctxOf) takes the key's actor.
  app.decorate('resolveApiKey', (req, key, scope) => {
    const origin = { ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
    return actorOfApiKey(createContext({ db, actor: anonymous, origin, deps: depsOf(app) }), key, scope);
  });
  app.decorateRequest('auth', null);
  registerRequestContext(app);
  // Before swagger and the routes: every write under /api/v1 honors an Idempotency-Key (and documents the header).
  registerIdempotency(app, '/api/v1');

  // Only the patient's page session is a cookie (platform/auth/page-cookie.ts); the API authenticates by bearer token.
  await app.register(cookie);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app, config.isProduction, { stripe: Boolean(config.STRIPE_SECRET_KEY) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'GLP-1 telehealth API', version: '1.0.0', description: 'Every call of endpoints.tsv, under /api/v1.' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // The chat socket (CHAT_SOCKET_PATH): clients send nothing but pings, so frames are small.
  await app.register(websocket, { options: { maxPayload: 4096 } });

  // Denied by default: every route under /api/v1 declares who may call it, or the app does not start.
  requireAudience(app, '/api/v1');
  await app.register(
    async (api) => {
      registerCardGuard(api);
      await registerApiCompression(api);
      api.get('/openapi.json', { ...publicRoute('the OpenAPI document'), schema: { hide: true } }, async () => app.swagger());
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(publicCatalogRoutes);
      await api.register(doctorCatalogRoutes);
      await api.register(publicIntakeRoutes);
      await api.register(checkoutRoutes);
      await api.register(patientIntakeRoutes);
      await api.register(paymentRoutes);
      await api.register(storageRoutes);
      await api.register(patientProfileRoutes);
      await api.register(patientOrderRoutes);
      await api.register(patientOrderDetailRoutes);
      await api.register(doctorOrderRoutes);
      await api.register(doctorPatientRoutes);
      await api.register(partnerOrderRoutes);
      await api.register(partnerPatientRoutes);
      await api.register(doctorAccountRoutes);
      await api.register(doctorProfileRoutes);
      await api.register(cardRoutes);
      await api.register(webhookOrderRoutes);
      await api.register(doctorPrescriptionRoutes);
      await api.register(partnerAccountRoutes);
      await api.register(partnerPaymentRoutes);
      await api.register(partnerStorageRoutes);
      await api.register(partnerInvoiceRoutes);
      await api.register(sharedInvoiceRoutes);
      await api.register(adminInvoiceRoutes);
      await api.register(adminCatalogRoutes);
      await api.register(adminMedicationStatsRoutes);
      await api.register(adminDoctorRoutes);
      await api.register(adminDoctorPatientRoutes);
      await api.register(adminActAsRoutes);
      await api.register(adminPharmacyRoutes);
      await api.register(ownAccountRoutes);
      await api.register(accountSecurityRoutes);
      await api.register(avatarStorageRoutes);
      await api.register(staffTrainingRoutes);
      await api.register(adminTrainingRoutes);
      await api.register(adminAuditRoutes);
      await api.register(adminAccountRoutes);
      await api.register(adminAuthRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminOrderRoutes);
      await api.register(orderClosingRoutes);
      await api.register(adminPatientRoutes);
      await api.register(adminPrescriptionRoutes);
      await api.register(adminPartnerRoutes);
      await api.register(adminPartnerDetailRoutes);
      await api.register(adminPartnerPatientRoutes);
      await api.register(adminPatientFlowRoutes);
      await api.register(adminPartnerInsightRoutes);
      await api.register(adminRenewalRoutes);
      await api.register(adminCustomPricingRoutes);
      await api.register(adminPayoutRoutes);
      await api.register(adminRefundRoutes);
      await api.register(adminLedgerRoutes);
      await api.register(apiKeyRoutes);
      await api.register(shortLinkRoutes);
      await api.register(publicUrlStorageRoutes);
      await api.register(salesAccountRoutes);
      await api.register(salesDashboardRoutes);
      await api.register(salesPaymentRoutes);
      await api.register(carePatientRoutes);
      await api.register(patientChartRoutes);
      await api.register(patientActivityRoutes);
      await api.register(adminJobRoutes);
      await api.register(careTaskRoutes);
      await api.register(careSessionRoutes);
      await api.register(patientCareSessionRoutes);
      await api.register(patientTreatmentPlanRoutes);
      await api.register(doctorTreatmentPlanRoutes);
      await api.register(patientOutcomeRoutes);
      await api.register(doctorOutcomeRoutes);
      await api.register(partnerOutcomeRoutes);
      await api.register(adminOutcomeRoutes);
      await api.register(chatRoutes);
      await api.register(chatSocketRoutes);
    },
    { prefix: '/api/v1' },
  );

  // The sandbox's stand-in for Stripe.js, outside /api/v1: only while the payments adapter is the sandbox.
  if (app.payments.sandboxTokenizer) await registerSandboxTokenizer(app, app.payments.sandboxTokenizer);
  // Short links resolve on every host, outside /api/v1 (GET /s/{code}: 302 to the intake page).
  await app.register(shortLinkRedirectRoutes);
  const pageTokenOf = (req: FastifyRequest, sessionId: string) => patientPageToken(ctxOf(req), sessionId);
  const drawFirstView = config.FIRST_VIEW ? firstView(app, config.PUBLIC_DIR, config.SSR_DIR, pageTokenOf) : undefined;
  await registerSpa(app, config.PUBLIC_DIR, drawFirstView);
  let stopJobs: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stopJobs = [
      startPharmacyStatusJob(app),
      startMessageRetryJob(app, messageProvider),
      startRefundJob(app),
      startInvoiceJob(app),
      startAutoBillingJob(app),
      startTestTickJob(app),
      startCareTaskJob(app),
      startLedgerCheckJob(app),
      startIdempotencyKeyJob(app),
      startAuditPartitionJob(app),
      startAuditHourlyCountJob(app),
      startReachCountJob(app),
      startOutcomeSummaryJob(app),
    ];
    await app.jobs.start();
    await actorCache.listen(db, app.log);
  });
  // Stops fetching jobs, then waits (at most 20 s) for the pass under way.
  app.addHook('onClose', async () => {
    await Promise.all(stopJobs.map((stop) => stop()));
    await app.jobs.close();
    await actorCache.close();
  });
  return app;
}
