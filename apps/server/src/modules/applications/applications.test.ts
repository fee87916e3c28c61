import { APPLICATION_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const validApplication = {
  displayName: 'Dr Ada Mensah',
  bio: 'Consultant physician with ten years of teaching MRCP candidates on the wards.',
  website: 'https://ada.example.com',
  links: [' https://linkedin.com/in/ada ', '', 'https://youtube.com/@ada'],
  categories: ['MRCP', ' Cardiology ', ' '],
  samples: [],
  agreeTerms: true,
};

const apply = (user: SignedIn, payload: object = validApplication) =>
  t.request({ method: 'POST', url: '/api/me/instructor/apply', token: user.token, payload });

async function refreshed(user: SignedIn): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { rt: user.refreshCookie },
  });
  user.refreshCookie = res.cookies.find((c) => c.name === 'rt')?.value ?? '';
  return res.json().accessToken;
}

describe('applying to teach', () => {
  it('creates a pending application with trimmed lists, and shows it to the applicant without admin notes', async () => {
    const user = await t.signIn('user', { name: 'Ada Mensah' });
    const res = await apply(user);
    expect(res.statusCode).toBe(200);
    const { application } = res.json();
    expect(application).toMatchObject({
      status: 'pending',
      user: { id: user.id, name: 'Ada Mensah', email: user.email },
      answers: {
        displayName: 'Dr Ada Mensah',
        website: 'https://ada.example.com',
        links: ['https://linkedin.com/in/ada', 'https://youtube.com/@ada'],
        categories: ['MRCP', 'Cardiology'],
        samples: [],
      },
      review: { reason: null, reviewedAt: null },
    });
    expect(application).not.toHaveProperty('notes');
    const mine = await t.request({ method: 'GET', url: '/api/me/instructor/application', token: user.token });
    expect(mine.json().application.id).toBe(application.id);
  });

  it('answers null before applying', async () => {
    const user = await t.signIn();
    const res = await t.request({ method: 'GET', url: '/api/me/instructor/application', token: user.token });
    expect(res.json()).toEqual({ application: null });
  });

  it('refuses an incomplete application with the specification messages', async () => {
    const user = await t.signIn();
    const res = await apply(user, { displayName: '  ', bio: 'Too short', agreeTerms: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      displayName: 'Display name is required',
      bio: 'Bio must be at least 30 characters',
      agreeTerms: 'You must agree to the Instructor Terms',
    });
  });

  it('lets a pending applicant edit and re-apply, staying pending', async () => {
    const user = await t.signIn();
    const first = (await apply(user)).json().application;
    const second = await apply(user, { ...validApplication, displayName: 'Dr A. Mensah' });
    expect(second.json().application).toMatchObject({
      id: first.id,
      status: 'pending',
      answers: { displayName: 'Dr A. Mensah' },
    });
  });

  it('refuses instructors and admins, who already teach', async () => {
    for (const role of ['instructor', 'admin'] as const) {
      const user = await t.signIn(role);
      const res = await apply(user);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.alreadyTeaches);
    }
  });
});

