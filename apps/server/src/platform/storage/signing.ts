import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived signed links to private files: HMAC over the key and its expiry. */
export function createUrlSigner(secret: string) {
  const key = createHmac('sha256', secret).update('file-url-signing').digest();
  const mac = (storageKey: string, exp: number) =>
    createHmac('sha256', key).update(`${storageKey}\n${exp}`).digest('base64url');
  return {
    sign(storageKey: string, now: Date, ttlSec: number): string {
      const exp = Math.floor(now.getTime() / 1000) + ttlSec;
      return `/api/files/${storageKey}?exp=${exp}&sig=${mac(storageKey, exp)}`;
    },
    verify(storageKey: string, exp: number, sig: string, now: Date): boolean {
      if (!Number.isInteger(exp) || exp < Math.floor(now.getTime() / 1000)) return false;
      const expected = Buffer.from(mac(storageKey, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
