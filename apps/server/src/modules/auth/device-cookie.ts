import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a device cookie says: this browser signed in to the account with this (normalised) email before. */
export interface DeviceClaim {
  email: string;
  nonce: string;
}

/**
 * OWASP's device cookies: `<login>.<nonce>.<HMAC(login, nonce)>`, signed with a key derived from the server
 * secret, so only the server can make one. The cookie is httpOnly on path /api/auth.
 */
export function createDeviceCookies(secret: string) {
  const key = createHmac('sha256', secret).update('device-cookie').digest();
  const mac = (login: string, nonce: string) =>
    createHmac('sha256', key).update(`${login}\n${nonce}`).digest('base64url');
  return {
    issue(email: string): string {
      const login = Buffer.from(email).toString('base64url');
      const nonce = randomBytes(16).toString('base64url');
      return `${login}.${nonce}.${mac(login, nonce)}`;
    },
    /** The claim of a genuine cookie, or null for a missing, malformed or forged one. */
    read(value: string | undefined): DeviceClaim | null {
      if (!value || value.length > 1024) return null;
      const [login, nonce, sig, ...rest] = value.split('.');
      if (!login || !nonce || !sig || rest.length > 0) return null;
      const expected = Buffer.from(mac(login, nonce));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { email: Buffer.from(login, 'base64url').toString(), nonce };
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
