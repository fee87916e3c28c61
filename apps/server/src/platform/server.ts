import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { DOCUMENT_MAX_BYTES } from '@medprep/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { registerCompression } from './compression.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './errors.ts';
import { isPrerenderRequest, START_SCRIPT_CSP } from './first-paint/index.ts';
import { registerInputGuard, registerJsonBodies } from './input-guard.ts';
import { loggerOptions } from './logging.ts';
import { openApiOptions } from './openapi.ts';
import { registerHostCheck } from './origin.ts';
import { declareRouteAccess } from './route-access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection (rate limits), when REDIS_URL is set. */
    redis: Redis | null;
  }
}

/** The default limit of a request body; routes that need more say so (the curriculum). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The longest path parameter (raw, percent-encoded): every id and slug fits; longer is 414 before routing. */
export const MAX_PARAM_LENGTH = 500;

/** false for none; otherwise the level (default config.logLevel) and a destination stream (tests). */
export type LoggerChoice = false | { level?: string; stream?: { write(line: string): void } } | undefined;

/** The Fastify instance with the platform's request limits, logging and framework error answers. */
export function createServer(config: Config, logger: LoggerChoice) {
  return Fastify({
    logger:
      logger === false
        ? false
        : loggerOptions({ level: config.logLevel, ...(typeof logger === 'object' ? logger : {}) }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
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
      // The one inline script: the public pages' start after their first paint (platform/first-paint/painted-page.ts).
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

/**
 * The platform's plugins, before any module's routes: JSON bodies and zod schemas, one error shape, the host
 * check, route access, input guards, security headers, compression, cookies, uploads, rate limits and the
 * OpenAPI document (`version` is the app's).
 */
export async function registerPlatform(app: FastifyInstance, config: Config, version: string): Promise<void> {
  // The API reads JSON (and multipart uploads): a plain-text body is 415, not a string handed to a schema.
  app.removeContentTypeParser('text/plain');
  registerJsonBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Only the hosts this server is published at: before anything else a request meets.
  registerHostCheck(app, config);
  declareRouteAccess(app);
  registerInputGuard(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Security headers, built once: @fastify/helmet rebuilt helmet's middleware (and parsed the policy) on every
  // request, about 3 % of the catalogue's CPU (bench/README.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: DOCUMENT_MAX_BYTES } });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  app.decorate('redis', redis ?? null);
  if (redis) {
    // ioredis reconnects by itself; an outage shows in readiness and is skipped by the rate limits.
    redis.on('error', () => {});
    app.addHook('onClose', async () => {
      // A Redis server already gone is no reason to fail the shutdown.
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'medprep-rl-',
    skipOnError: true,
    // Pages are not limited, nor the server's own first-paint renderer's API requests (platform/first-paint/prerender.ts).
    allowList: (request) => !request.url.startsWith('/api/') || isPrerenderRequest(request),
  });

  await app.register(
    fastifySwagger,
    // Relative unless PUBLIC_URL is set, so the reference works from whatever address it was opened at.
    openApiOptions({ version, serverUrl: config.publicUrlSet ? config.publicUrl : '/' }),
  );
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
