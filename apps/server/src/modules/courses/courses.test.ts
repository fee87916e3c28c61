import { COURSE_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../db/factories.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let owner: { id: string };
const marker = `m${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.db, { role: 'instructor', name: 'Dr Catalogue Owner' });
  const base = { ownerId: owner.id, category: `Cat ${marker}` };
  await createCourse(t.db, {
    ...base,
    title: 'Cardiology Essentials for MRCP',
    subtitle: 'Heart failure, arrhythmias and valve disease',
    description: 'Interpreting ECGs and echocardiograms.',
    tags: [marker, 'cardiology'],
    level: 'intermediate',
    priceMinor: 4900,
    enrollmentCount: 50,
    ratingAvg: 4.2,
    publishedAt: new Date('2026-03-01'),
  });
  await createCourse(t.db, {
    ...base,
    title: 'Fractures and Orthopaedic Emergencies',
    description: 'Managing fractured neck of femur on the ward.',
    tags: [marker],
    level: 'beginner',
    priceMinor: 0,
    enrollmentCount: 10,
    ratingAvg: 4.9,
    publishedAt: new Date('2026-05-01'),
  });
  await createCourse(t.db, {
    ...base,
    title: 'Pharmacology for PLAB 1',
    description: 'Prescribing safely.',
    tags: [marker, 'prescribing'],
    level: 'advanced',
    priceMinor: 2900,
    enrollmentCount: 90,
    ratingAvg: 3.5,
    publishedAt: new Date('2026-04-01'),
  });
  await createCourse(t.db, { ...base, title: `Draft Cardiology ${marker}`, tags: [marker], status: 'draft' });
  await createCourse(t.db, {
    ...base,
    title: `Archived Cardiology ${marker}`,
    tags: [marker],
    status: 'archived',
  });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/courses?category=Cat%20${marker}&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { title: string; pricing: { isFree: boolean } }[];
    meta: Record<string, unknown>;
  };
};
const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

describe('catalogue', () => {
  it('lists published courses only, newest first by default', async () => {
    expect(titles(await list(''))).toEqual([
      'Fractures and Orthopaedic Emergencies',
      'Pharmacology for PLAB 1',
      'Cardiology Essentials for MRCP',
    ]);
  });

  it('finds partial words, word endings and words in the description and tags', async () => {
    expect(titles(await list('q=cardio'))).toEqual(['Cardiology Essentials for MRCP']);
    expect(titles(await list('q=pharmac'))).toEqual(['Pharmacology for PLAB 1']);
    // "fracture" matches "Fractures" and "fractured" (word endings).
    expect(titles(await list('q=fracture'))).toEqual(['Fractures and Orthopaedic Emergencies']);
    // A word only in the description, with another ending.
    expect(titles(await list('q=interpret%20ecg'))).toEqual(['Cardiology Essentials for MRCP']);
    // A tag.
    expect(titles(await list('q=prescribing'))).toEqual(['Pharmacology for PLAB 1']);
    // The middle of a word.
    expect(titles(await list('q=ology'))).toEqual([
      'Pharmacology for PLAB 1',
      'Cardiology Essentials for MRCP',
    ]);
    expect(titles(await list('q=zzzznothing'))).toEqual([]);
  });

  it('combines level, free-only, category and sort, and pages with hasNextPage', async () => {
    expect(titles(await list('isFree=true'))).toEqual(['Fractures and Orthopaedic Emergencies']);
    expect(titles(await list('level=advanced'))).toEqual(['Pharmacology for PLAB 1']);
    expect(titles(await list('level=advanced&isFree=true'))).toEqual([]);
    expect(titles(await list('sort=popular'))[0]).toBe('Pharmacology for PLAB 1');
    expect(titles(await list('sort=rating'))[0]).toBe('Fractures and Orthopaedic Emergencies');
    expect(titles(await list('sort=price_asc'))).toEqual([
      'Fractures and Orthopaedic Emergencies',
      'Pharmacology for PLAB 1',
      'Cardiology Essentials for MRCP',
    ]);
    expect(titles(await list('sort=price_desc'))[0]).toBe('Cardiology Essentials for MRCP');
    const page1 = await list('limit=2&page=1');
    expect(page1.items).toHaveLength(2);
    expect(page1.meta).toMatchObject({ page: 1, limit: 2, hasNextPage: true });
    const page2 = await list('limit=2&page=2');
    expect(page2.items).toHaveLength(1);
    expect(page2.meta.hasNextPage).toBe(false);
    for (const bad of ['limit=999', 'limit=0', 'page=-3', 'page=0', 'sort=cheapest', 'level=expert']) {
      const res = await t.request({ method: 'GET', url: `/api/courses?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().fields), bad).toEqual([bad.split('=')[0]]);
    }
  });

  it('lists the categories of published courses', async () => {
    const res = await t.request({ method: 'GET', url: '/api/courses/categories' });
    expect(res.json().items).toContain(`Cat ${marker}`);
  });
});

