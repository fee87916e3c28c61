import { QUESTION_REPORT_OUTCOMES, QUESTION_REPORT_REASONS, QUESTION_REPORT_STATUSES } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { quizQuestions, quizzes } from './quizzes.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A learner's report on a question they answered. One open report per person and question (a second one
 * waits until the first is resolved); resolving sets the outcome, the reply, who and when, all at once.
 */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** The question's quiz, whose owner is the author who sees the report. */
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: QUESTION_REPORT_REASONS }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: QUESTION_REPORT_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: QUESTION_REPORT_OUTCOMES }),
    reply: text('reply'),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    resolvedAt: stamp('resolved_at'),
  },
  (t) => [
    uniqueIndex('question_reports_one_open_key')
      .on(t.questionId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('question_reports_quiz_status_idx').on(t.quizId, t.status, t.createdAt.desc(), t.id.desc()),
    index('question_reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('question_reports_reporter_idx').on(t.reporterId),
    check(
      'question_reports_reason_check',
      sql`${t.reason} in ('wrong_answer', 'unclear', 'outdated', 'typo', 'other')`,
    ),
    check('question_reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check(
      'question_reports_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('fixed', 'not_changed')`,
    ),
    check(
      'question_reports_resolved_check',
      sql`(${t.status} = 'resolved') = (${t.outcome} is not null and ${t.reply} is not null and ${t.resolvedAt} is not null)`,
    ),
  ],
);
