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
import { QBANK_MESSAGES, QUIZ_EXAMS } from '../qbank/copy.ts';
import {
  ATTEMPT_STATUSES,
  EMQ_STEM_ID_MAX,
  EMQ_STEM_PROMPT_MAX,
  EMQ_STEMS_MAX,
  MEDIA_ALT_MAX,
  OPTION_TEXT_MAX,
  QUESTION_EXPLANATION_MAX,
  QUESTION_MEDIA_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_POINTS_MAX,
  QUESTION_PROMPT_MAX,
  QUESTION_TYPES,
  QUIZ_ACCESS_MODES,
  QUIZ_ATTEMPTS_MAX,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_MESSAGES,
  QUIZ_PAGE_SIZE,
  QUIZ_PUBLISHED_FILTERS,
  QUIZ_QUESTIONS_MAX,
  QUIZ_TIME_LIMIT_MAX_SEC,
  QUIZ_TITLE_MAX,
  QUIZ_VISIBILITIES,
  SHORT_ANSWER_MAX,
  SHORT_ANSWERS_MAX,
  TOPIC_MAX,
  TOPICS_MAX,
} from './copy.ts';
import { cleanAcceptedAnswers } from './rules.ts';
import { ANGOFF_MAX, ANGOFF_MIN } from './statistics.ts';

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

/** The exam a quiz prepares for, from the shared list (an unknown value is refused). */
export const QuizExamField = z.enum(QUIZ_EXAMS, { error: QBANK_MESSAGES.examInvalid });

/** A quiz as the catalogue, detail page and builder show it. */
export const Quiz = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    exam: QuizExamField,
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
  exam: QuizExamField,
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
    exam: quizSettingsShape.exam.optional(),
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
    exam: quizSettingsShape.exam.optional(),
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

/**
 * A stem of an extended matching question as the builder sends it: `id` keeps a stored stem's id (so its
 * statistics and peer figures carry on); a new stem (no id, or an id the question does not have) gets a new one.
 */
export const StemInput = z.object({
  id: text({ max: EMQ_STEM_ID_MAX, label: 'Stem id' }).optional(),
  prompt: text({ max: EMQ_STEM_PROMPT_MAX, multiline: true, label: 'Stem' }),
  correctOptionId: text({ max: 4, label: 'Stem answer' }),
  points: int({ min: 0, max: QUESTION_POINTS_MAX, label: 'Stem points' }),
});
export type StemInput = z.input<typeof StemInput>;
/** A stem as its author sees it (with its answer). */
export const InstructorStem = z.object({
  id: z.string(),
  prompt: z.string(),
  correctOptionId: z.string(),
  points: z.number().int(),
});
export type InstructorStem = z.infer<typeof InstructorStem>;

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
  stems: z.array(StemInput).max(EMQ_STEMS_MAX * 2, `At most ${EMQ_STEMS_MAX} stems.`),
};

/**
 * POST /instructor/mock/quizzes/{id}/questions. Only `type` is needed: what is missing takes the defaults
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
  stems: questionFields.stems.optional(),
});
export type CreateQuestionBody = z.input<typeof CreateQuestionBody>;

/** PATCH /instructor/mock/questions/{id}: any fields; merged with the stored question, then checked whole. */
export const UpdateQuestionBody = CreateQuestionBody.partial().extend({
  /** Modified Angoff: the share of borderline candidates expected to answer it right; null clears it. */
  angoffPercent: int({ min: ANGOFF_MIN, max: ANGOFF_MAX, label: 'Angoff estimate' }).nullable().optional(),
});
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
    angoffPercent: z.number().int().nullable(),
    /** Extended matching: the stems with their answers (empty for the other types). */
    stems: z.array(InstructorStem),
    /** Starts at 1; an edit of the type, prompt, options or key starts the next (docs/decisions/610). */
    version: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'InstructorQuestion' });
export type InstructorQuestion = z.infer<typeof InstructorQuestion>;

export const InstructorQuestionResponse = z.object({ question: InstructorQuestion });
/**
 * PATCH a question: `versionStarted` is the version this save started when the version it replaced had
 * answers (their figures stay with it; the new version's start again), else null.
 */
export const UpdateQuestionResponse = z.object({
  question: InstructorQuestion,
  versionStarted: z.number().int().nullable(),
});
export type UpdateQuestionResponse = z.infer<typeof UpdateQuestionResponse>;
export const InstructorQuestionListResponse = z.object({ items: z.array(InstructorQuestion) });
export type InstructorQuestionListResponse = z.infer<typeof InstructorQuestionListResponse>;
export const QuizDeletedResponse = z.object({ deleted: z.literal(true) });
