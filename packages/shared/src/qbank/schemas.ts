import { z } from 'zod';
import { PageMeta } from '../courses/schemas.ts';
import { int, limitParam, pageParam, pathId, text } from '../fields/schemas.ts';
import {
  AnswerInput,
  AttemptResults,
  PeerFigures,
  PlayStem,
  QuizAnswer,
} from '../quizzes/attempt-schemas.ts';
import { PlayOption, QuestionMedia, QuestionType, QuizExamField as QuizExam } from '../quizzes/schemas.ts';
import {
  ANSWER_CONFIDENCES,
  QBANK_COUNT_MAX,
  QBANK_COUNT_MIN,
  QBANK_MODES,
  QBANK_ORDERS,
  QBANK_SECONDS_PER_QUESTION,
  QBANK_SESSION_STATUSES,
  QBANK_SESSIONS_PAGE_SIZE,
  QBANK_STATUSES,
  QBANK_TOPICS_MAX,
} from './copy.ts';

/* ---------- Filters ---------- */

export const QbankTopicFilter = z.object({
  topic: z.string(),
  questionCount: z.number().int(),
  /** Questions of the topic the caller has answered anywhere. */
  answered: z.number().int(),
  /** Of those, the share whose last answer was right (one decimal; null when none answered). */
  correctPercent: z.number().nullable(),
});
export const QbankExamFilter = z.object({
  exam: QuizExam,
  questionCount: z.number().int(),
  topics: z.array(QbankTopicFilter),
});
export const QbankFiltersResponse = z
  .object({ exams: z.array(QbankExamFilter) })
  .meta({ id: 'QbankFiltersResponse' });
export type QbankFiltersResponse = z.infer<typeof QbankFiltersResponse>;
export type QbankExamFilter = z.infer<typeof QbankExamFilter>;

/* ---------- Sessions ---------- */

export const StartQbankSessionBody = z.object({
  exam: QuizExam.optional(),
  topics: z
    .array(text({ max: 80, min: 1, label: 'Topic' }))
    .max(QBANK_TOPICS_MAX, `At most ${QBANK_TOPICS_MAX} topics.`)
    .optional(),
  status: z.enum(QBANK_STATUSES, { error: `Status must be one of: ${QBANK_STATUSES.join(', ')}.` }),
  count: int({ min: QBANK_COUNT_MIN, max: QBANK_COUNT_MAX, label: 'Count' }),
  mode: z.enum(QBANK_MODES, { error: `Mode must be one of: ${QBANK_MODES.join(', ')}.` }),
  order: z.enum(QBANK_ORDERS, { error: `Order must be one of: ${QBANK_ORDERS.join(', ')}.` }).optional(),
  secondsPerQuestion: int({
    min: QBANK_SECONDS_PER_QUESTION.min,
    max: QBANK_SECONDS_PER_QUESTION.max,
    label: 'Seconds per question',
  }).optional(),
});
export type StartQbankSessionBody = z.input<typeof StartQbankSessionBody>;

export const QbankQuestion = z.object({
  id: z.string(),
  type: QuestionType,
  prompt: z.string(),
  points: z.number().int(),
  media: z.array(QuestionMedia),
  options: z.array(PlayOption),
  /** Extended matching: the stems (no answers; absent for other types). */
  stems: z.array(PlayStem).optional(),
});
export type QbankQuestion = z.infer<typeof QbankQuestion>;

/** The correct answer as a tutor check reveals it. */
export const CorrectAnswer = z.object({
  correctOptionIds: z.array(z.string()),
  correctBoolean: z.boolean().nullable(),
  correctText: z.array(z.string()),
  /** Extended matching: stem id → its correct option id (absent for other types). */
  correctStems: z.record(z.string(), z.string()).optional(),
});

/** PUT …/answers/{questionId} in tutor mode, and each answered question of a tutor session. */
export const QbankTutorCheck = z
  .object({
    correct: z.boolean(),
    correctAnswer: CorrectAnswer,
    explanation: z.string(),
    peers: PeerFigures.nullable(),
  })
  .meta({ id: 'QbankTutorCheck' });
export type QbankTutorCheck = z.infer<typeof QbankTutorCheck>;

export const QbankStoredAnswer = QuizAnswer.extend({ confidence: z.enum(ANSWER_CONFIDENCES) });

export const QbankSession = z
  .object({
    id: z.string(),
    mode: z.enum(QBANK_MODES),
    status: z.enum(QBANK_SESSION_STATUSES),
    questions: z.array(QbankQuestion),
    answers: z.record(z.string(), QbankStoredAnswer),
    /** Tutor mode: what each answered question revealed (so a session resumes on any device). */
    checks: z.record(z.string(), QbankTutorCheck),
    flags: z.array(z.string()),
    secondsPerQuestion: z.number().int().nullable(),
    extraTimePercent: z.number().int(),
    expiresAt: z.string().nullable(),
    serverNow: z.string(),
    createdAt: z.string(),
    submittedAt: z.string().nullable(),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    percent: z.number().nullable(),
  })
  .meta({ id: 'QbankSession' });
export type QbankSession = z.infer<typeof QbankSession>;

export const QbankSessionResponse = z
  .object({ session: QbankSession, results: AttemptResults.nullable() })
  .meta({ id: 'QbankSessionResponse' });
export type QbankSessionResponse = z.infer<typeof QbankSessionResponse>;

export const QbankSessionIdParams = z.object({ id: pathId('Session id') });
export const QbankAnswerParams = z.object({ id: pathId('Session id'), questionId: pathId('Question id') });
export const QbankFlagParams = z.object({ questionId: pathId('Question id') });

export const QbankAnswerBody = z.object({
  answer: AnswerInput.extend({ questionId: AnswerInput.shape.questionId.optional() }),
  confidence: z
    .enum(ANSWER_CONFIDENCES, { error: `Confidence must be one of: ${ANSWER_CONFIDENCES.join(', ')}.` })
    .optional(),
});
export type QbankAnswerBody = z.input<typeof QbankAnswerBody>;
export const QbankAnswerResponse = z.union([QbankTutorCheck, z.object({ saved: z.literal(true) })]);
export type QbankAnswerResponse = z.infer<typeof QbankAnswerResponse>;

export const QbankSessionListQuery = z.object({
  page: pageParam(),
  limit: limitParam(QBANK_SESSIONS_PAGE_SIZE),
});
export type QbankSessionListQuery = z.input<typeof QbankSessionListQuery>;

export const QbankSessionSummary = z.object({
  id: z.string(),
  mode: z.enum(QBANK_MODES),
  status: z.enum(QBANK_SESSION_STATUSES),
  questionCount: z.number().int(),
  answered: z.number().int(),
  percent: z.number().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type QbankSessionSummary = z.infer<typeof QbankSessionSummary>;
export const QbankSessionListResponse = z
  .object({ items: z.array(QbankSessionSummary), meta: PageMeta })
  .meta({ id: 'QbankSessionListResponse' });
export type QbankSessionListResponse = z.infer<typeof QbankSessionListResponse>;
