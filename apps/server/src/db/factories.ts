import { randomUUID } from 'node:crypto';
import { normalizeEmail, type Role, type User, youtubeVideoId } from '@medprep/shared';
import { hashPassword } from '../modules/auth/passwords.ts';
import { slugify } from '../modules/courses/slug.ts';
import type { DbOrTx } from './client.ts';
import { courseSections, courses, lessons, memberships, purchases, users } from './schema/index.ts';

/**
 * One set of factories for the tests, the end-to-end fixtures and the demo seed, so that demo data
 * is as valid as test data. Every value has a sensible default.
 */
export interface CreateUserInput {
  name?: string;
  email?: string;
  password?: string | null;
  role?: Role;
}

export const DEFAULT_TEST_PASSWORD = 'correct-horse-battery-staple';

export async function createUser(
  db: DbOrTx,
  input: CreateUserInput = {},
): Promise<User & { password: string | null }> {
  const password = input.password === undefined ? DEFAULT_TEST_PASSWORD : input.password;
  const email = normalizeEmail(input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`);
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: input.name ?? 'Test Learner',
      role: input.role ?? 'user',
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      avatar: users.avatar,
    });
  if (!user) throw new Error('createUser: insert returned nothing');
  return { ...user, password };
}

export interface CreateMembershipInput {
  userId: string;
  plan?: 'yearly' | 'lifetime';
  start?: Date;
  end?: Date | null;
  status?: 'active' | 'trialing' | 'past_due' | 'canceled' | 'expired';
}

export async function createMembership(db: DbOrTx, input: CreateMembershipInput) {
  const plan = input.plan ?? 'yearly';
  const start = input.start ?? new Date();
  const end =
    plan === 'lifetime'
      ? null
      : (input.end ??
        new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate())));
  const [row] = await db
    .insert(memberships)
    .values({
      userId: input.userId,
      plan,
      status: input.status ?? 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    })
    .returning();
  return row!;
}

export interface CreateCourseInput {
  ownerId: string;
  title?: string;
  slug?: string;
  subtitle?: string;
  description?: string;
  tags?: string[];
  category?: string;
  level?: 'beginner' | 'intermediate' | 'advanced';
  language?: string;
  priceMinor?: number;
  currency?: 'GBP' | 'USD' | 'EUR';
  includedInMembership?: boolean;
  status?: 'draft' | 'published' | 'archived';
  publishedAt?: Date;
  enrollmentCount?: number;
  ratingAvg?: number;
  ratingCount?: number;
  thumbnail?: string | null;
  sections?: {
    title: string;
    lessons: {
      title: string;
      type?: 'video' | 'text' | 'quiz';
      youtubeUrl?: string;
      textContent?: string;
      durationSec?: number;
    }[];
  }[];
}

const DEFAULT_SECTIONS: NonNullable<CreateCourseInput['sections']> = [
  {
    title: 'Getting started',
    lessons: [
      {
        title: 'Welcome',
        type: 'video',
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        durationSec: 300,
      },
      {
        title: 'How to use this course',
        type: 'text',
        textContent: '# Welcome\n\nWork through each lesson.',
        durationSec: 120,
      },
    ],
  },
];

/** Inserts a course with its curriculum directly (no HTTP), as the tests, fixtures and seed need. */
export async function createCourse(db: DbOrTx, input: CreateCourseInput) {
  const title = input.title ?? `Course ${randomUUID().slice(0, 6)}`;
  const sections = input.sections ?? DEFAULT_SECTIONS;
  const status = input.status ?? 'published';
  const allLessons = sections.flatMap((s) => s.lessons);
  const publishedAt = status === 'draft' ? null : (input.publishedAt ?? new Date());
  const [course] = await db
    .insert(courses)
    .values({
      ownerId: input.ownerId,
      title,
      slug: input.slug ?? `${slugify(title)}-${randomUUID().slice(0, 6)}`,
      subtitle: input.subtitle ?? '',
      description: input.description ?? '',
      tags: input.tags ?? [],
      category: input.category ?? '',
      level: input.level ?? 'beginner',
      language: input.language ?? 'en',
      priceMinor: input.priceMinor ?? 0,
      currency: input.currency ?? 'GBP',
      includedInMembership: input.includedInMembership ?? true,
      status,
      publishedAt,
      firstPublishedAt: publishedAt,
      enrollmentCount: input.enrollmentCount ?? 0,
      ratingAvg: input.ratingAvg ?? 0,
      ratingCount: input.ratingCount ?? 0,
      thumbnail: input.thumbnail ?? null,
      lessonCount: allLessons.length,
      totalDurationSec: allLessons.reduce((n, l) => n + (l.durationSec ?? 0), 0),
    })
    .returning();
  const lessonIds: string[] = [];
  for (const [sIndex, section] of sections.entries()) {
    const [s] = await db
      .insert(courseSections)
      .values({ courseId: course!.id, title: section.title, position: sIndex })
      .returning({ id: courseSections.id });
    for (const [lIndex, lesson] of section.lessons.entries()) {
      const type = lesson.type ?? 'video';
      const [l] = await db
        .insert(lessons)
        .values({
          courseId: course!.id,
          sectionId: s!.id,
          title: lesson.title,
          type,
          youtubeUrl: type === 'video' ? (lesson.youtubeUrl ?? 'https://youtu.be/dQw4w9WgXcQ') : null,
          youtubeId:
            type === 'video' ? youtubeVideoId(lesson.youtubeUrl ?? 'https://youtu.be/dQw4w9WgXcQ') : null,
          textContent: type === 'text' ? (lesson.textContent ?? '') : null,
          durationSec: lesson.durationSec ?? 0,
          position: lIndex,
        })
        .returning({ id: lessons.id });
      lessonIds.push(l!.id);
    }
  }
  return { ...course!, lessonIds };
}

export async function createPurchase(
  db: DbOrTx,
  input: { userId: string; kind: 'course'; itemId: string; amountMinor: number; currency?: string },
) {
  const [row] = await db
    .insert(purchases)
    .values({ ...input, currency: input.currency ?? 'GBP' })
    .returning();
  return row!;
}
