import type { QuizStatisticsResponse } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { quizzes } from './quizzes.ts';

/** The figures of a quiz as last computed (without the Angoff part, which is read live). */
export type CachedQuizStatistics = Omit<
  QuizStatisticsResponse,
  'angoff' | 'passPercent' | 'passAppliedAt' | 'computedAt' | 'alphaVerdict' | 'questions'
> & {
  questions: Omit<
    QuizStatisticsResponse['questions'][number],
    'verdict' | 'mostChosenWrongOptionId' | 'angoffPercent' | 'versionSince' | 'stemOf'
  >[];
};

/**
 * A quiz's item statistics, cached. A submit bumps `changes` and marks the row stale; the background job
 * recomputes stale rows at most once a minute each and clears `stale` only if no submit came meanwhile.
 */
export const quizStatistics = pgTable(
  'quiz_statistics',
  {
    quizId: uuid('quiz_id')
      .primaryKey()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    stale: boolean('stale').notNull().default(true),
    changes: integer('changes').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    figures: jsonb('figures').$type<CachedQuizStatistics>(),
  },
  (t) => [
    index('quiz_statistics_stale_idx').on(t.computedAt).where(sql`${t.stale}`),
    check('quiz_statistics_changes_check', sql`${t.changes} >= 0`),
  ],
);
