import { AUDIT_ACTIONS, type AuditEntry, DELETED_USER_NAME } from '@medprep/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../cli/admin.ts';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { recordAudit, SYSTEM_AUDIT } from './record.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  // Behind a proxy: the address recorded is the client's, from X-Forwarded-For.
  t = await buildTestApp({ config: { trustProxy: true } });
  admin = await t.signIn('admin', { name: 'Grace Admin' });
});
afterAll(() => t.close());

const CLIENT_IP = '203.0.113.7';
const as = (
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url,
    token: who.token,
    headers: { 'x-forwarded-for': CLIENT_IP },
    ...(payload ? { payload } : {}),
  });

/** The rows about one target, oldest first, straight from the table. */
const rowsAbout = (targetId: string) =>
  t.db.select().from(auditEntries).where(eq(auditEntries.targetId, targetId)).orderBy(auditEntries.seq);

const readAudit = async (who: SignedIn, query = '') => {
  const res = await as(who, 'GET', `/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AuditEntry[]; meta: { total: number; hasNextPage: boolean } };
};

const apply = (user: SignedIn) =>
  as(user, 'POST', '/api/me/instructor/apply', {
    displayName: 'Dr Ada Mensah',
    bio: 'Consultant physician with ten years of teaching MRCP candidates on the wards.',
    categories: ['MRCP'],
    agreeTerms: true,
  });

describe('each audited action writes exactly one entry, in its transaction', () => {
  it('disabling and enabling an account; a repeat or a refused one writes none', async () => {
    const learner = await t.signIn('user');
    expect((await as(admin, 'POST', `/api/admin/users/${learner.id}/disable`)).statusCode).toBe(200);
    expect((await as(admin, 'POST', `/api/admin/users/${learner.id}/disable`)).statusCode).toBe(200);
    expect((await as(admin, 'POST', `/api/admin/users/${learner.id}/enable`)).statusCode).toBe(200);
    const rows = await rowsAbout(learner.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      actorRole: 'admin',
      action: AUDIT_ACTIONS.userDisabled,
      targetKind: 'user',
      subjectUserId: learner.id,
      ip: CLIENT_IP,
      changes: { disabled: [false, true] },
    });
    expect(rows[1]).toMatchObject({
      action: AUDIT_ACTIONS.userEnabled,
      changes: { disabled: [true, false] },
    });
    // Disabling oneself is refused (409): nothing is recorded.
    expect((await as(admin, 'POST', `/api/admin/users/${admin.id}/disable`)).statusCode).toBe(409);
    expect(await rowsAbout(admin.id)).toHaveLength(0);
  });

  it('extra time: a change writes one entry with before and after; the same value again writes none', async () => {
    const learner = await t.signIn('user');
    expect(
      (await as(admin, 'PUT', `/api/admin/users/${learner.id}/extra-time`, { percent: 25 })).statusCode,
    ).toBe(200);
    expect(
      (await as(admin, 'PATCH', `/api/admin/users/${learner.id}`, { extraTimePercent: 50 })).statusCode,
    ).toBe(200);
    expect(
      (await as(admin, 'PUT', `/api/admin/users/${learner.id}/extra-time`, { percent: 50 })).statusCode,
    ).toBe(200);
    expect(
      (await as(admin, 'PUT', `/api/admin/users/${learner.id}/extra-time`, { percent: 33 })).statusCode,
    ).toBe(400);
    const rows = await rowsAbout(learner.id);
    expect(rows.map((r) => [r.action, r.changes])).toEqual([
      [AUDIT_ACTIONS.userExtraTimeChanged, { extraTimePercent: [0, 25] }],
      [AUDIT_ACTIONS.userExtraTimeChanged, { extraTimePercent: [25, 50] }],
    ]);
  });

  it('approving an application writes the decision and the role change it makes', async () => {
    const applicant = await t.signIn('user');
    const id = (await apply(applicant)).json().application.id as string;
    const res = await as(admin, 'POST', `/api/admin/instructor-applications/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsAbout(id)).toMatchObject([
      {
        action: AUDIT_ACTIONS.applicationApproved,
        targetKind: 'application',
        subjectUserId: applicant.id,
        changes: { status: ['pending', 'approved'] },
      },
    ]);
    expect(await rowsAbout(applicant.id)).toMatchObject([
      { action: AUDIT_ACTIONS.userRoleChanged, actorId: admin.id, changes: { role: ['user', 'instructor'] } },
    ]);
    // A second decision is a conflict and writes nothing.
    expect((await as(admin, 'POST', `/api/admin/instructor-applications/${id}/approve`)).statusCode).toBe(
      409,
    );
    expect(await rowsAbout(id)).toHaveLength(1);
  });

  it('rejecting an application writes one entry with the reason', async () => {
    const applicant = await t.signIn('user');
    const id = (await apply(applicant)).json().application.id as string;
    const res = await as(admin, 'POST', `/api/admin/instructor-applications/${id}/reject`, {
      reason: 'Please add teaching samples.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsAbout(id)).toMatchObject([
      {
        action: AUDIT_ACTIONS.applicationRejected,
        changes: { status: ['pending', 'rejected'], rejectionReason: [null, 'Please add teaching samples.'] },
      },
    ]);
    expect(await rowsAbout(applicant.id)).toHaveLength(0);
  });

  it('the `npm run admin` command records its role change with no actor', async () => {
    const someone = await t.signIn('instructor');
    expect(await makeAdmin(t.db, { email: someone.email })).toBe('promoted');
    expect(await rowsAbout(someone.id)).toMatchObject([
      { actorId: null, actorRole: null, ip: null, changes: { role: ['instructor', 'admin'] } },
    ]);
  });

  it('an action whose transaction rolls back leaves no entry', async () => {
    const target = 'rolled-back-target';
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, SYSTEM_AUDIT, {
          action: AUDIT_ACTIONS.orderRefunded,
          target: { kind: 'order', id: target },
          subjectUserId: null,
          changes: { status: ['fulfilled', 'refunded'] },
          at: t.clock.now(),
        });
        throw new Error('the action failed after writing');
      }),
    ).rejects.toThrow('the action failed');
    expect(await rowsAbout(target)).toHaveLength(0);
  });
});

