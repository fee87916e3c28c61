/** A bank session as its owner sees it: nothing revealed before a tutor answer or a timed submit. */
import type { PeerFigures, QbankSession, QbankSessionSummary, QbankTutorCheck } from '@medprep/shared';
import type { BankQuestion, qbankSessions } from '../../db/schema/index.ts';
import { playStems, toQuizAnswer } from '../quizzes/attempt-views.ts';

export type SessionRow = typeof qbankSessions.$inferSelect;

export function tutorCheck(q: BankQuestion, correct: boolean, peers: PeerFigures | null): QbankTutorCheck {
  return {
    correct,
    correctAnswer: {
      correctOptionIds: q.correctOptionIds,
      correctBoolean: q.correctBoolean,
      correctText: q.correctText,
      ...(q.type === 'emq'
        ? { correctStems: Object.fromEntries((q.stems ?? []).map((s) => [s.id, s.correctOptionId])) }
        : {}),
    },
    explanation: q.explanation,
    peers,
  };
}

export function toSession(
  row: SessionRow,
  now: Date,
  flags: string[],
  peers: Map<string, PeerFigures | null>,
): QbankSession {
  const checks: Record<string, QbankTutorCheck> = {};
  if (row.mode === 'tutor')
    for (const q of row.questions) {
      const grade = row.grades[q.id];
      if (row.answers[q.id] && grade) checks[q.id] = tutorCheck(q, grade.correct, peers.get(q.id) ?? null);
    }
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    questions: row.questions.map((q) => ({
      id: q.id,
      type: q.type,
      prompt: q.prompt,
      points: q.points,
      media: q.media,
      options: q.options.map((o) => ({ id: o.id, text: o.text, media: o.media })),
      ...playStems(q),
    })),
    answers: Object.fromEntries(
      row.questions
        .filter((q) => row.answers[q.id])
        .map((q) => {
          const a = row.answers[q.id]!;
          return [q.id, { ...toQuizAnswer(q.id, a), confidence: a.confidence }];
        }),
    ),
    checks,
    flags,
    secondsPerQuestion: row.secondsPerQuestion,
    extraTimePercent: row.extraTimePercent,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    score: row.score,
    maxScore: row.maxScore,
    percent: row.percent,
  };
}

export const toSummary = (
  row: Pick<SessionRow, 'id' | 'mode' | 'status' | 'expiresAt' | 'createdAt' | 'submittedAt' | 'percent'> & {
    questionCount: number;
    answered: number;
  },
): QbankSessionSummary => ({
  id: row.id,
  mode: row.mode,
  status: row.status,
  questionCount: row.questionCount,
  answered: row.answered,
  percent: row.percent,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
});
