import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { DOCUMENT_MAX_BYTES, TUTOR_HOLD_SWEEP_INTERVAL_MS } from '@medprep/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerCorePersonalData, registerPersonalData } from './modules/accounts/personal-data.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { createGoogleVerifier, type GoogleVerifier } from './modules/auth/google.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAccessTokens } from './modules/auth/tokens.ts';
import { coursePages } from './modules/courses/page-meta.ts';
import { registerCourses } from './modules/courses/purchasable.ts';
import { courseRoutes } from './modules/courses/routes.ts';
import { anonymiseDiscussionAuthor, exportDiscussionData } from './modules/discussions/personal-data.ts';
import { discussionRoutes } from './modules/discussions/routes.ts';
import { APP_VERSION, healthRoutes } from './modules/health/routes.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { libraryPages } from './modules/library/page-meta.ts';
import { libraryPersonalData } from './modules/library/personal-data.ts';
import { registerLibrary } from './modules/library/purchasable.ts';
import { libraryRoutes } from './modules/library/routes.ts';
import { livePages } from './modules/live/page-meta.ts';
import { registerLive } from './modules/live/purchasable.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { paymentMail } from './modules/mail/payment-mail.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { startMailJob } from './modules/mail/service.ts';
import { registerMembership } from './modules/membership/purchasable.ts';
import { membershipRoutes } from './modules/membership/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { deleteNotificationsOf, exportNotifications } from './modules/notifications/service.ts';
import { registerPaymentListener } from './modules/payments/listeners.ts';
import { startOrderSweep } from './modules/payments/reconcile.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { quizPages } from './modules/quizzes/page-meta.ts';
import { eraseQuizData, exportQuizData } from './modules/quizzes/personal-data.ts';
import { registerQuizzes } from './modules/quizzes/purchasable.ts';
import { quizRoutes } from './modules/quizzes/routes.ts';
import { startReminderJob } from './modules/reminders/service.ts';
import { startHoldSweep } from './modules/tutors/bookings.ts';
import { tutorBookingNotices } from './modules/tutors/notices.ts';
import { tutorPages } from './modules/tutors/page-meta.ts';
import { eraseTutorData, exportTutorData } from './modules/tutors/personal-data.ts';
import { registerTutors } from './modules/tutors/purchasable.ts';
import { tutorRoutes } from './modules/tutors/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { startStorageCleanup } from './modules/uploads/service.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerCompression } from './platform/compression.ts';
import type { Deps } from './platform/deps.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './platform/errors.ts';
import { START_SCRIPT_CSP } from './platform/first-paint.ts';
import { registerInputGuard, registerJsonBodies } from './platform/input-guard.ts';
import { loggerOptions } from './platform/logging.ts';
import { openApiOptions } from './platform/openapi.ts';
import { registerHostCheck } from './platform/origin.ts';
import { createLocalProvider } from './platform/payments/local.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import type { StripeOptions } from './platform/payments/stripe.ts';
import { isPrerenderRequest, type Prerenderer } from './platform/prerender.ts';
import { declareRouteAccess } from './platform/route-access.ts';
import { createLocalStorage } from './platform/storage/local.ts';
import { createS3Storage } from './platform/storage/s3.ts';
import { createUrlSigner } from './platform/storage/signing.ts';
import type { Storage } from './platform/storage/storage.ts';
import { registerWebApp } from './platform/web.ts';

/** The default limit of a request body; routes that need more say so (the curriculum). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The longest path parameter (raw, percent-encoded): every id and slug fits; longer is 414 before routing. */
export const MAX_PARAM_LENGTH = 500;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  google?: GoogleVerifier | null;
  /** false for none; otherwise the level (default config.logLevel) and a destination stream (tests). */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  storage?: Storage;
  /** Overrides for Stripe's API address (tests point it at a local stand-in). */
  stripe?: Omit<StripeOptions, 'secretKey'>;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** The pages' first-paint renderer; by default the web build's own, when it has one (tests pass theirs). */
  prerenderer?: Prerenderer | null;
  /** Run the periodic jobs (the payment sweep) from start to close: on in the server, off in tests. */
  backgroundJobs?: boolean;
}

