import { z } from 'zod';
import { PageMeta } from '../courses/schemas.ts';
import { bool, limitParam, pageParam, queryText, text } from '../fields/schemas.ts';
import {
  ATTEMPTS_PAGE_SIZE,
  EMQ_STEM_ID_MAX,
  EMQ_STEMS_MAX,
  EXTRA_TIME_PERCENTS,
  PRACTICE_SOURCES,
  QUESTION_OPTIONS_MAX,
  QUIZ_MESSAGES,
  QUIZ_PAGE_SIZE,
  QUIZ_START_ACTIONS,
  SAVE_ANSWERS_MAX,
  SHORT_ANSWER_MAX,
} from './copy.ts';
import { AttemptStatus, PlayOption, QuestionMedia, QuestionType, Quiz } from './schemas.ts';

/** The learner's side of mock exams: catalogue and detail, play, results, attempts, practice; and extra time. */

/* ---------- Learner: catalogue and detail ---------- */

export const QuizListQuery = z.object({
  q: queryText(),
  page: pageParam(),
  limit: limitParam(QUIZ_PAGE_SIZE),
});
export type QuizListQuery = z.input<typeof QuizListQuery>;

/** Who may take the quiz and why, plus what the page needs to choose its action without a second call. */
export const QuizEntitlement = z
  .object({
    isFree: z.boolean(),
    includedInMembership: z.boolean(),
    memberActive: z.boolean(),
    purchased: z.boolean(),
    /** The caller may take the quiz (free, bought, member, enrolled for a course quiz, owner, admin). */
    canStart: z.boolean(),
    signedIn: z.boolean(),
    /** Visibility enrolled: whether the caller is enrolled in a course that uses the quiz. */
    enrolled: z.boolean(),
    attemptsAllowed: z.number().int(),
    attemptsUsed: z.number().int(),
    attemptsLeft: z.number().int(),
    /** The caller's unsubmitted attempt (resume on any device), if any. */
    inProgressAttemptId: z.string().nullable(),
    /** The caller's latest submitted attempt, if any. */
    lastAttemptId: z.string().nullable(),
    canPractice: z.boolean(),
    canReviseMistakes: z.boolean(),
    action: z.enum(QUIZ_START_ACTIONS),
  })
  .meta({ id: 'QuizEntitlement' });
export type QuizEntitlement = z.infer<typeof QuizEntitlement>;

/** Course quiz lessons that use this quiz and in which the caller is enrolled (for /learn/quizzes/{quizId}). */
export const QuizLessonRef = z.object({
  courseId: z.string(),
  courseSlug: z.string(),
  courseTitle: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  completed: z.boolean(),
});
export type QuizLessonRef = z.infer<typeof QuizLessonRef>;

/** GET /quizzes/{slug} (and /learn/quizzes/{quizId}): never carries questions. */
export const QuizDetailResponse = z
  .object({ quiz: Quiz, entitlement: QuizEntitlement, lessons: z.array(QuizLessonRef) })
  .meta({ id: 'QuizDetailResponse' });
export type QuizDetailResponse = z.infer<typeof QuizDetailResponse>;

/* ---------- Play ---------- */

/** A stem of an extended matching question in play: no answer. */
export const PlayStem = z.object({ id: z.string(), prompt: z.string(), points: z.number().int() });
export type PlayStem = z.infer<typeof PlayStem>;

/** A question in play: prompt, type, points, media and options only. No answer, no explanation. */
export const PlayQuestion = z
  .object({
    id: z.string(),
    type: QuestionType,
    prompt: z.string(),
    points: z.number().int(),
    media: z.array(QuestionMedia),
    options: z.array(PlayOption),
    /** Extended matching: the stems, each answered with one option of the list (absent for other types). */
    stems: z.array(PlayStem).optional(),
    /** Position in this attempt (after shuffling and drawing). */
    order: z.number().int(),
  })
  .meta({ id: 'PlayQuestion' });
