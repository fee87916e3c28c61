import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import {
  courses,
  enrollments,
  instructorApplications,
  lessonProgress,
  memberships,
  orders,
  purchases,
  uploads,
  users,
} from '../../db/schema/index.ts';

import type { PersonalData } from '../../platform/module.ts';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The data this module and the first ones keep, read from their tables. */
export const corePersonalData: readonly PersonalData[] = [
  {
    key: 'account',
    async export(db, userId) {
      const [u] = await db.select().from(users).where(eq(users.id, userId));
      if (!u) return null;
      return {
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role,
        avatar: u.avatar,
        signsInWithGoogle: u.googleSub !== null,
        hasPassword: u.passwordHash !== null,
        createdAt: iso(u.createdAt),
      };
    },
  },
  {
    key: 'enrolments',
    async export(db, userId) {
      const rows = await db
        .select({ e: enrollments, title: courses.title, slug: courses.slug })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, userId))
        .orderBy(desc(enrollments.activatedAt));
      return rows.map(({ e, title, slug }) => ({
        course: title,
        slug,
        via: e.via,
        enrolledAt: iso(e.activatedAt),
        lastActivityAt: iso(e.lastActivityAt),
      }));
    },
    async erase(tx, userId) {
      await tx.delete(enrollments).where(eq(enrollments.userId, userId));
    },
  },
  {
    key: 'progress',
    async export(db, userId) {
      const rows = await db
        .select({ p: lessonProgress, course: courses.title })
        .from(lessonProgress)
        .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
        .where(eq(lessonProgress.userId, userId));
      return rows.map(({ p, course }) => ({
        course,
        lessonId: p.lessonId,
        completedAt: iso(p.completedAt),
        lastOpenedAt: iso(p.lastOpenedAt),
      }));
    },
    async erase(tx, userId) {
      await tx.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
    },
  },
  {
    key: 'purchases',
    async export(db, userId) {
      const rows = await db
        .select({ p: purchases, order: orders })
        .from(purchases)
        .leftJoin(orders, eq(orders.id, purchases.orderId))
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.purchasedAt));
      return rows.map(({ p, order }) => ({
        kind: p.kind,
        item: order?.title ?? p.itemId,
        amountMinor: p.amountMinor,
        currency: p.currency,
        purchasedAt: iso(p.purchasedAt),
        orderRef: order?.id ?? null,
        provider: order?.provider ?? null,
        status: order?.status ?? null,
      }));
    },
    // Orders and purchases are kept for six years (UK accounting law), without the name: nothing to erase.
  },
  {
    key: 'membership',
    async export(db, userId) {
      const [m] = await db.select().from(memberships).where(eq(memberships.userId, userId));
      return m
        ? { plan: m.plan, status: m.status, from: iso(m.currentPeriodStart), until: iso(m.currentPeriodEnd) }
        : null;
    },
    async erase(tx, userId) {
      await tx.delete(memberships).where(eq(memberships.userId, userId));
    },
  },
  {
    key: 'instructorApplications',
    async export(db, userId) {
      const rows = await db
        .select()
        .from(instructorApplications)
        .where(eq(instructorApplications.userId, userId));
      return rows.map(({ userId: _u, ...row }) => row);
    },
    async erase(tx, userId) {
      await tx.delete(instructorApplications).where(eq(instructorApplications.userId, userId));
    },
  },
  {
    key: 'uploads',
    async export(db, userId) {
      const rows = await db
        .select({
          name: uploads.originalName,
          type: uploads.mimeType,
          size: uploads.size,
          at: uploads.createdAt,
        })
        .from(uploads)
        .where(eq(uploads.ownerId, userId));
      return rows.map((r) => ({ ...r, at: iso(r.at) }));
    },
    // Uploaded files may be a course's pictures that buyers keep seeing: they stay, no longer linked to the person.
    async erase(tx, userId) {
      await tx.update(uploads).set({ ownerId: null }).where(eq(uploads.ownerId, userId));
    },
  },
  {
    key: 'coursesTaught',
    async export(db, userId) {
      const rows = await db
        .select({ title: courses.title, slug: courses.slug, status: courses.status })
        .from(courses)
        .where(eq(courses.ownerId, userId));
      return rows;
    },
    async deletionNotice(db, userId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(courses)
        .where(
          and(
            eq(courses.ownerId, userId),
            or(
              gt(courses.enrollmentCount, 0),
              sql`exists (select 1 from ${purchases} where ${purchases.kind} = 'course' and ${purchases.itemId} = ${courses.id})`,
            ),
          ),
        );
      const n = row?.n ?? 0;
      if (!n) return null;
      return `${n === 1 ? 'One of your courses has' : `${n} of your courses have`} learners. ${n === 1 ? 'It stays' : 'They stay'} available to them, shown as by 'Deleted user', and you can no longer change ${n === 1 ? 'it' : 'them'}.`;
    },
  },
];
