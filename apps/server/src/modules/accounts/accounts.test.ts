import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  DELETED_USER_NAME,
  FORGOT_PASSWORD_LIMITS,
  RESET_TOKEN_TTL_SEC,
} from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { accountTokens, mailOutbox, orders, purchases, uploads, users } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { mailSettled } from '../mail/service.ts';
import { startTestSmtpServer, tokenFrom } from '../mail/test-smtp-server.ts';
import { refundOrder } from '../payments/fulfilment.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const settled = () => mailSettled(t.app.deps);
const post = (url: string, payload: unknown, token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload: payload as object, token, headers });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const refresh = (cookie: string) =>
  t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: cookie } });
let ipCounter = 0;
/** A fresh client address per test, so that the per-address limit of one test does not touch another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const forgot = (email: string, ip = freshIp()) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });

describe('forgot and reset password', () => {
  it('answers 202 whether or not the account exists, and mails a single-use link only to a real one', async () => {
    const user = await createUser(t.db, { email: 'forgetful@example.com', name: 'Forgetful Fran' });
    const other = await t.signIn();
    const before = smtp.received.length;
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ ok: true });
    const known = await forgot(' Forgetful@Example.com ');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await settled();
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.to(user.email).at(-1)!;
    expect(mail.subject).toContain('Choose a new password');
    expect(mail.body).toContain('Hello Forgetful Fran,');
    expect(mail.body).toContain('http://localhost:3000/reset-password?token=');
    const token = tokenFrom(mail, '/reset-password');
    // Only the hash is stored.
    const stored = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    // An earlier sign-in of the account ends when the password is reset.
    const earlier = await login(user.email, DEFAULT_TEST_PASSWORD);
    const earlierToken = earlier.json().accessToken as string;
    const earlierCookie = earlier.cookies.find((c) => c.name === 'rt')!.value;

    const common = await post('/api/auth/reset-password', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toBe(AUTH_MESSAGES.passwordTooCommon);
    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe(AUTH_MESSAGES.passwordTooShort);

    const reset = await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(reset.cookies.find((c) => c.name === 'rt')?.value).toBeTruthy();
    expect((await me(reset.json().accessToken)).statusCode).toBe(200);
    expect((await me(earlierToken)).statusCode).toBe(401);
    expect((await refresh(earlierCookie)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'another new passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.resetUsed,
      fields: { token: ACCOUNT_MESSAGES.resetUsed },
    });
    expect((await login(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new passphrase')).statusCode).toBe(200);
    await settled();
    expect(smtp.to(user.email).at(-1)!.subject).toContain('password was changed');
  });

  it('says when a link has expired (after one hour) or is not valid', async () => {
    const user = await createUser(t.db, { email: 'late@example.com' });
    await forgot(user.email);
    await settled();
    const token = tokenFrom(smtp.to(user.email).at(-1), '/reset-password');
    t.clock.advance(RESET_TOKEN_TTL_SEC * 1000 + 1000);
    const late = await post('/api/auth/reset-password', { token, password: 'a brand new passphrase' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(ACCOUNT_MESSAGES.resetExpired);
    const bogus = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'a new passphrase',
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(ACCOUNT_MESSAGES.resetInvalid);
    expect((await login(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets an account made with Google set a password', async () => {
    const user = await createUser(t.db, { email: 'googler@example.com', password: null });
    await forgot(user.email);
    await settled();
    const token = tokenFrom(smtp.to(user.email).at(-1), '/reset-password');
    const reset = await post('/api/auth/reset-password', { token, password: 'my first own password' });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'my first own password')).statusCode).toBe(200);
  });

  it('limits requests per account silently and per address with a 429', async () => {
    const user = await createUser(t.db, { email: 'limited@example.com' });
    const before = smtp.to(user.email).length;
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.account.burst + 2; i++) {
      expect((await forgot(user.email)).statusCode).toBe(202);
    }
    await settled();
    expect(smtp.to(user.email).length - before).toBe(FORGOT_PASSWORD_LIMITS.account.burst);
    const ip = freshIp();
    for (let i = 0; i < FORGOT_PASSWORD_LIMITS.address.burst; i++) {
      expect((await forgot(`someone-${i}@example.com`, ip)).statusCode).toBe(202);
    }
    const refused = await forgot('someone-else@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses bad input with the field named', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe(AUTH_MESSAGES.invalidEmail);
    const noToken = await post('/api/auth/reset-password', { password: 'a brand new passphrase' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().fields.token).toBeTruthy();
  });
});

describe('mail delivery', () => {
  it('keeps mail queued while the SMTP server refuses, and sends it on a later attempt', async () => {
    const user = await createUser(t.db, { email: 'patient@example.com' });
    smtp.state.refuse = true;
    try {
      expect((await forgot(user.email)).statusCode).toBe(202);
      await settled();
      const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      expect(queued).toMatchObject({ state: 'queued', attempts: 1 });
      expect(queued!.lastError).toBeTruthy();
      expect(smtp.to(user.email)).toHaveLength(0);
    } finally {
      smtp.state.refuse = false;
    }
    t.clock.advance(60_000);
    const { kickMail } = await import('../mail/service.ts');
    kickMail(t.app.deps);
    await settled();
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(smtp.to(user.email)[0]!.from).toBe('no-reply@medprep.local');
  });
});

describe('account settings', () => {
  it('changes the name and a photo that is an uploaded image of the caller', async () => {
    const user = await t.signIn('user', { name: 'Old Name' });
    const stranger = await createUser(t.db);
    const [mine] = await t.db
      .insert(uploads)
      .values({
        ownerId: user.id,
        storageKey: 'public/aaaaaaaaaaaaaaaaaaaaaaaa.png',
        visibility: 'public',
        mimeType: 'image/png',
        size: 10,
        originalName: 'me.png',
      })
      .returning();
    await t.db.insert(uploads).values({
      ownerId: stranger.id,
      storageKey: 'public/bbbbbbbbbbbbbbbbbbbbbbbb.png',
      visibility: 'public',
      mimeType: 'image/png',
      size: 10,
      originalName: 'them.png',
    });
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: '/api/me/account', token: user.token, payload });
    const renamed = await patch({ name: '  New Name ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().account).toMatchObject({ name: 'New Name', hasPassword: true, google: false });
    expect((await patch({ name: '' })).json().fields.name).toBe(AUTH_MESSAGES.nameRequired);
    for (const avatar of ['https://evil.example/x.png', '/api/files/public/bbbbbbbbbbbbbbbbbbbbbbbb.png']) {
      const bad = await patch({ avatar });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.avatar).toBe(ACCOUNT_MESSAGES.avatarInvalid);
    }
    const photo = await patch({ avatar: `/api/files/${mine!.storageKey}` });
    expect(photo.json().account.avatar).toBe(`/api/files/${mine!.storageKey}`);
    expect((await me(user.token)).json().user).toMatchObject({
      name: 'New Name',
      avatar: `/api/files/${mine!.storageKey}`,
    });
    expect((await patch({ avatar: null })).json().account.avatar).toBeNull();
  });

  it('changes the email only when the link to the new address is followed, and tells the old one', async () => {
    const user = await t.signIn('user', { email: 'moving@example.com', name: 'Mover' });
    await createUser(t.db, { email: 'taken@example.com' });
    const change = (payload: object) => post('/api/me/account/email', payload, user.token);
    expect(
      (await change({ email: 'new-home@example.com', password: 'wrong password' })).json().fields.password,
    ).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const taken = await change({ email: 'Taken@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBe(AUTH_MESSAGES.emailTaken);
    const ok = await change({ email: 'new-home@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(ok.statusCode).toBe(202);
    const account = await t.request({ method: 'GET', url: '/api/me/account', token: user.token });
    expect(account.json().account).toMatchObject({
      email: 'moving@example.com',
      pendingEmail: 'new-home@example.com',
    });
    await settled();
    const token = tokenFrom(smtp.to('new-home@example.com').at(-1), '/confirm-email');
    const confirmed = await post('/api/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'new-home@example.com' });
    await settled();
    const told = smtp.to('moving@example.com').at(-1)!;
    expect(told.subject).toContain('email address was changed');
    expect(told.body).toContain('new-home@example.com');
    expect((await login('new-home@example.com', DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('moving@example.com', DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    const reused = await post('/api/auth/confirm-email', { token });
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.confirmUsed);
  });

  it('changes the password with the current one, ending every other sign-in', async () => {
    const user = await t.signIn('user', { email: 'rotating@example.com' });
    const second = await login(user.email, DEFAULT_TEST_PASSWORD);
    const change = (payload: object) => post('/api/me/account/password', payload, user.token);
    const wrong = await change({ currentPassword: 'not it at all', newPassword: 'a whole new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const ok = await change({ currentPassword: DEFAULT_TEST_PASSWORD, newPassword: 'a whole new secret' });
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().accessToken)).statusCode).toBe(200);
    expect((await me(second.json().accessToken)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, 'a whole new secret')).statusCode).toBe(200);
  });

  it('lists signed-in devices and signs out everywhere', async () => {
    const user = await t.signIn('user');
    await login(user.email, DEFAULT_TEST_PASSWORD);
    const devices = await t.request({ method: 'GET', url: '/api/me/devices', token: user.token });
    expect(devices.json().devices).toHaveLength(2);
    const out = await post('/api/auth/logout-all', {}, user.token);
    expect(out.statusCode).toBe(204);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await refresh(user.refreshCookie)).statusCode).toBe(401);
    const again = await login(user.email, DEFAULT_TEST_PASSWORD);
    const list = await t.request({ method: 'GET', url: '/api/me/devices', token: again.json().accessToken });
    expect(list.json().devices).toHaveLength(1);
  });
});

async function buyCourse(buyer: SignedIn, priceMinor = 4900) {
  const owner = await createUser(t.db, { role: 'instructor', name: 'Dr Teacher' });
  const course = await createCourse(t.db, { ownerId: owner.id, priceMinor, includedInMembership: false });
  const checkout = await post(`/api/me/courses/${course.id}/checkout`, {}, buyer.token);
  const paid = await post(`/api/payments/local/${checkout.json().sessionId}/pay`, {
    cardNumber: '4242 4242 4242 4242',
  });
  expect(paid.statusCode).toBe(200);
  await settled();
  return { owner, course };
}

describe('receipts', () => {
  it('mails a receipt after the fulfilment and shows it to the buyer only', async () => {
    const buyer = await t.signIn('user', { email: 'buyer@example.com', name: 'Bea Buyer' });
    const { course } = await buyCourse(buyer);
    const mail = smtp.to('buyer@example.com').at(-1)!;
    expect(mail.subject).toBe(`Your receipt: ${course.title}`);
    expect(mail.body).toContain('£49.00');
    expect(mail.body).toContain('MedPrep test checkout');
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(mail.body).toContain(order!.id);
    const list = await t.request({ method: 'GET', url: '/api/me/purchases', token: buyer.token });
    const purchaseId = list.json().items[0].id as string;
    expect(mail.body).toContain(`/me/purchases/${purchaseId}/receipt`);
    const receipt = await t.request({
      method: 'GET',
      url: `/api/me/purchases/${purchaseId}/receipt`,
      token: buyer.token,
    });
    expect(receipt.json()).toMatchObject({
      title: course.title,
      amountMinor: 4900,
      currency: 'GBP',
      orderRef: order!.id,
      provider: 'MedPrep test checkout',
      buyer: { name: 'Bea Buyer', email: 'buyer@example.com' },
      deepLink: `/learn/${course.slug}`,
    });
    const other = await t.signIn();
    for (const id of [purchaseId, 'not-an-id']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/me/purchases/${id}/receipt`,
        token: other.token,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('refund mail', () => {
  it('tells the buyer when a payment is given back, once', async () => {
    const buyer = await t.signIn('user', { email: 'twice@example.com', name: 'Tess Twice' });
    const { course } = await buyCourse(buyer);
    const [paid] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
    // A second payment for what the buyer already had (two tabs), refunded by the sweep or the sync.
    const [second] = await t.db
      .insert(orders)
      .values({
        userId: buyer.id,
        kind: 'course',
        itemRef: paid!.itemRef,
        title: paid!.title,
        amountMinor: paid!.amountMinor,
        currency: paid!.currency,
        provider: 'local',
        providerSessionId: 'second-tab-session',
        status: 'refunded',
      })
      .returning();
    expect(await refundOrder(t.app.deps, second!)).toBe(true);
    expect(await refundOrder(t.app.deps, { ...second!, refundedAt: new Date() })).toBe(false);
    await settled();
    const refunds = smtp.to('twice@example.com').filter((m) => m.subject === `Refund: ${course.title}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toContain('£49.00');
    expect(refunds[0]!.body).toContain(second!.id);
  });
});

describe('own data', () => {
  it('exports the account, enrolments, progress and purchases as a JSON file', async () => {
    const buyer = await t.signIn('user', { email: 'exporter@example.com', name: 'Ex Porter' });
    const { course } = await buyCourse(buyer);
    const res = await t.request({ method: 'GET', url: '/api/me/export', token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="medprep-my-data-/);
    const data = res.json();
    expect(data.account).toMatchObject({ email: 'exporter@example.com', name: 'Ex Porter' });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.enrolments[0]).toMatchObject({ course: course.title, via: 'purchase' });
    expect(data.purchases[0]).toMatchObject({ item: course.title, amountMinor: 4900 });
    expect(data.progress).toEqual([]);
  });

  it('deletes the account: no sign-in, data erased, email free again, orders kept without the name', async () => {
    const buyer = await t.signIn('user', { email: 'leaving@example.com', name: 'Lee Leaving' });
    await buyCourse(buyer);
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: buyer.token,
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe(ACCOUNT_MESSAGES.wrongPassword);
    const gone = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: buyer.token,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    expect((await me(buyer.token)).statusCode).toBe(401);
    expect((await refresh(buyer.refreshCookie)).statusCode).toBe(401);
    expect((await login('leaving@example.com', DEFAULT_TEST_PASSWORD)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row).toMatchObject({ name: DELETED_USER_NAME, passwordHash: null, avatar: null });
    expect(row!.email).not.toContain('leaving');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, buyer.id))).toEqual([]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(1);
    const again = await post('/api/auth/register', {
      name: 'Lee Again',
      email: 'leaving@example.com',
      password: 'a fresh start here',
    });
    expect(again.statusCode).toBe(201);
    const admin = await t.signIn('admin');
    const list = await t.request({ method: 'GET', url: '/api/admin/users?q=Lee', token: admin.token });
    expect(list.json().items.map((u: { name: string }) => u.name)).toEqual(['Lee Again']);
  });

  it('tells an instructor with buyers what happens to their courses first', async () => {
    const buyer = await t.signIn();
    const { owner } = await buyCourse(buyer);
    const signedIn = await login(owner.email, DEFAULT_TEST_PASSWORD);
    const account = await t.request({
      method: 'GET',
      url: '/api/me/account',
      token: signedIn.json().accessToken,
    });
    expect(account.json().account.deletionNotices).toEqual([
      "One of your courses has learners. It stays available to them, shown as by 'Deleted user', and you can no longer change it.",
    ]);
  });
});

describe('admins', () => {
  it('disables an account at once and enables it again', async () => {
    const admin = await t.signIn('admin');
    const user = await t.signIn('user', { email: 'suspended@example.com', name: 'Sus Pended' });
    const found = await t.request({
      method: 'GET',
      url: '/api/admin/users?q=suspended&role=user',
      token: admin.token,
    });
    expect(found.json().items).toEqual([
      expect.objectContaining({ id: user.id, disabled: false, extraTimePercent: 0 }),
    ]);
    const disabled = await post(`/api/admin/users/${user.id}/disable`, {}, admin.token);
    expect(disabled.json().user).toMatchObject({ id: user.id, disabled: true });
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await refresh(user.refreshCookie)).statusCode).toBe(401);
    const refused = await login(user.email, DEFAULT_TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.accountDisabled);
    expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${user.id}/enable`, {}, admin.token)).json().user.disabled).toBe(
      false,
    );
    expect((await login(user.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
    const self = await post(`/api/admin/users/${admin.id}/disable`, {}, admin.token);
    expect(self.statusCode).toBe(409);
    expect((await post('/api/admin/users/not-a-user/disable', {}, admin.token)).statusCode).toBe(404);
    const byRole = await t.request({ method: 'GET', url: '/api/admin/users?role=admin', token: admin.token });
    expect(byRole.json().items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/users?role=king', token: admin.token })).statusCode,
    ).toBe(400);
  });

  it('reads the outbox and resends a mail', async () => {
    const admin = await t.signIn('admin');
    const user = await createUser(t.db, { email: 'resend-me@example.com' });
    await forgot(user.email);
    await settled();
    const outbox = await t.request({
      method: 'GET',
      url: '/api/admin/outbox?state=sent',
      token: admin.token,
    });
    const mail = outbox.json().items.find((m: { to: string }) => m.to === user.email);
    expect(mail).toMatchObject({ state: 'sent', template: 'reset_password', attempts: 1 });
    const resent = await post(`/api/admin/outbox/${mail.id}/resend`, {}, admin.token);
    expect(resent.json()).toMatchObject({ id: mail.id, state: 'queued' });
    await settled();
    expect(smtp.to(user.email)).toHaveLength(2);
    expect(
      (await post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/resend', {}, admin.token))
        .statusCode,
    ).toBe(404);
  });

  it('answers guests 401 and learners 403 on every admin route, and guests 401 on the account routes', async () => {
    const learner = await t.signIn();
    const id = learner.id;
    const admin: [string, string][] = [
      ['GET', '/api/admin/outbox'],
      ['POST', `/api/admin/outbox/${id}/resend`],
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${id}/disable`],
      ['POST', `/api/admin/users/${id}/enable`],
    ];
    for (const [method, url] of admin) {
      expect((await t.request({ method: method as 'GET', url })).statusCode).toBe(401);
      expect((await t.request({ method: method as 'GET', url, token: learner.token })).statusCode).toBe(403);
    }
    const own: [string, string][] = [
      ['GET', '/api/me/account'],
      ['PATCH', '/api/me/account'],
      ['DELETE', '/api/me/account'],
      ['POST', '/api/me/account/email'],
      ['POST', '/api/me/account/password'],
      ['GET', '/api/me/devices'],
      ['GET', '/api/me/export'],
      ['GET', `/api/me/purchases/${id}/receipt`],
      ['POST', '/api/auth/logout-all'],
    ];
    for (const [method, url] of own) {
      expect((await t.request({ method: method as 'GET', url, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps every mail in the outbox for admins to read', async () => {
    const bare = await buildTestApp();
    try {
      const user = await createUser(bare.db, { email: 'outbox-only@example.com' });
      const admin = await bare.signIn('admin');
      await bare.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
      });
      await mailSettled(bare.app.deps);
      const res = await bare.request({ method: 'GET', url: '/api/admin/outbox', token: admin.token });
      const [mail] = res.json().items;
      expect(mail).toMatchObject({ to: user.email, state: 'kept', template: 'reset_password' });
      expect(mail.text).toContain('/reset-password?token=');
    } finally {
      await bare.close();
    }
  });
});
