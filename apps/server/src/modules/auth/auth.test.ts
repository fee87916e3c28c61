import {
  AUTH_MESSAGES,
  DEVICE_COOKIE_NAME,
  REFRESH_REUSE_GRACE_SEC,
  SESSION_HINT_COOKIE_NAME,
  SIGN_IN_BACKOFF_SEC,
  SIGN_IN_LIMITS,
} from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/helpers.ts';
import { changeUserRole } from './service.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const uniqueEmail = (prefix = 'learner') =>
  `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;
const refreshCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'rt')?.value;

describe('register', () => {
  it('creates an account, answers 201 with a token and the user, and sets the refresh cookie', async () => {
    const email = uniqueEmail();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Priya Shah', email, password: 'a-long-enough-password' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      name: 'Priya Shah',
      role: 'user',
      avatar: null,
    });
    const cookie = res.cookies.find((c) => c.name === 'rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: body.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user });
  });

  it('stores the password only as an argon2id hash with the required cost', async () => {
    const email = uniqueEmail();
    await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email, password: 'a-long-enough-password' },
    });
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.hash).not.toContain('a-long-enough-password');
  });

  it('trims emails and treats them case-insensitively; a second account with the same email is 409', async () => {
    const email = uniqueEmail();
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'One', email: `  ${email.toUpperCase()} `, password: 'a-long-enough-password' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user.email).toBe(email);
    const second = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Two', email, password: 'another-long-password' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'conflict', fields: { email: AUTH_MESSAGES.emailTaken } });
  });

  it('refuses bad input with the specification sentences per field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: '', email: 'not-an-email', password: '  short  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_failed',
      fields: {
        name: AUTH_MESSAGES.nameRequired,
        email: 'Please enter a valid email address.',
        password: 'Password should be at least 8 characters.',
      },
    });
  });

  it('accepts passwords up to 128 characters and refuses longer ones', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Long', email: uniqueEmail(), password: 'x'.repeat(100) + 'y'.repeat(28) },
    });
    expect(ok.statusCode).toBe(201);
    const tooLong = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Long', email: uniqueEmail(), password: 'z'.repeat(129) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.password).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it('refuses the most common passwords', async () => {
    for (const password of ['password', '12345678', 'iloveyou', 'Password1']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Common', email: uniqueEmail(), password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fields.password).toBe(AUTH_MESSAGES.passwordTooCommon);
    }
  });
});

describe('login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ` ${user.email.toUpperCase()}`, password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(refreshCookieOf(res)).toBeTruthy();
  });

  it('gives one 401 message for a wrong password and an unknown email', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'unauthorized', message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits sign-in requests per client address', async () => {
    const limited = await buildTestApp({ config: { authRateLimitPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'someone@example.com', password: 'whatever-it-is' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('does not count silent refreshes against the sign-in limit', async () => {
    const limited = await buildTestApp({ config: { authRateLimitPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.request({ method: 'POST', url: '/api/auth/refresh' });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 401]);
    } finally {
      await limited.close();
    }
  });
});

let addressCounter = 0;
/** A client address of its own, so that tests do not share the per-address bucket. */
const newAddress = () =>
  `10.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}.${1 + Math.floor(Math.random() * 250)}`;
const login = (email: string, password: string, options: { ip?: string; device?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.device ? { cookies: { [DEVICE_COOKIE_NAME]: options.device } } : {}),
  });
const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === DEVICE_COOKIE_NAME)?.value;
const codesOf = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};
/** Spends an account's own allowance from many addresses (a distributed guesser). */
async function drainAccount(email: string) {
  const perAddress = SIGN_IN_LIMITS.accountAddress.burst;
  for (let spent = 0; spent < SIGN_IN_LIMITS.account.burst; spent += perAddress) {
    const ip = newAddress();
    await Promise.all(Array.from({ length: perAddress }, () => login(email, 'wrong-password', { ip })));
  }
  expect((await login(email, 'wrong-password', { ip: newAddress() })).statusCode).toBe(429);
}

describe('sign-in limits', () => {
  it('counts parallel guesses atomically: no more than the limit reach the password check', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const ip = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'wrong-password', { ip })),
    );
    expect(codesOf(responses)).toEqual({
      401: SIGN_IN_LIMITS.accountAddress.burst,
      429: 30 - SIGN_IN_LIMITS.accountAddress.burst,
    });
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_BACKOFF_SEC);
  });

  it('lets the correct password in again after a short back-off, never minutes', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const ip = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.accountAddress.burst; i++)
      expect((await login(user.email, 'wrong-password', { ip })).statusCode).toBe(401);
    const blocked = await login(user.email, DEFAULT_TEST_PASSWORD, { ip });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_BACKOFF_SEC);
    t.clock.advance(retryAfter * 1000);
    try {
      expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip })).statusCode).toBe(200);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('does not stop the owner at another address when a stranger guesses from one', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const stranger = newAddress();
    await Promise.all(
      Array.from({ length: 20 }, () => login(user.email, 'wrong-password', { ip: stranger })),
    );
    expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip: stranger })).statusCode).toBe(429);
    expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip: newAddress() })).statusCode).toBe(200);
  });

  it('lets a browser that signed in before through the account limit with its device cookie', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const home = newAddress();
    const first = await login(user.email, DEFAULT_TEST_PASSWORD, { ip: home });
    const device = deviceCookieOf(first)!;
    expect(first.cookies.find((c) => c.name === DEVICE_COOKIE_NAME)).toMatchObject({
      httpOnly: true,
      path: '/api/auth',
      sameSite: 'Lax',
    });
    await drainAccount(user.email);
    // A new browser, even at the owner's address, waits; the owner's own browser does not.
    expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip: newAddress() })).statusCode).toBe(429);
    const again = await login(user.email, DEFAULT_TEST_PASSWORD, { ip: home, device });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(user.id);
    // A forged cookie, or the cookie of another account, counts for nothing.
    const forged = `${device.slice(0, -4)}AAAA`;
    expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip: home, device: forged })).statusCode).toBe(
      429,
    );
    const other = await createUser(t.db, { email: uniqueEmail() });
    const otherDevice = deviceCookieOf(await login(other.email, DEFAULT_TEST_PASSWORD, { ip: home }))!;
    expect(
      (await login(user.email, DEFAULT_TEST_PASSWORD, { ip: home, device: otherDevice })).statusCode,
    ).toBe(429);
  });

  it('gives a device cookie its own small allowance; one that fails too often is locked out too', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const device = deviceCookieOf(await login(user.email, DEFAULT_TEST_PASSWORD, { ip: newAddress() }))!;
    await drainAccount(user.email);
    const ip = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, 'wrong-password', { ip, device })),
    );
    expect(codesOf(guesses)).toEqual({
      401: SIGN_IN_LIMITS.device.burst,
      429: 12 - SIGN_IN_LIMITS.device.burst,
    });
    expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip, device })).statusCode).toBe(429);
  });

  it('lets through at most 70 failures in an hour of guessing from ever new addresses (well under 100)', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const device = deviceCookieOf(await login(user.email, DEFAULT_TEST_PASSWORD, { ip: newAddress() }))!;
    const hourly = SIGN_IN_LIMITS.account.burst + 3600 / SIGN_IN_LIMITS.account.intervalSec;
    expect(hourly).toBeLessThanOrEqual(70);
    let failures = 0;
    try {
      // One guess every 15 s, four times the refill rate: the account's bucket never fills up.
      for (let second = 0; second < 3600; second += 15) {
        const guess = await login(user.email, 'wrong-password', { ip: newAddress() });
        if (guess.statusCode === 401) failures++;
        t.clock.advance(15_000);
      }
      expect(failures).toBeLessThanOrEqual(hourly);
      expect(failures).toBeGreaterThan(SIGN_IN_LIMITS.account.burst);
      // Meanwhile the owner's own browser signs in at once.
      expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip: newAddress(), device })).statusCode).toBe(
        200,
      );
    } finally {
      t.clock.set(new Date());
    }
  });

  it('limits one address guessing across many accounts', async () => {
    const ip = newAddress();
    const responses = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.address.burst + 5 }, () =>
        login(uniqueEmail('nobody'), 'wrong-password', { ip }),
      ),
    );
    expect(codesOf(responses)).toEqual({ 401: SIGN_IN_LIMITS.address.burst, 429: 5 });
  });

  it('does not count successful sign-ins against any limit', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const ip = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.account.burst + 2; i++)
      expect((await login(user.email, DEFAULT_TEST_PASSWORD, { ip })).statusCode).toBe(200);
  });
});

describe('email normalisation (NFKC)', () => {
  it('signs in to the same account with a full-width or decomposed spelling of its email', async () => {
    const id = Math.random().toString(36).slice(2, 8);
    const user = await createUser(t.db, { email: `jos\u00e9-${id}@example.com` });
    const decomposed = `JOSE\u0301-${id}@Example.com`;
    const fullWidth = `\uff4a\uff4f\uff53\u00e9-${id}@\uff45xample.com`;
    for (const email of [decomposed, fullWidth]) {
      const res = await login(email, DEFAULT_TEST_PASSWORD, { ip: newAddress() });
      expect(res.statusCode, email).toBe(200);
      expect(res.json().user.id).toBe(user.id);
    }
  });

  it('refuses to register a second account under a full-width or composed variant', async () => {
    const id = Math.random().toString(36).slice(2, 8);
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'One', email: `rene\u0301-${id}@example.com`, password: 'a-long-enough-password' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user.email).toBe(`ren\u00e9-${id}@example.com`);
    for (const email of [`REN\u00c9-${id}@example.com`, `\uff32\uff25\uff2e\u00c9-${id}@example.com`]) {
      const second = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Two', email, password: 'another-long-password' },
      });
      expect(second.statusCode, email).toBe(409);
    }
  });
});

describe('access tokens', () => {
  it('refuses a missing, malformed, forged, expired or foreign-audience token', async () => {
    const user = await t.signIn();
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: 'garbage' })).statusCode).toBe(401);

    const forged = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-too'));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: forged })).statusCode).toBe(401);

    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, tv: 0, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: 9999999999 }),
    ).toString('base64url')}.`;
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: unsigned })).statusCode).toBe(401);

    const wrongAudience = await new SignJWT({ role: 'user', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience('another-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(t.app.deps.config.jwtSecret));
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: wrongAudience })).statusCode).toBe(
      401,
    );

    t.clock.advance(16 * 60 * 1000);
    const expired = await t.request({ method: 'GET', url: '/api/auth/me', token: user.token });
    t.clock.set(new Date());
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('stops working at once when the role changes, and a refresh gives a token with the new role', async () => {
    const user = await t.signIn('user');
    await changeUserRole(t.db, user.id, 'instructor');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(401);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: refreshed.json().accessToken });
    expect(me.json().user.role).toBe('instructor');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token on every refresh', async () => {
    const user = await t.signIn();
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accessToken: expect.any(String) });
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(user.refreshCookie);
    const second = await t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: rotated! } });
    expect(second.statusCode).toBe(200);
  });

  it('gives two tabs refreshing at once with the same cookie the same successor, and the sign-in stays', async () => {
    const user = await t.signIn();
    const refresh = (rt: string) => t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt } });
    const [a, b] = await Promise.all([refresh(user.refreshCookie), refresh(user.refreshCookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBeTruthy();
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: b.json().accessToken });
    expect(me.statusCode).toBe(200);
    // A late tab within the grace period too; then the successor carries on.
    t.clock.advance((REFRESH_REUSE_GRACE_SEC - 1) * 1000);
    try {
      const late = await refresh(user.refreshCookie);
      expect(late.statusCode).toBe(200);
      expect(refreshCookieOf(late)).toBe(refreshCookieOf(a));
      expect((await refresh(refreshCookieOf(a)!)).statusCode).toBe(200);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('revokes the whole sign-in when an already-rotated token is presented after the grace period', async () => {
    const user = await t.signIn();
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    const current = refreshCookieOf(first)!;
    t.clock.advance((REFRESH_REUSE_GRACE_SEC + 1) * 1000);
    const replay = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    expect(replay.statusCode).toBe(401);
    // The legitimate holder's newer token is revoked too: the thief gained nothing.
    const after = await t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: current } });
    t.clock.set(new Date());
    expect(after.statusCode).toBe(401);
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: 'nope' } })).statusCode,
    ).toBe(401);
    const user = await t.signIn();
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    t.clock.set(new Date());
    expect(res.statusCode).toBe(401);
  });

  it('refuses refresh and logout from another origin, and accepts its own', async () => {
    const user = await t.signIn();
    const foreign = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const foreignLogout = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rt: user.refreshCookie },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignLogout.statusCode).toBe(403);
    const own = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(own.statusCode).toBe(200);
  });

  it('a rotated token within the grace period does not survive a logout', async () => {
    const user = await t.signIn();
    const first = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    await t.request({ method: 'POST', url: '/api/auth/logout', cookies: { rt: refreshCookieOf(first)! } });
    const replay = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('sets the readable session hint with the refresh cookie, and clears it with it', async () => {
    type Cookie = { name: string; value: string; httpOnly?: boolean; path?: string; maxAge?: number };
    const hintOf = (res: { cookies: Cookie[] }) =>
      res.cookies.find((c) => c.name === SESSION_HINT_COOKIE_NAME);
    const email = uniqueEmail('hint');
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Hint Holder', email, password: 'a-long-enough-password' },
    });
    // Readable by the page, on every path, for as long as the refresh cookie, and holding no secret.
    expect(hintOf(registered)).toMatchObject({ value: '1', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(hintOf(registered)?.httpOnly).toBeFalsy();
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'a-long-enough-password' },
    });
    expect(hintOf(login)?.value).toBe('1');
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: refreshCookieOf(login)! },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(hintOf(refreshed)?.value).toBe('1');
    // A refresh that fails (expired, revoked, missing) clears it, as does logout.
    const refused = await t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: 'nope' } });
    expect(refused.statusCode).toBe(401);
    expect(hintOf(refused)).toMatchObject({ value: '', path: '/' });
    expect(hintOf(refused)?.maxAge ?? 0).toBeLessThanOrEqual(0);
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rt: refreshCookieOf(refreshed)! },
    });
    expect(out.statusCode).toBe(204);
    expect(hintOf(out)).toMatchObject({ value: '', path: '/' });
  });

  it('logout answers 204, clears the cookie and ends that sign-in', async () => {
    const user = await t.signIn();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { rt: user.refreshCookie },
    });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'rt');
    expect(cleared?.value).toBe('');
    const after = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { rt: user.refreshCookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('logout of one device leaves other sign-ins alone', async () => {
    const user = await createUser(t.db, { email: uniqueEmail() });
    const login = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
      });
    const phone = refreshCookieOf(await login())!;
    const laptop = refreshCookieOf(await login())!;
    await t.request({ method: 'POST', url: '/api/auth/logout', cookies: { rt: phone } });
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: laptop } })).statusCode,
    ).toBe(200);
  });
});
