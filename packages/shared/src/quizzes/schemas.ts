import { z } from 'zod';
import { URL_MAX } from '../courses/copy.ts';
import { PageMeta, Pricing } from '../courses/schemas.ts';
import {
  bool,
  currency,
  int,
  limitParam,
  pageParam,
  pathId,
  pathText,
  queryEnum,
  queryText,
  text,
} from '../fields/schemas.ts';
import { CURRENCIES } from '../ui.ts';
import {
  ATTEMPT_STATUSES,
  ATTEMPTS_PAGE_SIZE,
  EXTRA_TIME_PERCENTS,
  MEDIA_ALT_MAX,
  OPTION_TEXT_MAX,
  PRACTICE_SOURCES,
  QUESTION_EXPLANATION_MAX,
  QUESTION_MEDIA_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_POINTS_MAX,
  QUESTION_PROMPT_MAX,
  QUESTION_TYPES,
  QUIZ_ACCESS_MODES,
  QUIZ_ATTEMPTS_MAX,
  QUIZ_DEFAULTS,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_MESSAGES,
  QUIZ_PAGE_SIZE,
  QUIZ_PUBLISHED_FILTERS,
  QUIZ_QUESTIONS_MAX,
  QUIZ_START_ACTIONS,
  QUIZ_TIME_LIMIT_MAX_SEC,
  QUIZ_TITLE_MAX,
  QUIZ_VISIBILITIES,
  SAVE_ANSWERS_MAX,
  SHORT_ANSWER_MAX,
  SHORT_ANSWERS_MAX,
  TOPIC_MAX,
  TOPICS_MAX,
} from './copy.ts';
import { cleanAcceptedAnswers, pricingFor } from './rules.ts';

/* ---------- Shared pieces ---------- */

export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;
export const QuizVisibility = z.enum(QUIZ_VISIBILITIES, {
  error: `Visibility must be one of: ${QUIZ_VISIBILITIES.join(', ')}.`,
});
export type QuizVisibility = z.infer<typeof QuizVisibility>;
export const AttemptStatus = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatus>;

export const QuestionMedia = z.object({ kind: z.literal('image'), url: z.string(), alt: z.string() });
export type QuestionMedia = z.infer<typeof QuestionMedia>;
export const PlayOption = z.object({ id: z.string(), text: z.string(), media: z.array(QuestionMedia) });
export type PlayOption = z.infer<typeof PlayOption>;

/* ---------- Quiz ---------- */

/** A quiz as the catalogue, detail page and builder show it. */
export const Quiz = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    isPublished: z.boolean(),
    attemptsAllowed: z.number().int(),
    passPercent: z.number().int(),
    timeLimitSec: z.number().int(),
    visibility: QuizVisibility,
    pricing: Pricing,
    accessMode: z.enum(QUIZ_ACCESS_MODES),
    /** Questions in the pool. */
    questionCount: z.number().int(),
    /** Questions each attempt asks (drawCount when set, else questionCount). */
    questionsPerAttempt: z.number().int(),
    totalPoints: z.number().int(),
    shuffleQuestions: z.boolean(),
    shuffleOptions: z.boolean(),
    drawCount: z.number().int().nullable(),
    instructor: z.object({ id: z.string(), name: z.string() }),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Quiz' });
export type Quiz = z.infer<typeof Quiz>;

const quizTitle = () =>
  text({ max: QUIZ_TITLE_MAX, min: 1, label: 'Title', requiredMessage: QUIZ_MESSAGES.titleRequired });

/** Pricing as the API takes it (the form converts major units: round(major × 100)). */
export const PricingInput = z.object({
  isFree: bool('isFree'),
  includedInMembership: bool('includedInMembership'),
  amountMinor: int({ min: 0, max: 10_000_000, label: 'Price' }),
  currency: currency(),
});

const checkPricing = (
  pricing: { isFree: boolean; amountMinor: number } | undefined,
  ctx: z.RefinementCtx,
) => {
  if (!pricing) return;
  if (!pricing.isFree && pricing.amountMinor <= 0) {
    ctx.addIssue({ code: 'custom', path: ['pricing', 'amountMinor'], message: QUIZ_MESSAGES.priceRequired });
  }
  if (pricing.isFree && pricing.amountMinor !== 0) {
    ctx.addIssue({ code: 'custom', path: ['pricing', 'amountMinor'], message: QUIZ_MESSAGES.freeHasNoPrice });
  }
};

