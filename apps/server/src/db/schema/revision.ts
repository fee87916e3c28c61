import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { quizQuestions } from './quizzes.ts';

const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A learner's review card for a question, scheduled by FSRS (ts-fsrs's card fields): one per learner and
 * question once answered anywhere, updated in the transaction of every answer to it.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: now('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('review_cards_user_due_idx').on(t.userId, t.due),
    index('review_cards_question_idx').on(t.questionId),
    check('review_cards_state_check', sql`${t.state} between 0 and 3`),
    check('review_cards_counts_check', sql`${t.reps} >= 0 and ${t.lapses} >= 0`),
  ],
);

/** A learner's review settings: the target retention FSRS schedules for (0.80–0.95). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    retention: doublePrecision('retention').notNull(),
    updatedAt: now('updated_at'),
  },
  (t) => [check('review_settings_retention_check', sql`${t.retention} between 0.8 and 0.95`)],
);

/** A learner's exam-date study plan (one at a time): the days are computed when read. */
export const studyPlans = pgTable(
  'study_plans',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    exam: text('exam').notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    minutesPerDay: integer('minutes_per_day'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check(
      'study_plans_minutes_check',
      sql`${t.minutesPerDay} is null or ${t.minutesPerDay} between 5 and 600`,
    ),
  ],
);