describe('the trail is append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [row] = await t.db.select({ id: auditEntries.id }).from(auditEntries).limit(1);
    expect(row).toBeDefined();
    await expect(
      t.db.update(auditEntries).set({ ip: '10.0.0.1' }).where(eq(auditEntries.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditEntries).where(eq(auditEntries.id, row!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    const [still] = await t.db.select().from(auditEntries).where(eq(auditEntries.id, row!.id));
    expect(still?.ip).not.toBe('10.0.0.1');
  });

  it('no API route edits or deletes an entry', async () => {
    const paths = t.app.routeAccessTable.filter((r) => r.url.startsWith('/api/admin/audit'));
    expect(paths.map((r) => r.method).filter((m) => m !== 'HEAD')).toEqual(['GET']);
    const entry = (await readAudit(admin)).items[0]!;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await as(admin, method, `/api/admin/audit/${entry.id}`, {})).statusCode).toBe(404);
    }
  });
});

describe('GET /api/admin/audit', () => {
  let actor: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    actor = await t.signIn('admin', { name: 'Filter Admin' });
    learner = await t.signIn('user');
    await as(actor, 'POST', `/api/admin/users/${learner.id}/disable`);
    await as(actor, 'PUT', `/api/admin/users/${learner.id}/extra-time`, { percent: 100 });
  });

  it('answers only admins', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const role of ['user', 'instructor'] as const) {
      const who = await t.signIn(role);
      expect((await as(who, 'GET', '/api/admin/audit')).statusCode).toBe(403);
    }
  });

  it('lists newest first with the actor, and filters by actor, action and target', async () => {
    const mine = await readAudit(actor, `?actor=${actor.id}`);
    expect(mine.meta.total).toBe(2);
    expect(mine.items.map((e) => e.action)).toEqual([
      AUDIT_ACTIONS.userExtraTimeChanged,
      AUDIT_ACTIONS.userDisabled,
    ]);
    expect(mine.items[1]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: { id: actor.id, name: 'Filter Admin', role: 'admin' },
      action: AUDIT_ACTIONS.userDisabled,
      targetKind: 'user',
      targetId: learner.id,
      ip: CLIENT_IP,
      changes: { disabled: [false, true] },
    });
    const disabled = await readAudit(admin, `?action=${AUDIT_ACTIONS.userDisabled}&actor=${actor.id}`);
    expect(disabled.items.map((e) => e.targetId)).toEqual([learner.id]);
    const onTarget = await readAudit(admin, `?targetKind=user&targetId=${learner.id}`);
    expect(onTarget.meta.total).toBe(2);
    expect((await readAudit(admin, `?targetKind=order&targetId=${learner.id}`)).items).toEqual([]);
    const paged = await readAudit(admin, `?actor=${actor.id}&limit=1&page=2`);
    expect(paged.items.map((e) => e.action)).toEqual([AUDIT_ACTIONS.userDisabled]);
    expect(paged.meta.hasNextPage).toBe(false);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?actor=not-a-user-id', 'actor'],
      ['?action=user.deleted', 'action'],
      ['?targetKind=planet', 'targetKind'],
      ['?limit=500', 'limit'],
    ] as const) {
      const res = await as(admin, 'GET', `/api/admin/audit${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
  });
});

describe('personal data', () => {
  it('the export includes the entries about the person, as target and as actor', async () => {
    const person = await t.signIn('user');
    await as(admin, 'PUT', `/api/admin/users/${person.id}/extra-time`, { percent: 25 });
    const data = (await as(person, 'GET', '/api/me/export')).json();
    expect(data.auditTrail).toMatchObject([
      {
        action: AUDIT_ACTIONS.userExtraTimeChanged,
        targetId: person.id,
        changes: { extraTimePercent: [0, 25] },
      },
    ]);
    const other = await t.signIn('user');
    const acting = await t.signIn('admin');
    await as(acting, 'POST', `/api/admin/users/${other.id}/disable`);
    const actorData = (await as(acting, 'GET', '/api/me/export')).json();
    expect(actorData.auditTrail).toMatchObject([{ action: AUDIT_ACTIONS.userDisabled, targetId: other.id }]);
  });

  it("deleting an account keeps its entries, with the actor's name replaced", async () => {
    const departing = await t.signIn('admin', { name: 'Departing Admin' });
    const person = await t.signIn('user');
    await as(departing, 'POST', `/api/admin/users/${person.id}/disable`);
    const gone = await as(departing, 'DELETE', '/api/me/account', { password: DEFAULT_TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    const [entry] = (await readAudit(admin, `?actor=${departing.id}`)).items;
    expect(entry).toMatchObject({
      actor: { id: departing.id, name: DELETED_USER_NAME, role: 'admin' },
      targetId: person.id,
    });
    // The target's deletion keeps the entries about them too.
    await as(admin, 'POST', `/api/admin/users/${person.id}/enable`);
    const personGone = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: person.email, password: DEFAULT_TEST_PASSWORD },
        })
      ).json().accessToken,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(personGone.statusCode, personGone.body).toBe(204);
    expect(await rowsAbout(person.id)).toHaveLength(2);
  });
});
