import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './courses.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * Discussion questions. `author_id` becomes null when the author's account
 * is deleted (the post stays, shown as 'Deleted user'). The search columns are generated from title and body,
 * searched like the course catalogue (docs/decisions/251).
 */
export const discussionQuestions = pgTable(
  'discussion_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed', 'locked'] })
      .notNull()
      .default('open'),
    answersCount: integer('answers_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    lastActivityAt: now('last_activity_at'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'C')`,
    ),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || body)`),
  },
  (t) => [
    index('discussion_questions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('discussion_questions_activity_idx').on(t.lastActivityAt.desc(), t.id.desc()),
    index('discussion_questions_status_created_idx').on(t.status, t.createdAt.desc()),
    index('discussion_questions_course_idx').on(t.courseId),
    index('discussion_questions_author_idx').on(t.authorId),
    index('discussion_questions_search_vector_idx').using('gin', t.searchVector),
    index('discussion_questions_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('discussion_questions_status_check', sql`${t.status} in ('open', 'answered', 'closed', 'locked')`),
    check('discussion_questions_counts_check', sql`${t.answersCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

export const discussionAnswers = pgTable(
  'discussion_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => discussionQuestions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    isAccepted: boolean('is_accepted').notNull().default(false),
    createdAt: now('created_at'),
  },
  (t) => [
    index('discussion_answers_question_idx').on(t.questionId, t.createdAt),
    index('discussion_answers_author_idx').on(t.authorId),
    /** One accepted answer per question, whatever two requests do at once. */
    uniqueIndex('discussion_answers_one_accepted_key').on(t.questionId).where(sql`${t.isAccepted}`),
  ],
);

/** The question author's follow-up comments. */
export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => discussionQuestions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    index('discussion_comments_question_idx').on(t.questionId, t.createdAt),
    index('discussion_comments_author_idx').on(t.authorId),
  ],
);
