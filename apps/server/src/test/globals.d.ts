import type { webcrypto } from 'node:crypto';

declare global {
  /** Web Crypto's key type, global in Node but declared by @types/node 20 only under `webcrypto`. */
  type CryptoKey = webcrypto.CryptoKey;
}