export type PlayQuestion = z.infer<typeof PlayQuestion>;

export const QuizAnswer = z.object({
  questionId: z.string(),
  selectedOptionIds: z.array(z.string()),
  booleanAnswer: z.boolean().nullable(),
  textAnswer: z.string().nullable(),
  /** Extended matching: stem id → the option id chosen for it (absent for other types). */
  stemAnswers: z.record(z.string(), z.string()).optional(),
});
export type QuizAnswer = z.infer<typeof QuizAnswer>;

/** The attempt in play and after ; grade fields null until submitted. */
export const PlayAttempt = z
  .object({
    id: z.string(),
    quizId: z.string(),
    attemptNo: z.number().int(),
    status: AttemptStatus,
    startedAt: z.string(),
    /** null for an untimed quiz. The server's clock: the timer counts down to this. */
    expiresAt: z.string().nullable(),
    /** The server's time when it answered (the client corrects its clock with it). */
    serverNow: z.string(),
    timeLimitSec: z.number().int(),
    extraTimePercent: z.number().int(),
    answers: z.array(QuizAnswer),
    /** The questions the learner flagged for review, in the attempt's order: any device resumes them. */
    flagged: z.array(z.string()),
    submittedAt: z.string().nullable(),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    percent: z.number().nullable(),
    passed: z.boolean().nullable(),
    timeTakenSec: z.number().int().nullable(),
    /** Whether the server submitted it (time ran out) rather than the learner. */
    autoSubmitted: z.boolean(),
  })
  .meta({ id: 'PlayAttempt' });
export type PlayAttempt = z.infer<typeof PlayAttempt>;

export const PlayQuiz = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  passPercent: z.number().int(),
  timeLimitSec: z.number().int(),
  questionCount: z.number().int(),
  totalPoints: z.number().int(),
});
export type PlayQuiz = z.infer<typeof PlayQuiz>;

/** POST /quizzes/{slug}/start → 201 for a new attempt, 200 when the unsubmitted one is resumed. */
export const PlayResponse = z
  .object({ attempt: PlayAttempt, quiz: PlayQuiz, questions: z.array(PlayQuestion), resumed: z.boolean() })
  .meta({ id: 'PlayResponse' });
export type PlayResponse = z.infer<typeof PlayResponse>;

/** One answer as the play screen sends it: the field of the question's type (the others may be absent). */
export const AnswerInput = z.object({
  questionId: text({ max: 64, min: 1, label: 'Question' }),
  selectedOptionIds: z
    .array(text({ max: 4, label: 'Option' }))
    .max(QUESTION_OPTIONS_MAX)
    .optional(),
  booleanAnswer: bool('Answer').nullable().optional(),
  textAnswer: text({ max: SHORT_ANSWER_MAX, trim: false, label: 'Answer' }).nullable().optional(),
  /** Extended matching: stem id → option id (a stem left out is unanswered). */
  stemAnswers: z
    .record(z.string().max(EMQ_STEM_ID_MAX), text({ max: 4, label: 'Stem answer' }))
    .refine((r) => Object.keys(r).length <= EMQ_STEMS_MAX, `At most ${EMQ_STEMS_MAX} stem answers.`)
    .optional(),
});
export type AnswerInput = z.input<typeof AnswerInput>;

/** PATCH /attempts/{id}/answers: upserts these questions' answers (idempotent; the latest save wins). */
export const SaveAnswersBody = z.object({
  answers: z.array(AnswerInput).max(SAVE_ANSWERS_MAX, `At most ${SAVE_ANSWERS_MAX} answers.`),
  /** The attempt's flagged questions, the whole set (absent: unchanged; [] clears them). */
  flagged: z
    .array(text({ max: 64, min: 1, label: 'Question' }))
    .max(SAVE_ANSWERS_MAX, `At most ${SAVE_ANSWERS_MAX} flags.`)
    .optional(),
});
export type SaveAnswersBody = z.input<typeof SaveAnswersBody>;

