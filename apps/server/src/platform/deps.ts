import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { GoogleVerifier } from '../modules/auth/google.ts';
import type { AccessTokens } from '../modules/auth/tokens.ts';
import type { Clock } from './clock.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { Registries } from './registries.ts';
import type { UrlSigner } from './storage/signing.ts';
import type { Storage } from './storage/storage.ts';

/** What services need from the outside world; built once per app. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  google: GoogleVerifier | null;
  storage: Storage;
  signer: UrlSigner;
  payments: PaymentProvider;
  /** Set when PAYMENT_PROVIDER=stripe: for webhook signatures. */
  stripe: Stripe | null;
  /** What this app's modules contributed (purchase kinds, listeners, personal data, jobs, pages). */
  registries: Registries;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
