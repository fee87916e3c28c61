import { CERTIFICATE_ISSUED_NOTICE, paths } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../db/factories.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { createQuiz } from '../quizzes/factories.ts';

let t: TestApp;
let owner: { id: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.db, { role: 'instructor', name: 'Dr Ada Lovelace' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, who: SignedIn, payload?: object) =>
  t.request({ method, url: `/api${url}`, token: who.token, ...(payload ? { payload } : {}) });

/** The bell's notices about certificates. */
const certificateNotices = async (who: SignedIn) =>
  (await api('GET', '/me/notifications?limit=50', who))
    .json()
    .items.filter((n: { kind: string }) => n.kind === 'certificate_issued');

async function finishCourse(who: SignedIn) {
  const course = await createCourse(t.db, {
    ownerId: owner.id,
    title: 'Sepsis in the first hour',
    sections: [
      {
        title: 'Part one',
        lessons: [
          { title: 'Recognition', type: 'text', textContent: 'qSOFA', durationSec: 30 * 60 },
          { title: 'Bundle', type: 'text', textContent: 'Sepsis six', durationSec: 30 * 60 },
        ],
      },
    ],
  });
  expect((await api('POST', '/enrollments', who, { courseId: course.id })).statusCode).toBe(200);
  const progress = (id: string, completed: boolean) =>
    api('POST', `/learn/courses/${course.slug}/lessons/${id}/progress`, who, { completed });
  for (const id of course.lessonIds) expect((await progress(id, true)).statusCode).toBe(200);
  return { course, progress };
}

async function sitMock(who: SignedIn, answer: 'A' | 'B') {
  const quiz = await createQuiz(
    t.db,
    { ownerId: owner.id, title: 'Renal mock', timeLimitSec: 3600, attemptsAllowed: 3, passPercent: 50 },
    [{ type: 'mcq' }],
  );
  const started = await api('POST', `/quizzes/${quiz.quiz.slug}/start`, who);
  const id = started.json().attempt.id;
  await api('PATCH', `/attempts/${id}/answers`, who, {
    answers: [{ questionId: quiz.questions[0]!.id, selectedOptionIds: [answer] }],
  });
  expect((await api('POST', `/attempts/${id}/submit`, who)).statusCode).toBe(200);
}

describe('the notice of an issued certificate', () => {
  it('finishing a course puts one unread notice in the bell, linking to My certificates', async () => {
    const learner = await t.signIn();
    expect(await certificateNotices(learner)).toEqual([]);
    const { course, progress } = await finishCourse(learner);
    const expected = {
      kind: 'certificate_issued',
      title: CERTIFICATE_ISSUED_NOTICE.title('Sepsis in the first hour'),
      body: CERTIFICATE_ISSUED_NOTICE.body,
      link: paths.myCertificates(),
      read: false,
    };
    expect(await certificateNotices(learner)).toEqual([expect.objectContaining(expected)]);
    expect(expected.link).toBe('/me/certificates');

    // Completing the course again issues nothing new, so nothing new is said.
    await progress(course.lessonIds[1]!, false);
    await progress(course.lessonIds[1]!, true);
    expect(await certificateNotices(learner)).toHaveLength(1);
  });

  it('passing a mock says so; failing one says nothing', async () => {
    const passed = await t.signIn();
    await sitMock(passed, 'A');
    expect(await certificateNotices(passed)).toEqual([
      expect.objectContaining({
        title: CERTIFICATE_ISSUED_NOTICE.title('Renal mock'),
        link: '/me/certificates',
      }),
    ]);
    const failed = await t.signIn();
    await sitMock(failed, 'B');
    expect(await certificateNotices(failed)).toEqual([]);
  });
});