describe('course page', () => {
  it('shows curriculum titles without lesson content, and the action for each visitor', async () => {
    const course = await createCourse(t.db, {
      ownerId: owner.id,
      title: 'Paid Course With Content',
      priceMinor: 3000,
      includedInMembership: false,
      sections: [
        {
          title: 'Part 1',
          lessons: [{ title: 'Secret text', type: 'text', textContent: 'TOP-SECRET-CONTENT' }],
        },
      ],
    });
    const guest = await t.request({ method: 'GET', url: `/api/courses/${course.slug}` });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().course.sections[0].lessons[0]).toEqual({
      id: expect.any(String),
      title: 'Secret text',
      type: 'text',
      durationSec: 0,
    });
    expect(guest.body).not.toContain('TOP-SECRET-CONTENT');
    expect(guest.body).not.toContain('youtube');
    expect(guest.json().viewer.action).toBe('login');
    const learner = await t.signIn();
    const asLearner = await t.request({
      method: 'GET',
      url: `/api/courses/${course.slug}`,
      token: learner.token,
    });
    expect(asLearner.json().viewer.action).toBe('buy');
    const ownerView = await t.request({
      method: 'GET',
      url: `/api/courses/${course.slug}`,
      token: (await t.signIn('admin')).token,
    });
    expect(ownerView.json().viewer.action).toBe('go_to_course');
  });

  it('hides drafts from everyone but the owner and admins', async () => {
    const ownerSignedIn = await t.signIn('instructor');
    const draft = await createCourse(t.db, {
      ownerId: ownerSignedIn.id,
      title: 'Hidden draft',
      status: 'draft',
    });
    const url = `/api/courses/${draft.slug}`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url, token: (await t.signIn()).token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url, token: ownerSignedIn.token })).statusCode).toBe(200);
  });
});

