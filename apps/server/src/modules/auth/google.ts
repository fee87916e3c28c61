import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Clock } from '../../platform/clock.ts';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

/** Verifies a Google ID token's signature (Google's published keys), audience, issuer and expiry. */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  clock: Clock;
}): GoogleVerifier {
  let keys: JWTVerifyGetKey | undefined;
  return {
    async verify(idToken) {
      keys ??= createRemoteJWKSet(new URL(options.jwksUrl));
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          requiredClaims: ['exp', 'sub', 'email'],
          currentDate: options.clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        return {
          sub: payload.sub,
          email: payload.email,
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: typeof payload.name === 'string' ? payload.name : undefined,
          picture: typeof payload.picture === 'string' ? payload.picture : undefined,
        };
      } catch {
        return null;
      }
    },
  };
}
