import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { applicationsModule } from './modules/applications/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { createGoogleVerifier, type GoogleVerifier } from './modules/auth/google.ts';
import { authModule } from './modules/auth/index.ts';
import { createAccessTokens } from './modules/auth/tokens.ts';
import { certificatesModule } from './modules/certificates/index.ts';
import { coursesModule } from './modules/courses/index.ts';
import { dashboardsModule } from './modules/dashboards/index.ts';
import { discussionsModule } from './modules/discussions/index.ts';
import { healthModule } from './modules/health/index.ts';
import { APP_VERSION } from './modules/health/routes.ts';
import { learningModule } from './modules/learning/index.ts';
import { libraryModule } from './modules/library/index.ts';
import { liveModule } from './modules/live/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { membershipModule } from './modules/membership/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { progressModule } from './modules/progress/index.ts';
import { qbankModule } from './modules/qbank/index.ts';
import { questionReportsModule } from './modules/question-reports/index.ts';
import { quizzesModule } from './modules/quizzes/index.ts';
import { remindersModule } from './modules/reminders/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { revisionModule } from './modules/revision/index.ts';
import { tutorsModule } from './modules/tutors/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import type { Deps } from './platform/deps.ts';
import type { Prerenderer } from './platform/first-paint/index.ts';
import { registerWebApp } from './platform/first-paint/index.ts';
import { runModuleJobs } from './platform/jobs.ts';
import { registerLifecycle } from './platform/lifecycle.ts';
import { registerMetrics } from './platform/metrics.ts';
import type { ServerModule } from './platform/module.ts';
import { createLocalProvider } from './platform/payments/local.ts';
import type { StripeOptions } from './platform/payments/stripe.ts';
import { collectRegistries, type Registries } from './platform/registries.ts';
import { createServer, type LoggerChoice, registerPlatform } from './platform/server.ts';
import { createLocalStorage } from './platform/storage/local.ts';
import { createS3Storage } from './platform/storage/s3.ts';
import { createUrlSigner } from './platform/storage/signing.ts';
import type { Storage } from './platform/storage/storage.ts';

/**
 * The server's modules (docs/decisions/420). Their routes are registered, their personal data exported and
 * erased, their payment listeners told and their jobs started in this order.
 */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  authModule,
  accountsModule,
  paymentsModule,
  membershipModule,
  applicationsModule,
  coursesModule,
  learningModule,
  uploadsModule,
  discussionsModule,
  notificationsModule,
  liveModule,
  mailModule,
  quizzesModule,
  qbankModule,
  progressModule,
  revisionModule,
  tutorsModule,
  libraryModule,
  remindersModule,
  auditModule,
  reviewsModule,
  certificatesModule,
  questionReportsModule,
  dashboardsModule,
];

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  google?: GoogleVerifier | null;
  /** false for none; otherwise the level (default config.logLevel) and a destination stream (tests). */
  logger?: LoggerChoice;
  storage?: Storage;
  /** Overrides for Stripe's API address (tests point it at a local stand-in). */
  stripe?: Omit<StripeOptions, 'secretKey'>;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The pages' first-paint renderer; by default the web build's own, when it has one (tests pass theirs). */
  prerenderer?: Prerenderer | null;
  /** Run the modules' periodic jobs (the payment sweep…) from start to close: on in the server, off in tests. */
  backgroundJobs?: boolean;
  /** The modules to build the app from: every one by default (a test may build a smaller app). */
  modules?: readonly ServerModule[];
}

/** The storage driver the configuration names: S3-compatible when set, else a directory under DATA_DIR. */
export function storageFor(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'uploads'));
}

/** What services need from the outside world, built once per app with that app's registries. */
async function createDeps(options: BuildAppOptions, clock: Clock, registries: Registries): Promise<Deps> {
  const { config, db } = options;
  const deps: Omit<Deps, 'payments'> = {
    config,
    db,
    clock,
    tokens: createAccessTokens(config.jwtSecret, clock),
    google:
      options.google !== undefined
        ? options.google
        : config.googleClientId
          ? createGoogleVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl, clock })
          : null,
    storage: options.storage ?? storageFor(config),
    signer: createUrlSigner(config.jwtSecret),
    stripe: null,
    registries,
  };
  if (config.paymentProvider !== 'stripe') return { ...deps, payments: createLocalProvider(db, clock) };
  // Loaded only when chosen: the default start never loads the Stripe SDK.
  const { createStripeClient, createStripeProvider } = await import('./platform/payments/stripe.ts');
  const stripe = createStripeClient({ secretKey: config.stripeSecretKey!, ...options.stripe });
  return { ...deps, stripe, payments: createStripeProvider(stripe) };
}

/** The app: the platform's plugins, then every module's routes under /api, then the web app and its pages. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const modules = options.modules ?? MODULES;
  const app = createServer(config, options.logger);
  const deps = await createDeps(options, options.clock ?? systemClock, collectRegistries(modules));
  app.decorate('deps', deps);
  registerLifecycle(app);
  if (options.backgroundJobs) runModuleJobs(app, deps, deps.registries.jobs);
  await registerPlatform(app, config, APP_VERSION);
  registerMetrics(app);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      for (const module of modules) if (module.routes) await api.register(module.routes);
    },
    { prefix: '/api' },
  );

  // Public pages (head tags, sitemap entries) of the modules that have them.
  const webDist = options.serveWeb !== false ? config.webDist : '/nonexistent';
  await registerWebApp(app, webDist, deps.registries.pages, options.prerenderer);
  return app;
}
