import type { CourseListResponse } from '@medprep/shared';
import { NAV_LABELS, PRERENDERED_STATE_ID } from '@medprep/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { courseSummary } from '../features/courses/test-fixtures';
import { HOME_TEXT } from '../features/home/content';
import { liveSession } from '../features/live/test-fixtures';
import { seedFromFirstPaint } from '../lib/query';
import { answer, apiError } from '../test/msw';
import { noteViewerNeeded, renderOnServer } from './paint';
import { prerender } from './prerender';

const list = (items = [courseSummary()]): CourseListResponse => ({
  items,
  meta: { page: 1, limit: 12, hasNextPage: false },
});

/** The page's text, as a reader of the HTML would see it. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the server-rendered first paint', () => {
  it('renders the catalogue with its courses, asking the API what the page asks, and hands the answers on', async () => {
    const categories = answer('GET', '/api/courses/categories', { items: ['MRCP'] });
    const courses = answer('GET', '/api/courses', list());
    const result = await prerender({ url: '/courses?level=intermediate', sessionHint: false });
    expect(result).not.toBeNull();
    const html = result!.html;
    expect(html).toMatch(/<h1[^>]*>Courses<\/h1>/);
    expect(html).toContain('href="/courses/mrcp-cardiology"');
    expect(text(html)).toContain('MRCP Part 1 Cardiology');
    expect(text(html)).toContain('£49.00');
    // The filter in the address is the filter asked for, once.
    expect(courses.requests).toHaveLength(1);
    expect(courses.requests[0]!.url.searchParams.get('level')).toBe('intermediate');
    expect(categories.requests).toHaveLength(1);
    // A guest's top bar.
    expect(text(html)).toContain(NAV_LABELS.logIn);

    // The browser's client, seeded from the page, has the same answers before it asks anything.
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = PRERENDERED_STATE_ID;
    element.textContent = JSON.stringify(result!.dehydrated);
    document.body.append(element);
    const client = new QueryClient();
    seedFromFirstPaint(client);
    const seeded = client.getQueryCache().getAll();
    expect(seeded.map((q) => q.state.data)).toContainEqual(list());
    expect(document.getElementById(PRERENDERED_STATE_ID)).toBeNull();
  });

  it('renders the home page for a guest, and a top bar that waits when a session may exist', async () => {
    const guest = await prerender({ url: '/', sessionHint: false });
    expect(guest!.html).toMatch(new RegExp(`<h1[^>]*>${HOME_TEXT.guestHeadline}</h1>`));
    expect(text(guest!.html)).toContain(NAV_LABELS.logIn);
    const returning = await prerender({ url: '/', sessionHint: true });
    expect(text(returning!.html)).not.toContain(NAV_LABELS.logIn);
  });

  it('gives nothing for a route that opts out of the server’s render, without asking the API', async () => {
    const session = answer('GET', '/api/live-sessions/s1', {});
    expect(await prerender({ url: '/live/s1', sessionHint: false })).toBeNull();
    expect(await prerender({ url: '/tutors/t1', sessionHint: false })).toBeNull();
    expect(session.requests).toHaveLength(0);
  });

  it('drops a render that read the viewer’s zone, which the server does not know', () => {
    expect(renderOnServer(() => '<p>no times</p>')).toEqual({ html: '<p>no times</p>', needsViewer: false });
    const read = renderOnServer(() => {
      noteViewerNeeded();
      return '<p>18:00</p>';
    });
    expect(read.needsViewer).toBe(true);
  });

  it('gives nothing for a live session’s page, and leaves the home page’s live sessions out', async () => {
    const start = Date.now() + 3_600_000;
    const session = liveSession({
      startAt: new Date(start).toISOString(),
      endAt: new Date(start + 3_600_000).toISOString(),
    });
    answer('GET', '/api/live-sessions/s1', { session });
    answer('GET', '/api/live-sessions/s1/entitlement', { canJoin: false, reason: 'not_entitled' });
    expect(await prerender({ url: '/live/s1', sessionHint: false })).toBeNull();

    // The home page's live row: its code loaded on this server or not, the first paint keeps the frame empty.
    await import('../features/live/components/live-carousel');
    const home = await prerender({ url: '/', sessionHint: false });
    expect(home).not.toBeNull();
    expect(text(home!.html)).toContain(HOME_TEXT.upcomingLive);
    expect(text(home!.html)).not.toContain('Cardiology night');
  });

  it('gives nothing when an answer the page needs fails (the browser then renders the page itself)', async () => {
    answer('GET', '/api/courses/categories', { items: [] });
    answer('GET', '/api/courses', apiError(500, 'internal', 'Something went wrong.'));
    expect(await prerender({ url: '/courses', sessionHint: false })).toBeNull();
  });
});