export const SaveAnswersResponse = z.object({ attempt: PlayAttempt }).meta({ id: 'SaveAnswersResponse' });
export type SaveAnswersResponse = z.infer<typeof SaveAnswersResponse>;

/* ---------- Results ---------- */

/** How learners answered a question: from each learner's first answer anywhere (null below the threshold). */
export const PeerFigures = z
  .object({
    answered: z.number().int(),
    optionPercents: z.record(z.string(), z.number()),
    /** Extended matching: per stem, option id → percent of first answers that chose it for that stem. */
    stems: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  })
  .meta({ id: 'PeerFigures' });
export type PeerFigures = z.infer<typeof PeerFigures>;

/** One stem of an extended matching question in the results: graded on its own. */
export const StemResult = z.object({
  id: z.string(),
  prompt: z.string(),
  points: z.number().int(),
  correctOptionId: z.string(),
  /** The option chosen for it, or null when left unanswered. */
  answerOptionId: z.string().nullable(),
  correct: z.boolean(),
  earned: z.number(),
});
export type StemResult = z.infer<typeof StemResult>;

export const QuestionResult = z
  .object({
    id: z.string(),
    prompt: z.string(),
    type: QuestionType,
    points: z.number().int(),
    options: z.array(PlayOption),
    media: z.array(QuestionMedia),
    correctOptionIds: z.array(z.string()),
    correctBoolean: z.boolean().nullable(),
    correctText: z.array(z.string()),
    explanation: z.string(),
    topics: z.array(z.string()),
    answer: QuizAnswer.nullable(),
    grade: z.object({ correct: z.boolean(), earned: z.number() }),
    /** Extended matching: each stem with its answer and grade (absent for other types). */
    stems: z.array(StemResult).optional(),
    /** How learners answered it (null below the threshold). */
    peers: PeerFigures.nullable(),
  })
  .meta({ id: 'QuestionResult' });
export type QuestionResult = z.infer<typeof QuestionResult>;

export const TopicResult = z.object({
  topic: z.string(),
  questions: z.number().int(),
  correct: z.number().int(),
  score: z.number(),
  maxScore: z.number(),
  percent: z.number(),
});
export type TopicResult = z.infer<typeof TopicResult>;

export const AttemptResults = z
  .object({
    perQuestion: z.array(QuestionResult),
    topics: z.array(TopicResult),
    /**
     * A mock's standing among the quiz's first attempts (the caller's own included): the share scoring
     * strictly lower plus half the share scoring the same, 0–100 (one decimal); null below
     * PERCENTILE_MIN_ATTEMPTS first attempts, and always null for a bank session.
     */
    percentile: z.number().nullable(),
    /** The first attempts' scores in HISTOGRAM_BANDS bands (0–10 %, …, 90–100 %); null as percentile is. */
    histogram: z.array(z.number().int()).nullable(),
  })
  .meta({ id: 'AttemptResults' });
export type AttemptResults = z.infer<typeof AttemptResults>;

/**
 * GET /attempts/{id} and POST /attempts/{id}/submit: `results` is null until the attempt is submitted; the
 * questions are play questions either way (the answers are only in `results`).
 */
export const AttemptResponse = z
  .object({
    attempt: PlayAttempt,
    quiz: PlayQuiz,
    questions: z.array(PlayQuestion),
    results: AttemptResults.nullable(),
    lessons: z.array(QuizLessonRef),
  })
  .meta({ id: 'AttemptResponse' });
export type AttemptResponse = z.infer<typeof AttemptResponse>;

/* ---------- My attempts ---------- */

export const MyAttemptsQuery = z.object({
  q: queryText(),
  page: pageParam(),
  limit: limitParam(ATTEMPTS_PAGE_SIZE),
});
export type MyAttemptsQuery = z.input<typeof MyAttemptsQuery>;

