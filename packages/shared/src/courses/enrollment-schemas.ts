import { z } from 'zod';
import { limitParam, pageParam, pathId, pathText, uuid } from '../fields/schemas.ts';
import { DEFAULT_PAGE_SIZE } from '../ui.ts';
import { ENROLLMENT_VIA } from './copy.ts';
import { CourseLevel, LessonType, PageMeta, Pricing } from './schemas.ts';

/** Learning: enrollments, the player and lesson progress. */

export const EnrollmentStatus = z.enum(['active', 'inactive']);
export const Enrollment = z
  .object({
    enrollmentId: z.string(),
    userId: z.string(),
    courseId: z.string(),
    course: z.object({
      slug: z.string(),
      title: z.string(),
      thumbnail: z.string().nullable(),
      level: CourseLevel,
      language: z.string(),
      totalDurationSec: z.number().int(),
      pricing: Pricing,
    }),
    activatedAt: z.string(),
    expiresAt: z.string().nullable(),
    via: z.enum(ENROLLMENT_VIA),
    status: EnrollmentStatus,
    progress: z.object({
      completedLessons: z.number().int(),
      totalLessons: z.number().int(),
      percent: z.number().int(),
      lastLessonId: z.string().nullable(),
    }),
  })
  .meta({ id: 'Enrollment' });
export type Enrollment = z.infer<typeof Enrollment>;

export const EnrollBody = z.object({ courseId: uuid('Course') });
export const EnrollmentResponse = z.object({ enrollment: Enrollment });
export const EnrollmentListQuery = z.object({
  page: pageParam(),
  limit: limitParam(DEFAULT_PAGE_SIZE),
});
export type EnrollmentListQuery = z.input<typeof EnrollmentListQuery>;
export const EnrollmentListResponse = z.object({ items: z.array(Enrollment), meta: PageMeta });
export type EnrollmentListResponse = z.infer<typeof EnrollmentListResponse>;

export const PlayerLesson = z.object({
  id: z.string(),
  title: z.string(),
  type: LessonType,
  durationSec: z.number().int(),
  video: z.object({ provider: z.literal('youtube'), url: z.string(), videoId: z.string() }).nullable(),
  textContent: z.string().nullable(),
  quizId: z.string().nullable(),
  completed: z.boolean(),
});
export type PlayerLesson = z.infer<typeof PlayerLesson>;

export const PlayerResponse = z
  .object({
    course: z.object({
      id: z.string(),
      slug: z.string(),
      title: z.string(),
      totalDurationSec: z.number().int(),
    }),
    access: z.object({ ok: z.literal(true) }),
    sections: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(PlayerLesson) })),
    progress: z.object({
      completedLessons: z.number().int(),
      totalLessons: z.number().int(),
      percent: z.number().int(),
      lastLessonId: z.string().nullable(),
    }),
  })
  .meta({ id: 'PlayerResponse' });
export type PlayerResponse = z.infer<typeof PlayerResponse>;

export const LessonProgressBody = z.object({ completed: z.boolean().optional() });
export const LessonParams = z.object({ slug: pathText('Slug'), lessonId: pathId('Lesson id') });
export const LessonProgressResponse = z.object({
  lessonId: z.string(),
  completed: z.boolean(),
  progress: PlayerResponse.shape.progress,
});
