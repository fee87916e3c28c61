import { CERTIFICATE_ISSUER, CERTIFICATE_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser, DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { certificates, courseSections, lessons } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, TEST_PUBLIC_URL, type TestApp } from '../../test/helpers.ts';
import { readPdf } from '../../test/pdf-text.ts';
import { createQuiz } from '../quizzes/factories.ts';
import { renderCertificatePdf } from './pdf.ts';
import { findCertificate } from './service.ts';

let t: TestApp;
let owner: { id: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.db, { role: 'instructor', name: 'Dr Ada Lovelace' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
  t.request({
    method,
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    ...(payload ? { payload } : {}),
  });

const mine = async (who: SignedIn) => (await api('GET', '/me/certificates', who)).json().items;

/** A published free course of three lessons, 20 + 25 + 30 minutes (75 minutes: 1.5 CPD hours). */
async function freeCourse() {
  return createCourse(t.db, {
    ownerId: owner.id,
    title: 'Acute kidney injury essentials',
    sections: [
      {
        title: 'Part one',
        lessons: [
          { title: 'Definitions', type: 'text', textContent: 'AKI', durationSec: 20 * 60 },
          { title: 'Causes', type: 'text', textContent: 'Pre-renal', durationSec: 25 * 60 },
          { title: 'Management', type: 'text', textContent: 'Fluids', durationSec: 30 * 60 },
        ],
      },
    ],
  });
}

async function completeAll(who: SignedIn, course: Awaited<ReturnType<typeof freeCourse>>) {
  expect((await api('POST', '/enrollments', who, { courseId: course.id })).statusCode).toBe(200);
  for (const lessonId of course.lessonIds) {
    const r = await api('POST', `/learn/courses/${course.slug}/lessons/${lessonId}/progress`, who, {
      completed: true,
    });
    expect(r.statusCode).toBe(200);
  }
}

/** A one-question mock (the answer is A) with a time limit. */
const mock = (timeLimitSec = 45 * 60) =>
  createQuiz(
    t.db,
    { ownerId: owner.id, title: 'Nephrology mock', timeLimitSec, attemptsAllowed: 3, passPercent: 50 },
    [{ type: 'mcq' }],
  );

async function sit(who: SignedIn, quiz: Awaited<ReturnType<typeof mock>>, answer: 'A' | 'B') {
  const started = await api('POST', `/quizzes/${quiz.quiz.slug}/start`, who);
  expect(started.statusCode).toBe(201);
  const id = started.json().attempt.id;
  await t.request({
    method: 'PATCH',
    url: `/api/attempts/${id}/answers`,
    token: who.token,
    payload: { answers: [{ questionId: quiz.questions[0]!.id, selectedOptionIds: [answer] }] },
  });
  const submitted = await api('POST', `/attempts/${id}/submit`, who);
  expect(submitted.statusCode).toBe(200);
  return submitted.json().attempt;
}

describe('issuing', () => {
  it('finishing the last lesson of a course issues one certificate at once, with the hours rounded to the half hour', async () => {
    const course = await freeCourse();
    const learner = await t.signIn('user', { name: 'Grace Hopper' });
    await api('POST', '/enrollments', learner, { courseId: course.id });
    for (const lessonId of course.lessonIds.slice(0, 2)) {
      await api('POST', `/learn/courses/${course.slug}/lessons/${lessonId}/progress`, learner, {
        completed: true,
      });
    }
    expect(await mine(learner)).toEqual([]);
    await api('POST', `/learn/courses/${course.slug}/lessons/${course.lessonIds[2]}/progress`, learner, {
      completed: true,
    });
    const items = await mine(learner);
    expect(items).toEqual([
      {
        code: expect.stringMatching(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/),
        kind: 'course',
        title: 'Acute kidney injury essentials',
        issuedAt: expect.any(String),
        cpdHours: 1.5,
      },
    ]);

    // Undoing and redoing a lesson completes the course again: still one certificate, the same code.
    const last = `/learn/courses/${course.slug}/lessons/${course.lessonIds[2]}/progress`;
    await api('POST', last, learner, { completed: false });
    await api('POST', last, learner, { completed: true });
    expect(await mine(learner)).toEqual(items);
    const rows = await t.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.instructorName).toBe('Dr Ada Lovelace');
  });

  it('the last two lessons completed at once still issue the one certificate', async () => {
    const course = await freeCourse();
    const learner = await t.signIn();
    await api('POST', '/enrollments', learner, { courseId: course.id });
    await api('POST', `/learn/courses/${course.slug}/lessons/${course.lessonIds[0]}/progress`, learner, {
      completed: true,
    });
    const rest = await Promise.all(
      course.lessonIds
        .slice(1)
        .map((id) =>
          api('POST', `/learn/courses/${course.slug}/lessons/${id}/progress`, learner, { completed: true }),
        ),
    );
    expect(rest.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await mine(learner)).toHaveLength(1);
  });

  it('passing a mock issues its certificate (its time limit as CPD hours); failing does not; a second pass does not', async () => {
    const quiz = await mock(50 * 60);
    const learner = await t.signIn();
    const failed = await sit(learner, quiz, 'B');
    expect(failed.passed).toBe(false);
    expect(await mine(learner)).toEqual([]);

    expect((await sit(learner, quiz, 'A')).passed).toBe(true);
    const items = await mine(learner);
    expect(items).toEqual([expect.objectContaining({ kind: 'quiz', title: 'Nephrology mock', cpdHours: 1 })]);

    expect((await sit(learner, quiz, 'A')).passed).toBe(true);
    expect(await mine(learner)).toEqual(items);
  });

  it('a mock used as a course lesson: passing it issues the mock certificate and, as the last lesson, the course one', async () => {
    const quiz = await mock();
    const course = await createCourse(t.db, {
      ownerId: owner.id,
      title: 'Course with a mock',
      sections: [
        { title: 'Only', lessons: [{ title: 'Read', type: 'text', textContent: 'x', durationSec: 600 }] },
      ],
    });
    // Point a second lesson at the quiz, as the curriculum editor would.
    const [section] = await t.db.select().from(courseSections).where(eq(courseSections.courseId, course.id));
    await t.db.insert(lessons).values({
      courseId: course.id,
      sectionId: section!.id,
      title: 'Mock',
      type: 'quiz',
      quizId: quiz.quiz.id,
      position: 1,
    });
    const learner = await t.signIn();
    await api('POST', '/enrollments', learner, { courseId: course.id });
    await api('POST', `/learn/courses/${course.slug}/lessons/${course.lessonIds[0]}/progress`, learner, {
      completed: true,
    });
    expect(await mine(learner)).toEqual([]);
    await sit(learner, quiz, 'A');
    const kinds = (await mine(learner)).map((c: { kind: string }) => c.kind).sort();
    expect(kinds).toEqual(['course', 'quiz']);
  });

  it("the item's own instructor gets no certificate", async () => {
    const signedOwner = await t.signIn('instructor');
    const own = await createQuiz(t.db, { ownerId: signedOwner.id, attemptsAllowed: 2, passPercent: 50 }, [
      { type: 'mcq' },
    ]);
    await sit(signedOwner, own, 'A');
    expect(await mine(signedOwner)).toEqual([]);
  });
});

const pdfText = (pdf: Buffer) => readPdf(pdf).text;

describe('the PDF', () => {
  it('only the holder downloads it: an A4 landscape PDF carrying their name, the title, the code and the verification link', async () => {
    const course = await freeCourse();
    const learner = await t.signIn('user', { name: 'Rosalind Franklin' });
    await completeAll(learner, course);
    const [cert] = await mine(learner);

    const res = await api('GET', `/me/certificates/${cert.code}.pdf`, learner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`certificate-${cert.code}.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 landscape: 841.89 × 595.28 points.
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const text = pdfText(bytes);
    expect(text).toContain('Rosalind Franklin');
    expect(text).toContain(cert.code);
    expect(text).toContain('Acute kidney injury essentials');
    expect(text).toContain('1.5 CPD hours');
    expect(text).toContain('Dr Ada Lovelace');
    expect(text).toContain(CERTIFICATE_ISSUER);
    // The link (and its QR code) is built on PUBLIC_URL, whatever Host the request named.
    expect(text).toContain(`${TEST_PUBLIC_URL}/certificates/${cert.code}`);

    const other = await t.signIn();
    expect((await api('GET', `/me/certificates/${cert.code}.pdf`, other)).statusCode).toBe(404);
    expect((await api('GET', `/me/certificates/${cert.code}.pdf`)).statusCode).toBe(401);
    expect((await api('GET', '/me/certificates/NOPE.pdf', learner)).statusCode).toBe(404);
  });

  it('renders uncompressed on request, so the name and code read straight from the bytes', async () => {
    const course = await freeCourse();
    const learner = await t.signIn('user', { name: 'Mary Seacole' });
    await completeAll(learner, course);
    const [cert] = await mine(learner);
    const found = await findCertificate(t.db, cert.code);
    const pdf = await renderCertificatePdf(found!, { publicUrl: 'https://medprep.example', compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('Mary Seacole');
    expect(text).toContain(`https://medprep.example/certificates/${cert.code}`);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it.each(['Zoë Łukasz Nguyễn', 'Ακης Παπαδόπουλος', 'Ольга Іванівна', 'Đặng Thị Hương'])(
    'prints %s as written, in the embedded DejaVu Sans (no standard font that lacks the letters)',
    async (name) => {
      const course = await freeCourse();
      const learner = await t.signIn('user', { name });
      await completeAll(learner, course);
      const [cert] = await mine(learner);
      const res = await api('GET', `/me/certificates/${cert.code}.pdf`, learner);
      expect(res.statusCode).toBe(200);
      const pdf = readPdf(res.rawPayload);
      expect(pdf.text.split('\n')).toContain(name);
      expect(pdf.text).not.toContain('\uFFFD');
      expect(pdf.embeddedFonts).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
      expect(pdf.standardFonts).toEqual([]);
    },
  );
});

describe('verification and revocation', () => {
  it('anyone verifies a code: the holder, what, when, the hours, the issuer and valid; nothing else about the holder', async () => {
    const course = await freeCourse();
    const learner = await t.signIn('user', { name: 'Elizabeth Blackwell', email: 'eb@example.com' });
    await completeAll(learner, course);
    const [cert] = await mine(learner);
    const res = await api('GET', `/certificates/${cert.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      certificate: {
        code: cert.code,
        holderName: 'Elizabeth Blackwell',
        title: 'Acute kidney injury essentials',
        kind: 'course',
        issuedAt: cert.issuedAt,
        cpdHours: 1.5,
        issuer: CERTIFICATE_ISSUER,
        status: 'valid',
      },
    });
    expect(res.body).not.toContain('eb@example.com');
    expect(res.body).not.toContain(learner.id);

    const unknown = await api('GET', '/certificates/AAAAA-AAAAA-AAAAA-AAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CERTIFICATE_MESSAGES.notFound);
    expect((await api('GET', '/certificates/not-a-code')).statusCode).toBe(404);
  });

  it('an admin revokes one with a reason, once; the public page then says revoked; others may not', async () => {
    const course = await freeCourse();
    const learner = await t.signIn();
    await completeAll(learner, course);
    const [cert] = await mine(learner);
    const admin = await t.signIn('admin');
    const url = `/admin/certificates/${cert.code}/revoke`;

    expect((await api('POST', url, learner, { reason: 'mine' })).statusCode).toBe(403);
    expect((await api('POST', url, undefined, { reason: 'x' })).statusCode).toBe(401);
    const empty = await api('POST', url, admin, { reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toContain('reason');

    const revoked = await api('POST', url, admin, { reason: 'Completed by someone else' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().certificate.status).toBe('revoked');
    expect((await api('GET', `/certificates/${cert.code}`)).json().certificate.status).toBe('revoked');
    const [row] = await t.db.select().from(certificates).where(eq(certificates.code, cert.code));
    expect(row).toMatchObject({ revokedReason: 'Completed by someone else', revokedBy: admin.id });
    // The audit trail holds the revocation: who, on which certificate, whose, and why.
    const trail = (
      await api('GET', `/admin/audit?targetKind=certificate&targetId=${cert.code}`, admin)
    ).json();
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      action: 'certificate.revoked',
      actor: { id: admin.id, role: 'admin' },
      changes: { status: ['valid', 'revoked'], reason: [null, 'Completed by someone else'] },
    });

    const again = await api('POST', url, admin, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CERTIFICATE_MESSAGES.alreadyRevoked);
    const trailAfter = (
      await api('GET', `/admin/audit?targetKind=certificate&targetId=${cert.code}`, admin)
    ).json();
    expect(trailAfter.items).toHaveLength(1);
    expect(
      (await api('POST', '/admin/certificates/AAAAA-AAAAA-AAAAA-AAAAA/revoke', admin, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it("a deleted account's certificates stop verifying (404), and were in the person's data export", async () => {
    const course = await freeCourse();
    const learner = await t.signIn('user', { name: 'Florence Nightingale' });
    await completeAll(learner, course);
    const [cert] = await mine(learner);

    const exported = (await api('GET', '/me/export', learner)).json();
    expect(exported.certificates).toEqual([
      expect.objectContaining({
        code: cert.code,
        title: 'Acute kidney injury essentials',
        cpdHours: 1.5,
        revokedAt: null,
      }),
    ]);

    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: learner.token,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await api('GET', `/certificates/${cert.code}`)).statusCode).toBe(404);
  });
});
