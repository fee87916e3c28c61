import { randomUUID } from 'node:crypto';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TITLE_MAX, paths } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { notify } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = (who: SignedIn | null, query: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/api/me/notifications', query, token: who?.token });

async function seed(who: SignedIn, n: number) {
  for (let i = 0; i < n; i++) {
    t.clock.advance(1000);
    await t.db.transaction((tx) =>
      notify(tx, {
        userId: who.id,
        kind: 'discussion_answered',
        title: `Notice ${i}`,
        link: paths.discussion(randomUUID()),
        at: t.clock.now(),
      }),
    );
  }
}

describe('notifications', () => {
  it('lists only the caller’s notices, newest first, with the unread count and pages', async () => {
    const [me, other] = await Promise.all([t.signIn(), t.signIn()]);
    await seed(me, 12);
    await seed(other, 1);
    const first = await list(me);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ page: 1, limit: 10, hasNextPage: true, total: 12 });
    expect(first.json().unreadCount).toBe(12);
    expect(first.json().items[0]).toMatchObject({ title: 'Notice 11', read: false, body: null });
    const second = await list(me, { page: '2' });
    expect(second.json().items.map((n: { title: string }) => n.title)).toEqual(['Notice 1', 'Notice 0']);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('marks one read (idempotent), and 404 for someone else’s or an unknown one', async () => {
    const [me, other] = await Promise.all([t.signIn(), t.signIn()]);
    await seed(me, 2);
    const [latest] = (await list(me)).json().items;
    const read = (who: SignedIn, id: string) =>
      t.request({ method: 'POST', url: `/api/me/notifications/${id}/read`, token: who.token });
    const res = await read(me, latest.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ notification: { id: latest.id, read: true }, unreadCount: 1 });
    expect((await read(me, latest.id)).json().unreadCount).toBe(1);
    const theirs = await read(other, latest.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect((await read(me, randomUUID())).statusCode).toBe(404);
    expect((await read(me, 'abc')).statusCode).toBe(404);
  });

  it('marks all read, touching nobody else’s', async () => {
    const [me, other] = await Promise.all([t.signIn(), t.signIn()]);
    await seed(me, 3);
    await seed(other, 2);
    const res = await t.request({ method: 'POST', url: '/api/me/notifications/read-all', token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 0 });
    expect((await list(me)).json().unreadCount).toBe(0);
    expect((await list(other)).json().unreadCount).toBe(2);
  });

  it('clips a long title, and disappears with a rolled-back transaction', async () => {
    const me = await t.signIn();
    await t.db.transaction((tx) =>
      notify(tx, { userId: me.id, kind: 'discussion_answered', title: 'x'.repeat(500), link: '/' }),
    );
    await t.db
      .transaction(async (tx) => {
        await notify(tx, { userId: me.id, kind: 'discussion_answered', title: 'Rolled back', link: '/' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const items = (await list(me)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0].title).toHaveLength(NOTIFICATION_TITLE_MAX);
  });
});
