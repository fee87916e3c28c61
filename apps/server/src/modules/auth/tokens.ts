import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SEC, type Role } from '@medprep/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock.ts';

export const TOKEN_ISSUER = 'medprep';
export const TOKEN_AUDIENCE = 'medprep-api';

export interface AccessClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
  /** The sign-in (refresh-token family) the token was issued to, so a request knows its own device. */
  familyId: string | null;
}

export interface AccessTokens {
  sign(user: { id: string; role: Role; tokenVersion: number }, familyId?: string): Promise<string>;
  /** Returns the claims of a valid token, or null for any invalid, expired or foreign token. */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every call (each request's check).
  const verifyKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return {
    async sign(user, familyId) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: user.role, tv: user.tokenVersion, ...(familyId ? { fam: familyId } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SEC)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await verifyKey, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return {
          userId: payload.sub,
          role: payload.role as Role,
          tokenVersion: payload.tv,
          familyId: typeof payload.fam === 'string' ? payload.fam : null,
        };
      } catch {
        return null;
      }
    },
  };
}

/** An opaque refresh token (256 bits) and the hash under which it is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The successor of a refresh token: derived from it with a key only the server has, so rotating the same
 * token twice (two tabs at once) yields the same successor without storing any token.
 */
export function successorRefreshToken(secret: string, token: string): { token: string; hash: string } {
  const key = createHmac('sha256', secret).update('refresh-successor').digest();
  const successor = createHmac('sha256', key).update(token).digest('base64url');
  return { token: successor, hash: hashRefreshToken(successor) };
}