const quizSettingsShape = {
  description: text({ max: QUIZ_DESCRIPTION_MAX, multiline: true, label: 'Description' }),
  attemptsAllowed: int({ min: 1, max: QUIZ_ATTEMPTS_MAX, label: 'Attempts allowed' }),
  passPercent: int({ min: 0, max: 100, label: 'Pass percent' }),
  timeLimitSec: int({ min: 0, max: QUIZ_TIME_LIMIT_MAX_SEC, label: 'Time limit (seconds)' }),
  visibility: QuizVisibility,
  pricing: PricingInput,
  shuffleQuestions: bool('Shuffle questions'),
  shuffleOptions: bool('Shuffle options'),
  /** Draw this many questions at random per attempt (null: all). */
  drawCount: int({ min: 1, max: QUIZ_QUESTIONS_MAX, label: 'Questions per attempt' }).nullable(),
};

/** POST /instructor/mock/quizzes: title required; the rest defaults to QUIZ_DEFAULTS. */
export const CreateQuizBody = z
  .object({
    title: quizTitle(),
    description: quizSettingsShape.description.optional(),
    attemptsAllowed: quizSettingsShape.attemptsAllowed.optional(),
    passPercent: quizSettingsShape.passPercent.optional(),
    timeLimitSec: quizSettingsShape.timeLimitSec.optional(),
    visibility: QuizVisibility.optional(),
    pricing: PricingInput.optional(),
    shuffleQuestions: quizSettingsShape.shuffleQuestions.optional(),
    shuffleOptions: quizSettingsShape.shuffleOptions.optional(),
    drawCount: quizSettingsShape.drawCount.optional(),
  })
  .superRefine((body, ctx) => checkPricing(body.pricing, ctx));
export type CreateQuizBody = z.input<typeof CreateQuizBody>;

/** PATCH /instructor/mock/quizzes/{id}: any of the settings, same bounds. */
export const UpdateQuizBody = z
  .object({
    title: quizTitle().optional(),
    description: quizSettingsShape.description.optional(),
    attemptsAllowed: quizSettingsShape.attemptsAllowed.optional(),
    passPercent: quizSettingsShape.passPercent.optional(),
    timeLimitSec: quizSettingsShape.timeLimitSec.optional(),
    visibility: QuizVisibility.optional(),
    pricing: PricingInput.optional(),
    shuffleQuestions: quizSettingsShape.shuffleQuestions.optional(),
    shuffleOptions: quizSettingsShape.shuffleOptions.optional(),
    drawCount: quizSettingsShape.drawCount.optional(),
  })
  .superRefine((body, ctx) => checkPricing(body.pricing, ctx));
export type UpdateQuizBody = z.input<typeof UpdateQuizBody>;

export const QuizIdParams = z.object({ id: pathId('Quiz id') });
export const QuizQuestionIdParams = z.object({ id: pathId('Question id') });
export const AttemptIdParams = z.object({ id: pathId('Attempt id') });
export const PracticeIdParams = z.object({ id: pathId('Practice id') });
export const QuizSlugParams = z.object({ slug: pathText('Slug') });
export const LearnQuizParams = z.object({ quizId: pathId('Quiz id') });
export const UserIdParams = z.object({ id: pathId('User id') });

export const InstructorQuizListQuery = z.object({
  q: queryText(),
  published: queryEnum(QUIZ_PUBLISHED_FILTERS, 'Published'),
  page: pageParam(),
  limit: limitParam(QUIZ_PAGE_SIZE),
});
export type InstructorQuizListQuery = z.input<typeof InstructorQuizListQuery>;

export const QuizListResponse = z
  .object({ items: z.array(Quiz), meta: PageMeta })
  .meta({ id: 'QuizListResponse' });
export type QuizListResponse = z.infer<typeof QuizListResponse>;
export const InstructorQuizListResponse = QuizListResponse;
export type InstructorQuizListResponse = QuizListResponse;
export const InstructorQuizResponse = z.object({ quiz: Quiz });
export type InstructorQuizResponse = z.infer<typeof InstructorQuizResponse>;

/* ---------- The create form (web) ---------- */

/**
 * The create form as its inputs hold it: price in major units, time limit in minutes,
 * an access mode; `toCreateBody` makes it the API's CreateQuizBody, which the server validates. Like ApplyForm
 * and PayForm, the form's schema is part of the contract (docs/decisions/223, 313).
 */
const quizFormWholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `${label} must be a whole number from ${min} to ${max}.`,
    })
    .transform(Number);

export const QuizCreateForm = z
  .object({
    title: text({
      max: QUIZ_TITLE_MAX,
      min: 1,
      label: 'Title',
      requiredMessage: QUIZ_MESSAGES.titleRequired,
    }),
    description: text({ max: QUIZ_DESCRIPTION_MAX, multiline: true, label: 'Description' }),
    accessMode: z.enum(QUIZ_ACCESS_MODES),
    price: z.string().trim(),
    currency: z.enum(CURRENCIES),
    attemptsAllowed: quizFormWholeNumber('Attempts allowed', 1, QUIZ_ATTEMPTS_MAX),
    /** Clamped to 0–100 (§5), not refused. */
    passPercent: z
      .string()
      .trim()
      .refine((v) => v !== '' && Number.isFinite(Number(v)), { message: 'Pass percent must be a number.' })
      .transform((v) => Math.min(100, Math.max(0, Math.round(Number(v))))),
    timeLimitMin: quizFormWholeNumber('Time limit', 0, QUIZ_TIME_LIMIT_MAX_SEC / 60),
    visibility: z.enum(QUIZ_VISIBILITIES),
  })
  .superRefine((v, ctx) => {
    if (v.accessMode === 'free') return;
    const n = Number(v.price);
    if (v.price === '' || !Number.isFinite(n) || Math.round(n * 100) <= 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: QUIZ_MESSAGES.priceRequired });
  });

export type QuizCreateFormInput = z.input<typeof QuizCreateForm>;
export type QuizCreateFormOutput = z.output<typeof QuizCreateForm>;

export const quizFormDefaults = (): QuizCreateFormInput => ({
  title: '',
  description: '',
  accessMode: QUIZ_DEFAULTS.accessMode,
  price: QUIZ_DEFAULTS.priceMajor,
  currency: QUIZ_DEFAULTS.currency,
  attemptsAllowed: String(QUIZ_DEFAULTS.attemptsAllowed),
  passPercent: String(QUIZ_DEFAULTS.passPercent),
  timeLimitMin: String(QUIZ_DEFAULTS.timeLimitSec / 60),
  visibility: QUIZ_DEFAULTS.visibility,
});

/** Major units → minor units by rounding × 100 (§5). */
export const toCreateBody = (v: QuizCreateFormOutput): CreateQuizBody => ({
  title: v.title,
  description: v.description,
  attemptsAllowed: v.attemptsAllowed,
  passPercent: v.passPercent,
  timeLimitSec: v.timeLimitMin * 60,
  visibility: v.visibility,
  pricing: pricingFor(
    v.accessMode,
    v.accessMode === 'free' ? 0 : Math.round(Number(v.price) * 100),
    v.currency,
  ),
});

/* ---------- Questions (builder) ---------- */

const mediaInput = z.object({
  kind: z.literal('image'),
  url: text({ max: URL_MAX, min: 1, label: 'Image', requiredMessage: QUIZ_MESSAGES.imageUrlInvalid }).refine(
    (v) => v.startsWith('/api/files/') || v.startsWith('https://'),
    QUIZ_MESSAGES.imageUrlInvalid,
  ),
  alt: text({ max: MEDIA_ALT_MAX, min: 1, label: 'Alt text', requiredMessage: QUIZ_MESSAGES.altRequired }),
});
const mediaList = z.array(mediaInput).max(QUESTION_MEDIA_MAX, `At most ${QUESTION_MEDIA_MAX} images.`);

/** An option as the builder sends it: its id is its position (optionId(index)); an `id` sent is ignored. */
export const OptionInput = z.object({
  text: text({ max: OPTION_TEXT_MAX, label: 'Option text' }),
  media: mediaList.optional(),
});

const topicsField = z
  .array(text({ max: TOPIC_MAX, label: 'A topic' }))
  .max(TOPICS_MAX, `At most ${TOPICS_MAX} topics.`)
  .transform((topics) => [...new Set(topics.filter(Boolean))]);