/** Content security policy: exactly what the app needs (own origin, YouTube embeds, Google sign-in). */
function contentSecurityPolicy(config: Config) {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // The one inline script: the public pages' start after their first paint (platform/first-paint.ts).
      scriptSrc: ["'self'", START_SCRIPT_CSP, ...google.map((g) => `${g}/gsi/client`)],
      styleSrc: ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}/gsi/style`)],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...google.map((g) => `${g}/gsi/`)],
      frameSrc: ['https://www.youtube-nocookie.com', ...google],
      upgradeInsecureRequests: config.secureCookies ? [] : null,
    },
  };
}

/** The storage driver the configuration names: S3-compatible when set, else a directory under DATA_DIR. */
export function storageFor(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'uploads'));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions({
            level: config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
          }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  const deps: Deps = {
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
    payments: undefined as unknown as PaymentProvider,
    stripe: null,
  };
  if (config.paymentProvider === 'stripe') {
    // Loaded only when chosen: the default start never loads the Stripe SDK.
    const { createStripeClient, createStripeProvider } = await import('./platform/payments/stripe.ts');
    deps.stripe = createStripeClient({ secretKey: config.stripeSecretKey!, ...options.stripe });
    deps.payments = createStripeProvider(deps.stripe);
  } else {
    deps.payments = createLocalProvider(db, clock);
  }
  app.decorate('deps', deps);
  // Every purchase kind joins the payments module (docs/decisions/150).
  registerMembership();
  registerCourses();
  registerLive();
  // Receipts and refund mail (issue 17); every module keeping personal data joins the export and deletion.
  registerPaymentListener(paymentMail);
  registerCorePersonalData();
  // What a person wrote on the board stays, under 'Deleted user'; their notices go with the account.
  registerPersonalData({
    key: 'discussions',
    export: exportDiscussionData,
    erase: async (tx, userId) => void (await anonymiseDiscussionAuthor(tx, userId)),
  });
  registerPersonalData({ key: 'notifications', export: exportNotifications, erase: deleteNotificationsOf });
  registerQuizzes();
  registerPersonalData({ key: 'quizzes', export: exportQuizData, erase: eraseQuizData });
  registerTutors();
  registerPaymentListener(tutorBookingNotices);
  registerPersonalData({ key: 'tutoring', export: exportTutorData, erase: eraseTutorData });
  if (options.backgroundJobs) {
    let stopHolds: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopHolds = startHoldSweep(deps, app.log, TUTOR_HOLD_SWEEP_INTERVAL_MS);
    });
    app.addHook('onClose', async () => {
      await stopHolds?.();
    });
  }
  registerLibrary();
  registerPersonalData(libraryPersonalData);
  if (options.backgroundJobs) {
    // Files released by deleted library items whose removal from storage failed at once (decision 361).
    let stopStorageCleanup: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopStorageCleanup = startStorageCleanup(deps, app.log);
    });
    app.addHook('onClose', async () => {
      await stopStorageCleanup?.();
    });
  }
  if (options.backgroundJobs) {
    let stopSweep: (() => Promise<void>) | undefined;
    let stopMail: (() => Promise<void>) | undefined;
    let stopReminders: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopSweep = startOrderSweep(deps, app.log);
      stopMail = startMailJob(deps, app.log);
      stopReminders = startReminderJob(deps, app.log);
    });
    app.addHook('onClose', async () => {
      await stopReminders?.();
      await stopSweep?.();
      await stopMail?.();
    });
  }
  // The API reads JSON (and multipart uploads): a plain-text body is 415, not a string handed to a schema.
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Only the hosts this server is published at (issue 29 item 1): before anything else a request meets.
  registerHostCheck(app, config);
  declareRouteAccess(app);
  registerInputGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: DOCUMENT_MAX_BYTES } });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'medprep-rl-',
    skipOnError: true,
    // Pages are not limited, nor the server's own first-paint renderer's API requests (platform/prerender.ts).
    allowList: (request) => !request.url.startsWith('/api/') || isPrerenderRequest(request),
  });

  await app.register(
    fastifySwagger,
    // Relative unless PUBLIC_URL is set, so the reference works from whatever address it was opened at.
    openApiOptions({ version: APP_VERSION, serverUrl: config.publicUrlSet ? config.publicUrl : '/' }),
  );
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(paymentRoutes);
      await api.register(membershipRoutes);
      await api.register(applicationRoutes);
      await api.register(courseRoutes);
      await api.register(learningRoutes);
      await api.register(uploadRoutes);
      await api.register(discussionRoutes);
      await api.register(notificationRoutes);
      await api.register(liveRoutes);
      await api.register(mailRoutes);
      await api.register(accountRoutes);
      await api.register(quizRoutes);
      await api.register(tutorRoutes);
      await api.register(libraryRoutes);
    },
    { prefix: '/api' },
  );

  /** Modules with public pages (head tags, sitemap entries): courses, live sessions, quizzes, resources, ebooks and tutors. */
  const publicPages = [coursePages, livePages, quizPages, libraryPages, tutorPages];
  await registerWebApp(
    app,
    options.serveWeb !== false ? config.webDist : '/nonexistent',
    publicPages,
    options.prerenderer,
  );
  return app;
}
