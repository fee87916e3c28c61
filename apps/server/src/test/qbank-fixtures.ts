/** What the bank's tests share: a request helper and quizzes with one topic of their own. */
import { randomUUID } from 'node:crypto';
import type { QuizExam } from '@medprep/shared';
import { type CreateQuizInput, createQuiz, type QuestionInput } from '../modules/quizzes/factories.ts';
import type { SignedIn, TestApp } from './helpers.ts';

export const bankApi =
  (t: TestApp) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, who?: SignedIn, payload?: object) =>
    t.request({
      method,
      url: `/api${url}`,
      token: who?.token,
      ...(payload !== undefined ? { payload } : {}),
    });

/** A topic no other test uses, so a test's filters see only its own questions. */
export const uniqueTopic = (name = 'Topic') => `${name} ${randomUUID().slice(0, 8)}`;

/** `n` single-best-answer questions in `topic`: options A–D, B correct. */
export const mcqs = (n: number, topic: string, extraTopics: string[] = []): QuestionInput[] =>
  Array.from({ length: n }, (_, i) => ({
    type: 'mcq' as const,
    prompt: `${topic} question ${i + 1}`,
    correctOptionIds: ['B'],
    explanation: `Because ${i + 1}.`,
    topics: [topic, ...extraTopics],
    options: ['a', 'b', 'c', 'd'].map((text) => ({ text, media: [] })),
  }));

export async function bankQuiz(
  t: TestApp,
  ownerId: string,
  questions: QuestionInput[],
  over: Partial<CreateQuizInput> & { exam?: QuizExam } = {},
) {
  return createQuiz(t.db, { ownerId, exam: 'PLAB 1', ...over }, questions);
}

export const pick = (optionId: string) => ({ answer: { selectedOptionIds: [optionId] } });

/**
 * A learner's tutor session of `n` questions in a topic of its own (`name` and a random tail): the learner,
 * the session, its first question and where an answer to a question is put.
 */
export async function tutorSession(t: TestApp, ownerId: string, name: string, n = 1) {
  const topic = uniqueTopic(name);
  await bankQuiz(t, ownerId, mcqs(n, topic));
  const learner = await t.signIn();
  const res = await bankApi(t)('POST', '/qbank/sessions', learner, {
    topics: [topic],
    status: 'all',
    count: n,
    mode: 'tutor',
  });
  if (res.statusCode !== 201) throw new Error(`tutorSession: ${res.statusCode} ${res.body}`);
  const session = res.json().session as { id: string; questions: { id: string }[]; expiresAt: string | null };
  const q = session.questions[0]!.id;
  const answerUrl = (questionId = q) => `/qbank/sessions/${session.id}/answers/${questionId}`;
  return { learner, session, topic, q, url: answerUrl(), answerUrl };
}
