import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAIL_DEFAULT_FROM } from '@medprep/shared';
import { z } from 'zod';
import { hostName, isHostName } from './platform/origin.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** More host names this server answers to, beside PUBLIC_URL's, localhost, 127.0.0.1 and [::1] (comma list). */
  ALLOWED_HOSTS: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  REDIS_URL: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  WEB_DIST: z.string().optional(),
  /** smtp://user:pass@host:port or smtps://…; unset: mail is kept in the outbox for admins. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:pass@host:port or smtps://…')
    .optional()
    .or(z.literal('')),
  MAIL_FROM: z.string().optional(),
  /** How long a stopping server lets requests in flight and a running job finish before cutting them. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  /** Server processes on the one port (node:cluster); above 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  /** Turns on GET /metrics, answered only with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('')),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Whether PUBLIC_URL was set: checkout links then use it; otherwise they follow each request (platform/origin.ts). */
  publicUrlSet: boolean;
  /** ALLOWED_HOSTS: host names (lower case, no port) answered beside PUBLIC_URL's and the loopback names. */
  allowedHosts: string[];
  jwtSecret: string;
  paymentProvider: 'local' | 'stripe';
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  storage: 'local' | 's3';
  s3:
    | {
        bucket: string;
        region: string;
        endpoint?: string | undefined;
        accessKeyId?: string | undefined;
        secretAccessKey?: string | undefined;
      }
    | undefined;
  redisUrl: string | undefined;
  seed: 'demo' | 'none';
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitPerMinute: number;
  authRateLimitPerMinute: number;
  webDist: string | undefined;
  secureCookies: boolean;
  /** Where mail goes; undefined keeps it in the outbox (docs/decisions/260). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seconds a stopping server waits for requests in flight and running jobs (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  /** How many server processes share the port (WEB_CONCURRENCY); 1 runs the app in this process. */
  webConcurrency: number;
  /** GET /metrics answers only with this Bearer token; undefined: 404. */
  metricsToken: string | undefined;
}

/** Parses the environment once at boot; a bad variable stops the process with its name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production (the address people use, such as https://learn.example.org; links in mail point there)',
    );
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production (32 or more characters, the same on every server; without it each server would make its own and sessions would break across servers)',
    );
  }
  const allowedHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const badHost = allowedHosts.find((name) => !isHostName(name));
  if (badHost !== undefined) {
    throw new Error(
      `Invalid configuration:\n  ALLOWED_HOSTS: '${badHost}' is not a host name (a comma list such as learn.example.org,10.0.0.5)`,
    );
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    publicUrlSet: env.PUBLIC_URL !== undefined,
    allowedHosts: allowedHosts.map(hostName),
    jwtSecret: env.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    paymentProvider: env.PAYMENT_PROVIDER,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    storage: env.STORAGE,
    s3:
      env.STORAGE === 's3'
        ? {
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    redisUrl: env.REDIS_URL || undefined,
    seed: env.SEED,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    webDist: env.WEB_DIST,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || MAIL_DEFAULT_FROM,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    webConcurrency: env.WEB_CONCURRENCY,
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

/**
 * A JWT secret generated once and kept in the data directory, so restarts keep sessions. Outside production
 * only: production refuses to start without JWT_SECRET (one server's file is no other server's secret).
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
