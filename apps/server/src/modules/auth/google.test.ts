import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@medprep/shared';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const CLIENT_ID = 'medprep-test.apps.googleusercontent.com';
let server: Server;
let t: TestApp;
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  // A local stand-in for Google's published key set.
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    config: { googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/certs` },
  });
});
afterAll(async () => {
  await t.close();
  server.close();
});

async function idToken(
  claims: Record<string, unknown>,
  options: { audience?: string; issuer?: string; exp?: string | number; key?: CryptoKey } = {},
) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(options.key ?? privateKey);
}

const google = (token: string) =>
  t.request({ method: 'POST', url: '/api/auth/google', payload: { idToken: token } });

describe('Google sign-in', () => {
  it('creates an account from a verified ID token and signs it in', async () => {
    const res = await google(
      await idToken({ sub: 'g-1', email: 'New.Person@Gmail.com', name: 'New Person' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'new.person@gmail.com',
      name: 'New Person',
      role: 'user',
    });
    expect(res.cookies.find((c) => c.name === 'rt')?.value).toBeTruthy();
    // The same Google account signs in to the same user next time.
    const again = await google(await idToken({ sub: 'g-1', email: 'new.person@gmail.com' }));
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('links to the existing account with that verified email', async () => {
    const existing = await createUser(t.db, { email: 'linked@example.com', name: 'Linked Learner' });
    const res = await google(await idToken({ sub: 'g-2', email: 'linked@example.com', name: 'Other Name' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: existing.id, name: 'Linked Learner' });
  });

  it('refuses tokens for another audience, from another issuer, expired, unsigned by Google or unverified', async () => {
    const other = await generateKeyPair('RS256');
    const bad = [
      await idToken({ sub: 'g-3', email: 'a@example.com' }, { audience: 'someone-else' }),
      await idToken({ sub: 'g-3', email: 'a@example.com' }, { issuer: 'https://evil.example' }),
      await idToken({ sub: 'g-3', email: 'a@example.com' }, { exp: Math.floor(Date.now() / 1000) - 60 }),
      await idToken({ sub: 'g-3', email: 'a@example.com' }, { key: other.privateKey }),
      'not-a-token',
    ];
    for (const token of bad) {
      const res = await google(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.googleInvalid);
    }
    const unverified = await google(
      await idToken({ sub: 'g-4', email: 'b@example.com', email_verified: false }),
    );
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toBe(AUTH_MESSAGES.googleEmailUnverified);
  });

  it('is unavailable when no client id is configured, and the public config says so', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.request({ method: 'POST', url: '/api/auth/google', payload: { idToken: 'x' } });
      expect(res.statusCode).toBe(404);
      expect((await plain.request({ method: 'GET', url: '/api/config' })).json()).toEqual({
        googleClientId: null,
        paymentProvider: 'local',
      });
      expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toEqual({
        googleClientId: CLIENT_ID,
        paymentProvider: 'local',
      });
    } finally {
      await plain.close();
    }
  });
});
