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
