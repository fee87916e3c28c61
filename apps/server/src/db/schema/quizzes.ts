import { DEFAULT_QUIZ_EXAM, QUIZ_EXAMS } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export interface StoredMedia {
  kind: 'image';
  url: string;
  alt: string;
}
export interface StoredOption {
  text: string;
  media: StoredMedia[];
}
/** A stem of an extended matching question: its own correct option (an option id) and points. */
export interface StoredStem {
  id: string;
  prompt: string;
  correctOptionId: string;
  points: number;
}
/** A question as an attempt or a practice session froze it: options in display order, with their ids. */
export interface SnapshotQuestion {
  id: string;
  type: 'mcq' | 'multi' | 'boolean' | 'short' | 'emq';
  prompt: string;
  points: number;
  explanation: string;
  media: StoredMedia[];
  options: { id: string; text: string; media: StoredMedia[] }[];
  correctOptionIds: string[];
  correctBoolean: boolean | null;
  correctText: string[];
  topics: string[];
  /** Extended matching only (absent in papers frozen before it existed). */
  stems?: StoredStem[];
  /** The question's version when frozen (absent in papers frozen before versions: version 1). */
  version?: number;
}
export interface StoredAnswer {
  selectedOptionIds: string[];
  booleanAnswer: boolean | null;
  textAnswer: string | null;
  /** Extended matching: stem id → option id. */
  stemAnswers?: Record<string, string>;
  savedAt: string;
}
export interface StoredGrade {
  correct: boolean;
  earned: number;
  /** Extended matching: each stem graded on its own (stem id → its grade). */
  stems?: Record<string, { correct: boolean; earned: number }>;
}

/** Mock exams. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The exam the quiz prepares for (the shared list; the question bank filters by it). */
    exam: text('exam', { enum: QUIZ_EXAMS }).notNull().default(DEFAULT_QUIZ_EXAM),
    isPublished: boolean('is_published').notNull().default(false),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    passPercent: integer('pass_percent').notNull().default(70),
    timeLimitSec: integer('time_limit_sec').notNull().default(0),
    visibility: text('visibility', { enum: ['public', 'enrolled'] })
      .notNull()
      .default('public'),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] })
      .notNull()
      .default('GBP'),
    includedInMembership: boolean('included_in_membership').notNull().default(false),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    drawCount: integer('draw_count'),
    /** Kept by the question writes, in the same transaction. */
    questionCount: integer('question_count').notNull().default(0),
    totalPoints: integer('total_points').notNull().default(0),
    /** Bumped by every question write, in the same transaction: the engine caches the paper per version. */
    paperVersion: integer('paper_version').notNull().default(0),
    /** When the pass percentage was last set from the Angoff suggestion, or null. */
    passAppliedAt: timestamp('pass_applied_at', { withTimezone: true }),
    /** The visible reviews' average (one decimal) and count, kept by the reviews module's writes. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set on first publication; from then on the slug never changes. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('quizzes_slug_key').on(t.slug),
    index('quizzes_catalogue_idx').on(t.isPublished, t.visibility, t.publishedAt.desc(), t.id.desc()),
    index('quizzes_owner_updated_idx').on(t.ownerId, t.updatedAt.desc()),
    index('quizzes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('quizzes_price_check', sql`${t.priceMinor} >= 0`),
    check('quizzes_attempts_check', sql`${t.attemptsAllowed} >= 1`),
    check('quizzes_pass_check', sql`${t.passPercent} between 0 and 100`),
    check('quizzes_time_check', sql`${t.timeLimitSec} >= 0`),
    check('quizzes_draw_check', sql`${t.drawCount} is null or ${t.drawCount} >= 1`),
    check('quizzes_visibility_check', sql`${t.visibility} in ('public', 'enrolled')`),
    check('quizzes_exam_check', sql`${t.exam} in (${sql.raw(QUIZ_EXAMS.map((e) => `'${e}'`).join(', '))})`),
    check('quizzes_currency_check', sql`${t.currency} in ('GBP', 'USD', 'EUR')`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: ['mcq', 'multi', 'boolean', 'short', 'emq'] }).notNull(),
    prompt: text('prompt').notNull().default(''),
    points: integer('points').notNull().default(1),
    explanation: text('explanation').notNull().default(''),
    media: jsonb('media').$type<StoredMedia[]>().notNull().default([]),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    correctOptionIds: text('correct_option_ids').array().notNull().default(sql`'{}'::text[]`),
    correctBoolean: boolean('correct_boolean'),
    correctText: text('correct_text').array().notNull().default(sql`'{}'::text[]`),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    /** Extended matching: the stems (empty for the other types). */
    stems: jsonb('stems').$type<StoredStem[]>().notNull().default([]),
    /** Modified Angoff: the author's estimate of the borderline candidates answering it right (0–100). */
    angoffPercent: integer('angoff_percent'),
    /**
     * Bumped (in the updating statement) by an edit of what a learner answers: the type, the prompt and its
     * images, the options or the key (docs/decisions/610). Figures, peer counters and the answer log count per
     * version.
     */
    version: integer('version').notNull().default(1),
    /** When the current version started (null for version 1: since the question was created). */
    versionSince: timestamp('version_since', { withTimezone: true }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check('quiz_questions_angoff_check', sql`${t.angoffPercent} between 0 and 100`),
    check('quiz_questions_version_check', sql`${t.version} >= 1`),
    index('quiz_questions_quiz_idx').on(t.quizId, t.position),
    check('quiz_questions_points_check', sql`${t.points} >= 0`),
    check('quiz_questions_type_check', sql`${t.type} in ('mcq', 'multi', 'boolean', 'short', 'emq')`),
  ],
);