const questionFields = {
  type: z.enum(QUESTION_TYPES, { error: `Type must be one of: ${QUESTION_TYPES.join(', ')}.` }),
  prompt: text({ max: QUESTION_PROMPT_MAX, multiline: true, label: 'Prompt' }),
  points: int({ min: 0, max: QUESTION_POINTS_MAX, label: 'Points' }),
  explanation: text({ max: QUESTION_EXPLANATION_MAX, multiline: true, label: 'Explanation' }),
  media: mediaList,
  options: z.array(OptionInput).max(QUESTION_OPTIONS_MAX, QUIZ_MESSAGES.optionsTooMany),
  correctOptionIds: z.array(text({ max: 4, label: 'Correct option' })).max(QUESTION_OPTIONS_MAX),
  correctBoolean: bool('Correct answer').nullable(),
  /** Accepted short answers: trimmed, empties dropped, duplicates (same normalized form) dropped. */
  correctText: z
    .array(text({ max: SHORT_ANSWER_MAX, label: 'Accepted answer' }))
    .max(SHORT_ANSWERS_MAX, `At most ${SHORT_ANSWERS_MAX} accepted answers.`)
    .transform(cleanAcceptedAnswers),
  topics: topicsField,
};

/**
 * POST /instructor/mock/quizzes/{id}/questions. Only `type` is needed: what is missing takes the §5 defaults
 * (mcq: two options, A correct; multi: A and B correct; boolean: true; short: one example answer; points 1).
 * The question as a whole is then checked by `questionProblems` (400 with `fields`).
 */
export const CreateQuestionBody = z.object({
  type: questionFields.type,
  prompt: questionFields.prompt.optional(),
  points: questionFields.points.optional(),
  explanation: questionFields.explanation.optional(),
  media: questionFields.media.optional(),
  options: questionFields.options.optional(),
  correctOptionIds: questionFields.correctOptionIds.optional(),
  correctBoolean: questionFields.correctBoolean.optional(),
  correctText: questionFields.correctText.optional(),
  topics: questionFields.topics.optional(),
});
export type CreateQuestionBody = z.input<typeof CreateQuestionBody>;

/** PATCH /instructor/mock/questions/{id}: any fields; merged with the stored question, then checked whole. */
export const UpdateQuestionBody = CreateQuestionBody.partial();
export type UpdateQuestionBody = z.input<typeof UpdateQuestionBody>;

export const ReorderQuestionBody = z.object({
  toIndex: int({ min: 0, max: QUIZ_QUESTIONS_MAX, label: 'Position' }),
});
export type ReorderQuestionBody = z.infer<typeof ReorderQuestionBody>;

/** A question as its author edits it: with its answers and explanation. */
export const InstructorQuestion = z
  .object({
    id: z.string(),
    quizId: z.string(),
    type: QuestionType,
    prompt: z.string(),
    points: z.number().int(),
    explanation: z.string(),
    media: z.array(QuestionMedia),
    order: z.number().int(),
    options: z.array(PlayOption),
    correctOptionIds: z.array(z.string()),
    correctBoolean: z.boolean().nullable(),
    correctText: z.array(z.string()),
    topics: z.array(z.string()),
    updatedAt: z.string(),
  })
  .meta({ id: 'InstructorQuestion' });
export type InstructorQuestion = z.infer<typeof InstructorQuestion>;

export const InstructorQuestionResponse = z.object({ question: InstructorQuestion });
export const InstructorQuestionListResponse = z.object({ items: z.array(InstructorQuestion) });
export type InstructorQuestionListResponse = z.infer<typeof InstructorQuestionListResponse>;
export const QuizDeletedResponse = z.object({ deleted: z.literal(true) });

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

/** A question in play: prompt, type, points, media and options only. No answer, no explanation. */
export const PlayQuestion = z
  .object({
    id: z.string(),
    type: QuestionType,
    prompt: z.string(),
    points: z.number().int(),
    media: z.array(QuestionMedia),
    options: z.array(PlayOption),
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
});
export type AnswerInput = z.input<typeof AnswerInput>;

/** PATCH /attempts/{id}/answers: upserts these questions' answers (idempotent; the latest save wins). */
export const SaveAnswersBody = z.object({
  answers: z.array(AnswerInput).max(SAVE_ANSWERS_MAX, `At most ${SAVE_ANSWERS_MAX} answers.`),
});
export type SaveAnswersBody = z.input<typeof SaveAnswersBody>;

export const SaveAnswersResponse = z.object({ attempt: PlayAttempt }).meta({ id: 'SaveAnswersResponse' });
export type SaveAnswersResponse = z.infer<typeof SaveAnswersResponse>;

/* ---------- Results ---------- */

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
  .object({ perQuestion: z.array(QuestionResult), topics: z.array(TopicResult) })
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
