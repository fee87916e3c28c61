import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { GoogleVerifier } from '../modules/auth/google.ts';
import type { AccessTokens } from '../modules/auth/tokens.ts';
import type { Clock } from './clock.ts';

/** What services need from the outside world; built once per app. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  google: GoogleVerifier | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