/**
 * An exam attempt. The questions are frozen at start (drawn, shuffled, with their answers) so that grading and
 * results never depend on later edits. Answers are a map question id → answer, upserted by one conditional
 * UPDATE (the row lock orders saves and the submit, so an acknowledged save is always in the grade).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    status: text('status', { enum: ['in_progress', 'submitted'] })
      .notNull()
      .default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    timeLimitSec: integer('time_limit_sec').notNull().default(0),
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    passPercent: integer('pass_percent').notNull(),
    questions: jsonb('questions').$type<SnapshotQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, StoredAnswer>>().notNull().default({}),
    /** The questions the learner flagged, in the order flagged: kept with the attempt so any device resumes them. */
    flagged: jsonb('flagged').$type<string[]>().notNull().default([]),
    grades: jsonb('grades').$type<Record<string, StoredGrade>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    percent: doublePrecision('percent'),
    passed: boolean('passed'),
    timeTakenSec: integer('time_taken_sec'),
  },
  (t) => [
    // Two starts at once cannot both take attempt N, nor both open an attempt.
    uniqueIndex('quiz_attempts_user_quiz_no_key').on(t.userId, t.quizId, t.attemptNo),
    uniqueIndex('quiz_attempts_one_open_key').on(t.userId, t.quizId).where(sql`${t.status} = 'in_progress'`),
    index('quiz_attempts_user_started_idx').on(t.userId, t.startedAt.desc()),
    index('quiz_attempts_quiz_idx').on(t.quizId),
    check('quiz_attempts_status_check', sql`${t.status} in ('in_progress', 'submitted')`),
    check('quiz_attempts_no_check', sql`${t.attemptNo} >= 1`),
    check('quiz_attempts_submitted_check', sql`(${t.status} = 'submitted') = (${t.submittedAt} is not null)`),
  ],
);

/** Practice mode: untimed, checked per answer, never an attempt. */
export const quizPracticeSessions = pgTable(
  'quiz_practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['all', 'mistakes'] }).notNull(),
    questions: jsonb('questions').$type<SnapshotQuestion[]>().notNull(),
    checked: jsonb('checked').$type<Record<string, StoredAnswer & StoredGrade>>().notNull().default({}),
    createdAt: now('created_at'),
  },
  (t) => [
    index('quiz_practice_user_idx').on(t.userId, t.quizId, t.createdAt.desc()),
    check('quiz_practice_source_check', sql`${t.source} in ('all', 'mistakes')`),
  ],
);

/** A learner's extra-time allowance on timed exams (WCAG 2.2.1), set by an admin. */
export const quizExtraTime = pgTable(
  'quiz_extra_time',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: now('updated_at'),
  },
  (t) => [check('quiz_extra_time_percent_check', sql`${t.percent} in (0, 25, 50, 100)`)],
);
