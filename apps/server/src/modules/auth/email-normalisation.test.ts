import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

/**
 * One normalisation of emails, before validation: a full-width '＠' (U+FF20), as a
 * Japanese or Chinese keyboard types it, is '@' at register, sign-in, password reset and email change alike.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.request({ method: 'POST', url, payload, token });
const PASSWORD = 'a long enough passphrase';

describe('a full-width ＠ in an email', () => {
  it('registers, signs in and resets as the same normalised address', async () => {
    const register = await post('/api/auth/register', {
      name: 'Aiko Tanaka',
      email: ' Ａｉｋｏ＠Example.com ',
      password: PASSWORD,
    });
    expect(register.statusCode, register.body).toBe(201);
    expect(register.json().user.email).toBe('aiko@example.com');
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'aiko@example.com'));
    expect(stored).toBeDefined();

    // The same address written either way is the same account.
    const twice = await post('/api/auth/register', {
      name: 'Aiko',
      email: 'aiko@example.com',
      password: PASSWORD,
    });
    expect(twice.statusCode).toBe(409);
    for (const email of ['aiko＠example.com', 'AIKO@EXAMPLE.COM']) {
      expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode, email).toBe(200);
    }

    expect((await post('/api/auth/forgot-password', { email: 'aiko＠example.com' })).statusCode).toBe(202);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'aiko@example.com'));
    expect(mails.map((m) => m.template)).toContain('reset_password');
  });

  it('changes the email to the normalised address', async () => {
    const learner = await t.signIn();
    const change = await post(
      '/api/me/account/email',
      { email: 'Ｎｅｗ＠example.com', password: DEFAULT_TEST_PASSWORD },
      learner.token,
    );
    expect(change.statusCode, change.body).toBe(202);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'new@example.com'));
    expect(mail?.template).toBe('confirm_email');
  });

  it('still refuses what is not an email after normalising', async () => {
    const res = await post('/api/auth/register', {
      name: 'X',
      email: 'no-at-sign.example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['email']);
  });
});