describe('admin review', () => {
  it('approves a pending application: the applicant becomes an instructor, and who decided and when is kept', async () => {
    const admin = await t.signIn('admin', { name: 'Reviewing Admin' });
    const user = await t.signIn('user');
    const { application } = (await apply(user)).json();
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/instructor-applications/${application.id}/approve`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({
      status: 'approved',
      review: { reviewedAt: expect.any(String), reviewedBy: { id: admin.id, name: 'Reviewing Admin' } },
    });
    // The old token carries the old role and stops working; a refreshed one carries 'instructor'.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(401);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: await refreshed(user) });
    expect(me.json().user.role).toBe('instructor');
    // Approve and reject only while pending.
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/instructor-applications/${application.id}/reject`,
      token: admin.token,
      payload: { reason: 'Changed my mind' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLICATION_MESSAGES.notPending);
  });

  it('rejects with a required reason; the applicant sees it and may re-apply, which returns to pending', async () => {
    const admin = await t.signIn('admin');
    const user = await t.signIn('user');
    const { application } = (await apply(user)).json();
    const url = `/api/admin/instructor-applications/${application.id}/reject`;
    const empty = await t.request({ method: 'POST', url, token: admin.token, payload: { reason: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.reason).toBe(APPLICATION_MESSAGES.reasonRequired);
    const rejected = await t.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: { reason: 'Please add teaching samples.' },
    });
    expect(rejected.json().application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add teaching samples.',
    });
    const mine = (
      await t.request({ method: 'GET', url: '/api/me/instructor/application', token: user.token })
    ).json();
    expect(mine.application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add teaching samples.',
      review: { reason: 'Please add teaching samples.' },
    });
    const reapplied = await apply(user, { ...validApplication, samples: ['https://example.com/lecture'] });
    expect(reapplied.json().application).toMatchObject({
      id: application.id,
      status: 'pending',
      rejectionReason: null,
      answers: { samples: ['https://example.com/lecture'] },
    });
    const approveAfter = await t.request({
      method: 'POST',
      url: `/api/admin/instructor-applications/${application.id}/approve`,
      token: admin.token,
    });
    expect(approveAfter.statusCode).toBe(200);
    // An approved applicant cannot apply again.
    const late = await apply({ ...user, token: await refreshed(user) });
    expect(late.statusCode).toBe(409);
  });

  it('lets only one of two simultaneous decisions win', async () => {
    const admin = await t.signIn('admin');
    const user = await t.signIn('user');
    const { application } = (await apply(user)).json();
    const base = `/api/admin/instructor-applications/${application.id}`;
    const [a, b] = await Promise.all([
      t.request({ method: 'POST', url: `${base}/approve`, token: admin.token }),
      t.request({ method: 'POST', url: `${base}/reject`, token: admin.token, payload: { reason: 'No' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('saves admin notes, which the applicant never sees', async () => {
    const admin = await t.signIn('admin');
    const user = await t.signIn('user');
    const { application } = (await apply(user)).json();
    const res = await t.request({
      method: 'PATCH',
      url: `/api/admin/instructor-applications/${application.id}/notes`,
      token: admin.token,
      payload: { notes: 'Checked GMC number.' },
    });
    expect(res.json().application.notes).toBe('Checked GMC number.');
    const mine = await t.request({ method: 'GET', url: '/api/me/instructor/application', token: user.token });
    expect(JSON.stringify(mine.json())).not.toContain('GMC');
  });

  it('lists with status filter, search over name, email and display name, and paging', async () => {
    const admin = await t.signIn('admin');
    const marker = `zq${Math.random().toString(36).slice(2, 8)}`;
    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await t.signIn('user', { name: `${marker} Applicant ${i}` });
      created.push((await apply(user)).json().application.id);
    }
    const byDisplay = await t.signIn('user', { name: 'Someone Else' });
    await apply(byDisplay, { ...validApplication, displayName: `Dr ${marker.toUpperCase()}` });
    const list = (query: string) =>
      t.request({ method: 'GET', url: `/api/admin/instructor-applications?${query}`, token: admin.token });
    const page1 = (await list(`q=${marker}&limit=2&page=1`)).json();
    expect(page1.items).toHaveLength(2);
    expect(page1.meta).toEqual({ page: 1, limit: 2, hasNextPage: true, total: 4 });
    const page2 = (await list(`q=${marker}&limit=2&page=2`)).json();
    expect(page2.items).toHaveLength(2);
    expect(page2.meta.hasNextPage).toBe(false);
    await t.request({
      method: 'POST',
      url: `/api/admin/instructor-applications/${created[0]}/approve`,
      token: admin.token,
    });
    const approved = (await list(`q=${marker}&status=approved`)).json();
    expect(approved.items.map((a: { id: string }) => a.id)).toEqual([created[0]]);
    // Out-of-range paging is refused, never repaired (docs/decisions).
    const refused = await list(`q=${marker}&limit=500&page=0`);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['limit', 'page']);
  });

  it('answers 404 for an unknown or malformed application id', async () => {
    const admin = await t.signIn('admin');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/instructor-applications/${id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(APPLICATION_MESSAGES.notFound);
    }
  });
});

describe('authorisation matrix', () => {
  it('lets guests do nothing, applicants and other users only their own, and admins review', async () => {
    const admin = await t.signIn('admin');
    const applicant = await t.signIn('user');
    const other = await t.signIn('user');
    const instructor = await t.signIn('instructor');
    const { application } = (await apply(applicant)).json();
    const id = application.id;
    const adminCalls = [
      { method: 'GET' as const, url: '/api/admin/instructor-applications' },
      { method: 'GET' as const, url: `/api/admin/instructor-applications/${id}` },
      {
        method: 'PATCH' as const,
        url: `/api/admin/instructor-applications/${id}/notes`,
        payload: { notes: 'x' },
      },
      {
        method: 'POST' as const,
        url: `/api/admin/instructor-applications/${id}/reject`,
        payload: { reason: 'x' },
      },
      { method: 'POST' as const, url: `/api/admin/instructor-applications/${id}/approve` },
    ];
    for (const call of adminCalls) {
      expect((await t.request(call)).statusCode, `guest ${call.url}`).toBe(401);
      for (const who of [applicant, other, instructor]) {
        expect((await t.request({ ...call, token: who.token })).statusCode, `${who.role} ${call.url}`).toBe(
          403,
        );
      }
    }
    // Nothing above changed the application.
    const still = await t.request({
      method: 'GET',
      url: '/api/me/instructor/application',
      token: applicant.token,
    });
    expect(still.json().application).toMatchObject({ status: 'pending' });
    // Guests cannot apply or read; another user sees only their own (none).
    expect(
      (await t.request({ method: 'POST', url: '/api/me/instructor/apply', payload: validApplication }))
        .statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/me/instructor/application' })).statusCode).toBe(401);
    const others = await t.request({
      method: 'GET',
      url: '/api/me/instructor/application',
      token: other.token,
    });
    expect(others.json()).toEqual({ application: null });
    // The admin can do each of them.
    for (const call of adminCalls) {
      expect((await t.request({ ...call, token: admin.token })).statusCode, `admin ${call.url}`).toBe(
        call.url.endsWith('/approve') ? 409 : 200,
      );
    }
  });
});