/** One row of the caller's attempt history. */
export const AttemptHistoryItem = z
  .object({
    id: z.string(),
    status: AttemptStatus,
    passed: z.boolean().nullable(),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    percent: z.number().nullable(),
    attemptNo: z.number().int(),
    timeTakenSec: z.number().int().nullable(),
    startedAt: z.string(),
    completedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    quiz: z.object({ id: z.string(), title: z.string(), slug: z.string() }),
  })
  .meta({ id: 'AttemptHistoryItem' });
export type AttemptHistoryItem = z.infer<typeof AttemptHistoryItem>;

export const MyAttemptsResponse = z
  .object({ items: z.array(AttemptHistoryItem), meta: PageMeta })
  .meta({ id: 'MyAttemptsResponse' });
export type MyAttemptsResponse = z.infer<typeof MyAttemptsResponse>;

/* ---------- Practice (beyond the spec) ---------- */

export const StartPracticeBody = z.object({
  source: z
    .enum(PRACTICE_SOURCES, { error: `Source must be one of: ${PRACTICE_SOURCES.join(', ')}.` })
    .optional(),
});
export type StartPracticeBody = z.input<typeof StartPracticeBody>;

export const PracticeCheck = z
  .object({
    questionId: z.string(),
    answer: QuizAnswer,
    correct: z.boolean(),
    earned: z.number(),
    correctOptionIds: z.array(z.string()),
    correctBoolean: z.boolean().nullable(),
    correctText: z.array(z.string()),
    /** Extended matching: stem id → its correct option id (absent for other types). */
    correctStems: z.record(z.string(), z.string()).optional(),
    explanation: z.string(),
  })
  .meta({ id: 'PracticeCheck' });
export type PracticeCheck = z.infer<typeof PracticeCheck>;

/** A practice session: untimed, never an attempt; `checked` holds the answers already checked. */
export const PracticeResponse = z
  .object({
    practice: z.object({
      id: z.string(),
      quizId: z.string(),
      source: z.enum(PRACTICE_SOURCES),
      createdAt: z.string(),
    }),
    quiz: PlayQuiz,
    questions: z.array(PlayQuestion),
    checked: z.array(PracticeCheck),
  })
  .meta({ id: 'PracticeResponse' });
export type PracticeResponse = z.infer<typeof PracticeResponse>;

export const CheckPracticeBody = z.object({ answer: AnswerInput });
export type CheckPracticeBody = z.input<typeof CheckPracticeBody>;
export const PracticeCheckResponse = z.object({ check: PracticeCheck });
export type PracticeCheckResponse = z.infer<typeof PracticeCheckResponse>;

/* ---------- Extra time (admin) ---------- */

export const ExtraTimeBody = z.object({
  percent: z.literal(EXTRA_TIME_PERCENTS, { error: QUIZ_MESSAGES.extraTimeInvalid }),
});
export type ExtraTimeBody = z.infer<typeof ExtraTimeBody>;
export const ExtraTimeResponse = z
  .object({ userId: z.string(), percent: z.number().int() })
  .meta({ id: 'ExtraTimeResponse' });
export type ExtraTimeResponse = z.infer<typeof ExtraTimeResponse>;

/** PATCH /admin/users/{id}: the user attribute admins change is the extra-time allowance. */
export const AdminUserPatchBody = z.object({
  extraTimePercent: z.literal(EXTRA_TIME_PERCENTS, { error: QUIZ_MESSAGES.extraTimeInvalid }),
});
export type AdminUserPatchBody = z.infer<typeof AdminUserPatchBody>;
export const AdminUserPatchResponse = z
  .object({ id: z.string(), extraTimePercent: z.number().int() })
  .meta({ id: 'AdminUserPatchResponse' });
export type AdminUserPatchResponse = z.infer<typeof AdminUserPatchResponse>;
