import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { quizQuestions, type SnapshotQuestion, type StoredAnswer, type StoredGrade } from './quizzes.ts';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A question as a bank session froze it, with the quiz it came from. */
export type BankQuestion = SnapshotQuestion & { quizId: string };
export type BankAnswer = StoredAnswer & { confidence: 'sure' | 'unsure' };
export interface BankFilters {
  exam: string | null;
  topics: string[];
  status: string;
}

/**
 * A question-bank session: questions drawn from every quiz the learner may start and frozen like an exam
 * paper. Tutor mode grades each answer at once (grades fill as it goes); timed mode keeps the exam's clock
 * and grades on submit.
 */
export const qbankSessions = pgTable(
  'qbank_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['tutor', 'timed'] }).notNull(),
    status: text('status', { enum: ['in_progress', 'submitted'] })
      .notNull()
      .default('in_progress'),
    filters: jsonb('filters').$type<BankFilters>().notNull(),
    questions: jsonb('questions').$type<BankQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, BankAnswer>>().notNull().default({}),
    grades: jsonb('grades').$type<Record<string, StoredGrade>>().notNull().default({}),
    secondsPerQuestion: integer('seconds_per_question'),
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: now('created_at'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    percent: doublePrecision('percent'),
  },
  (t) => [
    index('qbank_sessions_user_idx').on(t.userId, t.createdAt.desc()),
    check('qbank_sessions_mode_check', sql`${t.mode} in ('tutor', 'timed')`),
    check('qbank_sessions_status_check', sql`${t.status} in ('in_progress', 'submitted')`),
    check(
      'qbank_sessions_submitted_check',
      sql`(${t.status} = 'submitted') = (${t.submittedAt} is not null)`,
    ),
    check(
      'qbank_sessions_clock_check',
      sql`(${t.mode} = 'timed') = (${t.expiresAt} is not null and ${t.secondsPerQuestion} is not null)`,
    ),
  ],
);

/** A learner's flagged questions (the bank's `flagged` status). */
export const questionFlags = pgTable(
  'question_flags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    createdAt: now('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_flags_question_idx').on(t.questionId),
  ],
);
