import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const now = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    language: text('language').notNull().default('en'),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] })
      .notNull()
      .default('beginner'),
    category: text('category').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    thumbnail: text('thumbnail'),
    promoVideoUrl: text('promo_video_url'),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] })
      .notNull()
      .default('GBP'),
    includedInMembership: boolean('included_in_membership').notNull().default(true),
    totalDurationSec: integer('total_duration_sec').notNull().default(0),
    lessonCount: integer('lesson_count').notNull().default(0),
    enrollmentCount: integer('enrollment_count').notNull().default(0),
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Maintained by a trigger from title, subtitle, description, tags and category (migration 0002). */
    searchVector: tsvector('search_vector'),
    searchText: text('search_text'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set on first publication; from then on the slug never changes. */
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('courses_slug_key').on(t.slug),
    index('courses_status_published_idx').on(t.status, t.publishedAt.desc().nullsLast(), t.id.desc()),
    index('courses_status_popular_idx').on(t.status, t.enrollmentCount.desc(), t.id.desc()),
    index('courses_status_rating_idx').on(t.status, t.ratingAvg.desc(), t.id.desc()),
    index('courses_status_price_asc_idx').on(t.status, t.priceMinor, t.id.desc()),
    index('courses_status_price_desc_idx').on(t.status, t.priceMinor.desc(), t.id.desc()),
    index('courses_status_category_idx').on(t.status, t.category),
    index('courses_owner_updated_idx').on(t.ownerId, t.updatedAt.desc()),
    index('courses_search_vector_idx').using('gin', t.searchVector),
    index('courses_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('courses_price_check', sql`${t.priceMinor} >= 0`),
    check('courses_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('courses_level_check', sql`${t.level} in ('beginner', 'intermediate', 'advanced')`),
    check('courses_currency_check', sql`${t.currency} in ('GBP', 'USD', 'EUR')`),
  ],
);

export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['video', 'text', 'quiz'] }).notNull(),
    youtubeUrl: text('youtube_url'),
    youtubeId: text('youtube_id'),
    textContent: text('text_content'),
    quizId: uuid('quiz_id'),
    durationSec: integer('duration_sec').notNull().default(0),
    position: integer('position').notNull(),
  },
  (t) => [
    index('lessons_section_idx').on(t.sectionId, t.position),
    index('lessons_course_idx').on(t.courseId),
    check('lessons_duration_check', sql`${t.durationSec} >= 0`),
    check('lessons_type_check', sql`${t.type} in ('video', 'text', 'quiz')`),
    check('lessons_video_check', sql`${t.type} <> 'video' or ${t.youtubeId} is not null`),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    via: text('via', { enum: ['free', 'purchase', 'membership'] }).notNull(),
    activatedAt: now('activated_at'),
    lastLessonId: uuid('last_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_key').on(t.userId, t.courseId),
    index('enrollments_user_activity_idx').on(t.userId, t.activatedAt.desc()),
    check('enrollments_via_check', sql`${t.via} in ('free', 'purchase', 'membership')`),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastOpenedAt: now('last_opened_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
  ],
);
