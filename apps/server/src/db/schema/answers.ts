import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { quizQuestions, quizzes } from './quizzes.ts';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Every answer a learner gives to a question, wherever (a bank session, an exam attempt on submit, practice):
 * the history progress, reviews and plans read. Written by the exam engine (modules/quizzes/answer-log.ts).
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['bank', 'exam', 'practice'] }).notNull(),
    /** The bank session, attempt or practice session the answer was given in. */
    sourceId: uuid('source_id').notNull(),
    /** The question's version the answer was given to (its frozen copy's). */
    version: integer('version').notNull().default(1),
    correct: boolean('correct').notNull(),
    confidence: text('confidence', { enum: ['sure', 'unsure'] }),
    answeredAt: now('answered_at'),
  },
  (t) => [
    index('question_answers_user_idx').on(t.userId, t.answeredAt),
    index('question_answers_question_idx').on(t.questionId),
    index('question_answers_quiz_idx').on(t.quizId),
    check('question_answers_source_check', sql`${t.source} in ('bank', 'exam', 'practice')`),
    check(
      'question_answers_confidence_check',
      sql`${t.confidence} is null or ${t.confidence} in ('sure', 'unsure')`,
    ),
  ],
);

/**
 * One row per learner and question once answered: its key makes a learner's first answer count once in the
 * peer counters, whatever runs concurrently; it also keeps the last answer (the bank's `incorrect`).
 */
export const learnerQuestions = pgTable(
  'learner_questions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }).notNull(),
    firstCorrect: boolean('first_correct').notNull(),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }).notNull(),
    lastCorrect: boolean('last_correct').notNull(),
    lastConfidence: text('last_confidence', { enum: ['sure', 'unsure'] }),
    answers: integer('answers').notNull().default(1),
    /** The latest question version whose peer counters counted this learner's first answer to it. */
    peerVersion: integer('peer_version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('learner_questions_question_idx').on(t.questionId),
    check('learner_questions_answers_check', sql`${t.answers} >= 1`),
  ],
);

/** How many learners' first answers each version of a question has: kept in the answer's transaction. */
export const questionPeerTotals = pgTable(
  'question_peer_totals',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    answered: integer('answered').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.version] }),
    check('question_peer_totals_answered_check', sql`${t.answered} >= 0`),
  ],
);

/** How many first answers to each version chose each option (`true`/`false` for a true-or-false question). */
export const questionPeerOptions = pgTable(
  'question_peer_options',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    optionKey: text('option_key').notNull(),
    chosen: integer('chosen').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.version, t.optionKey] }),
    check('question_peer_options_chosen_check', sql`${t.chosen} >= 0`),
  ],
);

/**
 * How many learners' first submitted attempts of a quiz scored each percentage: the crowd a mock result's
 * percentile and histogram count in (modules/quizzes/standing.ts). Kept by a trigger on `quiz_attempts`, in the
 * transaction that submits, settles or deletes an attempt, whatever writes it (docs/decisions/625).
 */
export const quizFirstScores = pgTable(
  'quiz_first_scores',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    percent: doublePrecision('percent').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.percent] }),
    check('quiz_first_scores_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
