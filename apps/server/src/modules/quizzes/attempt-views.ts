/** An attempt as the player and the results screen see it (results only once submitted). */
import {
  type AttemptResults,
  NO_TOPIC_LABEL,
  type PeerFigures,
  type PlayAttempt,
  type PlayQuestion,
  type PlayQuiz,
  type QuizAnswer,
  scorePercent,
} from '@medprep/shared';
import type { quizAttempts, SnapshotQuestion, StoredAnswer, StoredGrade } from '../../db/schema/index.ts';
import type { QuizRow } from './authoring.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/** A stored answer as the API shows it (stemAnswers only for an extended matching answer). */
export const toQuizAnswer = (questionId: string, a: StoredAnswer): QuizAnswer => ({
  questionId,
  selectedOptionIds: a.selectedOptionIds,
  booleanAnswer: a.booleanAnswer,
  textAnswer: a.textAnswer,
  ...(a.stemAnswers ? { stemAnswers: a.stemAnswers } : {}),
});

/** The stems of an extended matching question in play: no answers (absent for the other types). */
export const playStems = (q: SnapshotQuestion) =>
  q.type === 'emq'
    ? { stems: (q.stems ?? []).map((s) => ({ id: s.id, prompt: s.prompt, points: s.points })) }
    : {};

/** Each stem with the learner's answer and its own grade. */
export const stemResults = (
  q: SnapshotQuestion,
  a: StoredAnswer | undefined,
  grade: StoredGrade | undefined,
) =>
  q.type === 'emq'
    ? {
        stems: (q.stems ?? []).map((s) => ({
          id: s.id,
          prompt: s.prompt,
          points: s.points,
          correctOptionId: s.correctOptionId,
          answerOptionId: a?.stemAnswers?.[s.id] ?? null,
          correct: grade?.stems?.[s.id]?.correct ?? false,
          earned: grade?.stems?.[s.id]?.earned ?? 0,
        })),
      }
    : {};

/* ---------- Shapes ---------- */

export const toPlayQuestion = (q: SnapshotQuestion, order: number): PlayQuestion => ({
  id: q.id,
  type: q.type,
  prompt: q.prompt,
  points: q.points,
  media: q.media,
  options: q.options.map((o) => ({ id: o.id, text: o.text, media: o.media })),
  ...playStems(q),
  order,
});

export const toPlayQuiz = (quiz: QuizRow, questions: SnapshotQuestion[]): PlayQuiz => ({
  id: quiz.id,
  slug: quiz.slug,
  title: quiz.title,
  passPercent: quiz.passPercent,
  timeLimitSec: quiz.timeLimitSec,
  questionCount: questions.length,
  totalPoints: questions.reduce((n, q) => n + q.points, 0),
});

/** The attempt for play; `questionIds` (in order) default to the row's frozen questions. */
export function toPlayAttempt(
  row: Omit<AttemptRow, 'questions' | 'grades'> & { questions?: SnapshotQuestion[] },
  now: Date,
  questionIds: string[] = (row.questions ?? []).map((q) => q.id),
): PlayAttempt {
  const order = new Map(questionIds.map((id, i) => [id, i]));
  const answers = Object.entries(row.answers)
    .filter(([questionId]) => order.has(questionId))
    .sort(([a], [b]) => order.get(a)! - order.get(b)!)
    .map(([questionId, a]) => toQuizAnswer(questionId, a));
  return {
    id: row.id,
    quizId: row.quizId,
    attemptNo: row.attemptNo,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
    timeLimitSec: row.timeLimitSec,
    extraTimePercent: row.extraTimePercent,
    answers,
    flagged: (row.flagged ?? []).filter((id) => order.has(id)).sort((a, b) => order.get(a)! - order.get(b)!),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    score: row.score,
    maxScore: row.maxScore,
    percent: row.percent,
    passed: row.passed,
    timeTakenSec: row.timeTakenSec,
    autoSubmitted: row.autoSubmitted,
  };
}

/** Results: only for a submitted attempt (the caller checks who asks). */
export function resultsOf(
  row: Pick<AttemptRow, 'status' | 'grades' | 'questions' | 'answers'>,
  peers?: Map<string, PeerFigures | null>,
  standing: Pick<AttemptResults, 'percentile' | 'histogram'> = { percentile: null, histogram: null },
): AttemptResults | null {
  if (row.status !== 'submitted' || !row.grades) return null;
  const grades = row.grades;
  const perQuestion = row.questions.map((q) => {
    const a = row.answers[q.id];
    return {
      id: q.id,
      prompt: q.prompt,
      type: q.type,
      points: q.points,
      options: q.options,
      media: q.media,
      correctOptionIds: q.correctOptionIds,
      correctBoolean: q.correctBoolean,
      correctText: q.correctText,
      explanation: q.explanation,
      topics: q.topics,
      answer: a ? toQuizAnswer(q.id, a) : null,
      grade: { correct: grades[q.id]?.correct ?? false, earned: grades[q.id]?.earned ?? 0 },
      ...stemResults(q, a, grades[q.id]),
      peers: peers?.get(q.id) ?? null,
    };
  });
  const topics = new Map<string, { questions: number; correct: number; score: number; maxScore: number }>();
  for (const q of perQuestion) {
    for (const topic of q.topics.length ? q.topics : [NO_TOPIC_LABEL]) {
      const t = topics.get(topic) ?? { questions: 0, correct: 0, score: 0, maxScore: 0 };
      t.questions += 1;
      t.correct += q.grade.correct ? 1 : 0;
      t.score += q.grade.earned;
      t.maxScore += q.points;
      topics.set(topic, t);
    }
  }
  return {
    perQuestion,
    topics: [...topics.entries()]
      .map(([topic, t]) => ({ topic, ...t, percent: scorePercent(t.score, t.maxScore) }))
      .sort((a, b) => a.percent - b.percent || a.topic.localeCompare(b.topic)),
    percentile: standing.percentile,
    histogram: standing.histogram,
  };
}