describe('instructor course management', () => {
  let instructor: SignedIn;
  beforeAll(async () => {
    instructor = await t.signIn('instructor', { name: 'Dr Builder' });
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who = instructor,
  ) =>
    t.request({
      method,
      url: `/api/instructor/courses${url}`,
      token: who.token,
      ...(payload ? { payload } : {}),
    });

  it('creates a draft on first save with a title, and refuses one without', async () => {
    const empty = await call('POST', '', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.title).toBe('Title is required');
    const res = await call('POST', '', { title: 'Acute Medicine Take' });
    expect(res.statusCode).toBe(201);
    expect(res.json().course).toMatchObject({
      title: 'Acute Medicine Take',
      status: 'draft',
      slug: 'acute-medicine-take',
    });
    // The next course with the same title gets -2.
    expect((await call('POST', '', { title: 'Acute Medicine Take' })).json().course.slug).toBe(
      'acute-medicine-take-2',
    );
  });

  it('edits every field, converts the price from major units, and keeps the slug once published', async () => {
    const { course } = (await call('POST', '', { title: 'Renal Medicine' })).json();
    const patch = await call('PATCH', `/${course.id}`, {
      title: 'Renal Medicine Made Simple',
      subtitle: 'AKI and CKD',
      description: 'Everything about kidneys.',
      language: 'en',
      level: 'advanced',
      category: 'Nephrology',
      tags: [' AKI ', 'CKD', '', 'AKI'],
      thumbnail: 'https://example.com/t.png',
      promoVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().course).toMatchObject({
      slug: 'renal-medicine-made-simple',
      tags: ['AKI', 'CKD'],
      level: 'advanced',
      category: 'Nephrology',
    });
    const badPromo = await call('PATCH', `/${course.id}`, { promoVideoUrl: 'https://vimeo.com/1' });
    expect(badPromo.json().fields.promoVideoUrl).toBe('Invalid YouTube URL');
    const price = await call('PATCH', `/${course.id}/pricing`, { amountMajor: 19.99, currency: 'EUR' });
    expect(price.json().course.pricing).toMatchObject({ amountMinor: 1999, currency: 'EUR', isFree: false });
    const negative = await call('PATCH', `/${course.id}/pricing`, { amountMajor: -5, currency: 'GBP' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ amountMajor: 'Price cannot be negative.' });
    const free = await call('PATCH', `/${course.id}/pricing`, { amountMajor: '0', currency: 'GBP' });
    expect(free.json().course.pricing).toMatchObject({ amountMinor: 0, isFree: true });
    const lesson = await call('PUT', `/${course.id}/lesson`, {
      title: 'Intro',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSec: 600,
    });
    expect(lesson.json().course).toMatchObject({ totalDurationSec: 600, lessonCount: 1 });
    await call('POST', `/${course.id}/publish`);
    const renamed = await call('PATCH', `/${course.id}`, { title: 'Renal Medicine: Second Edition' });
    expect(renamed.json().course.slug).toBe('renal-medicine-made-simple');
  });

  it('refuses a video lesson whose link has no YouTube video id', async () => {
    const { course } = (await call('POST', '', { title: 'Bad link course' })).json();
    const res = await call('PUT', `/${course.id}/lesson`, {
      title: 'x',
      youtubeUrl: 'https://example.com/v',
      durationSec: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid YouTube URL',
      fields: { youtubeUrl: 'Invalid YouTube URL' },
    });
    const curriculum = await call('PUT', `/${course.id}/curriculum`, {
      sections: [
        { title: 'S', lessons: [{ title: 'V', type: 'video', youtubeUrl: 'nope', durationSec: 5 }] },
      ],
    });
    expect(curriculum.statusCode).toBe(400);
    expect(curriculum.json().fields['sections.0.lessons.0.youtubeUrl']).toBe('Invalid YouTube URL');
  });

  it('adds, renames, reorders and deletes sections and lessons, keeping ids and totals right', async () => {
    const { course } = (await call('POST', '', { title: 'Curriculum course' })).json();
    const first = (
      await call('PUT', `/${course.id}/curriculum`, {
        sections: [
          {
            title: 'One',
            lessons: [
              { title: 'A', type: 'video', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', durationSec: 100 },
              { title: 'B', type: 'text', textContent: '**bold**', durationSec: 50 },
            ],
          },
          { title: 'Two', lessons: [{ title: 'C', type: 'text', textContent: 'c', durationSec: 25 }] },
        ],
      })
    ).json().course;
    expect(first).toMatchObject({ totalDurationSec: 175, lessonCount: 3 });
    const [one, two] = first.sections;
    const second = (
      await call('PUT', `/${course.id}/curriculum`, {
        sections: [
          {
            id: two.id,
            title: 'Two renamed',
            lessons: [{ ...two.lessons[0], title: 'C2' }, { ...one.lessons[1] }],
          },
        ],
      })
    ).json().course;
    expect(second.sections).toHaveLength(1);
    expect(second.sections[0]).toMatchObject({ id: two.id, title: 'Two renamed' });
    expect(second.sections[0].lessons.map((l: { id: string; title: string }) => [l.id, l.title])).toEqual([
      [two.lessons[0].id, 'C2'],
      [one.lessons[1].id, 'B'],
    ]);
    expect(second).toMatchObject({ totalDurationSec: 75, lessonCount: 2 });
  });

  it('publishes, unpublishes, archives and restores under the state rules, and deletes only drafts', async () => {
    const { course } = (await call('POST', '', { title: 'Lifecycle course' })).json();
    const empty = await call('POST', `/${course.id}/publish`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(COURSE_MESSAGES.cannotPublishEmpty);
    await call('PUT', `/${course.id}/lesson`, {
      title: 'L',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      durationSec: 1,
    });
    expect((await call('POST', `/${course.id}/unpublish`)).statusCode).toBe(409);
    expect((await call('POST', `/${course.id}/restore`)).statusCode).toBe(409);
    const published = await call('POST', `/${course.id}/publish`);
    expect(published.json().course).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await call('POST', `/${course.id}/publish`)).statusCode).toBe(409);
    expect((await call('DELETE', `/${course.id}`)).statusCode).toBe(409);
    expect((await call('POST', `/${course.id}/unpublish`)).json().course.status).toBe('draft');
    expect((await call('POST', `/${course.id}/archive`)).json().course.status).toBe('archived');
    expect((await call('POST', `/${course.id}/archive`)).statusCode).toBe(409);
    expect((await call('POST', `/${course.id}/restore`)).json().course.status).toBe('draft');
    expect((await call('DELETE', `/${course.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${course.id}`)).statusCode).toBe(404);
  });

  it('lists own courses by status tab and title search with clamped paging', async () => {
    const me = await t.signIn('instructor');
    const mine = (title: string) => call('POST', '', { title }, me);
    const a = (await mine('Alpha haematology')).json().course;
    await mine('Beta haematology');
    await mine('Gamma dermatology');
    await call(
      'PUT',
      `/${a.id}/lesson`,
      { title: 'L', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', durationSec: 1 },
      me,
    );
    await call('POST', `/${a.id}/publish`, undefined, me);
    const all = (await call('GET', '?limit=50', undefined, me)).json();
    expect(all.items).toHaveLength(3);
    expect(all.meta.total).toBe(3);
    const published = (await call('GET', '?status=published', undefined, me)).json();
    expect(published.items.map((c: { title: string }) => c.title)).toEqual(['Alpha haematology']);
    const search = (await call('GET', '?q=HAEMAT&status=draft', undefined, me)).json();
    expect(search.items.map((c: { title: string }) => c.title)).toEqual(['Beta haematology']);
    const one = (await call('GET', '?limit=1&page=1', undefined, me)).json();
    expect(one.meta).toMatchObject({ page: 1, limit: 1, hasNextPage: true });
    expect((await call('GET', '?limit=0&page=0', undefined, me)).statusCode).toBe(400);
  });

  it('authorisation matrix: guest 401, learner 403, other instructor 404, owner and admin allowed', async () => {
    const ownerUser = await t.signIn('instructor');
    const { course } = (await call('POST', '', { title: 'Matrix course' }, ownerUser)).json();
    await call(
      'PUT',
      `/${course.id}/lesson`,
      { title: 'L', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', durationSec: 1 },
      ownerUser,
    );
    const learner = await t.signIn('user');
    const other = await t.signIn('instructor');
    const admin = await t.signIn('admin');
    const calls: [string, string, object?][] = [
      ['GET', `/${course.id}`],
      ['PATCH', `/${course.id}`, { subtitle: 'x' }],
      ['PATCH', `/${course.id}/pricing`, { amountMajor: 1, currency: 'GBP' }],
      [
        'PUT',
        `/${course.id}/lesson`,
        { title: 'L', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', durationSec: 1 },
      ],
      ['PUT', `/${course.id}/curriculum`, { sections: [] }],
      ['POST', `/${course.id}/publish`],
      ['POST', `/${course.id}/unpublish`],
      ['POST', `/${course.id}/archive`],
      ['POST', `/${course.id}/restore`],
      ['DELETE', `/${course.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const label = `${method} ${url}`;
      const as = (who?: SignedIn) =>
        t.request({
          method: method as 'GET',
          url: `/api/instructor/courses${url}`,
          ...(who ? { token: who.token } : {}),
          ...(payload ? { payload } : {}),
        });
      expect((await as()).statusCode, `guest ${label}`).toBe(401);
      expect((await as(learner)).statusCode, `learner ${label}`).toBe(403);
      expect((await as(other)).statusCode, `other ${label}`).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/instructor/courses' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/instructor/courses', token: learner.token })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/instructor/courses',
          token: learner.token,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    // Nothing changed it; the owner and an admin can.
    expect((await call('GET', `/${course.id}`, undefined, ownerUser)).json().course).toMatchObject({
      status: 'draft',
      subtitle: '',
    });
    expect((await call('PATCH', `/${course.id}`, { subtitle: 'by admin' }, admin)).statusCode).toBe(200);
    expect((await call('POST', `/${course.id}/publish`, undefined, ownerUser)).statusCode).toBe(200);
  });
});
