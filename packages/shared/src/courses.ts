import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './ui.ts';

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const COURSE_SORTS = ['newest', 'popular', 'rating', 'price_asc', 'price_desc'] as const;
export const LESSON_TYPES = ['video', 'text', 'quiz'] as const;
export const ENROLLMENT_VIA = ['free', 'purchase', 'membership'] as const;

export const CourseLevel = z.enum(COURSE_LEVELS);
export type CourseLevel = z.infer<typeof CourseLevel>;
export const CourseStatus = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof CourseStatus>;
export const CourseSort = z.enum(COURSE_SORTS);
export type CourseSort = z.infer<typeof CourseSort>;
export const LessonType = z.enum(LESSON_TYPES);
export type LessonType = z.infer<typeof LessonType>;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

/** platform.md §9 and marketplace.md §9. */
export const SYLLABUS_PREVIEW_SECTIONS = 6;
export const SYLLABUS_PREVIEW_LESSONS = 4;
export const COURSE_PURCHASE_POLL_MS = 800;
export const COURSE_PURCHASE_POLL_TRIES = 10;
export const SAVED_MESSAGE_MS = 1500;
export const COURSE_TITLE_MAX = 200;
export const COURSE_TAGS_MAX = 20;
export const CURRICULUM_SECTIONS_MAX = 100;
export const CURRICULUM_LESSONS_MAX = 200;
export const TEXT_LESSON_MAX = 100_000;

export const COURSE_MESSAGES = {
  titleRequired: 'Title is required',
  invalidYoutubeUrl: 'Invalid YouTube URL',
  saveFailed: 'Failed to save changes',
  loadFailed: 'Failed to load course.',
  listFailed: 'Failed to load courses.',
  enrollmentsFailed: 'Failed to load your enrollments.',
  noMatches: 'No courses match your filters.',
  noAccess: 'You don’t have access to this course.',
  saved: 'Saved',
  readImageFailed: 'Failed to read image',
  selectImage: 'Please select an image',
  uploadMissingUrl: 'Upload response missing url',
  deleteDraftConfirm: 'Delete draft? This cannot be undone.',
  notFound: 'Course not found.',
  lessonNotFound: 'Lesson not found.',
  alreadyPublished: 'This course is already published.',
  notPublished: 'This course is not published.',
  alreadyArchived: 'This course is already archived.',
  notArchived: 'This course is not archived.',
  cannotPublishEmpty: 'Add at least one lesson before publishing.',
  onlyDraftsDeleted: 'Only a draft can be deleted. Archive a published course instead.',
  paymentRequired: 'Buy this course or get a membership to enrol.',
  notPublishedForEnrol: 'This course is not open for enrolment.',
  quizIdRequired: 'Choose the quiz for this lesson.',
} as const;

/** Extracts the 11-character video id from the usual YouTube URL shapes, or null. */
export function youtubeVideoId(input: string | null | undefined): string | null {
  if (!input) return null;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[1];
    }
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube video. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** Major units to minor units (DECISIONS §1): round(major × 100); negative or invalid becomes 0. */
export function majorToMinor(major: unknown): number {
  const n =
    typeof major === 'string' ? Number.parseFloat(major) : typeof major === 'number' ? major : Number.NaN;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100);
}

/**
 * The one money format (web docs/decisions/120): 'Free' for 0, else the amount with exactly two decimals
 * ('£29.00', '£9.99'), whatever the currency's own default.
 */
export function formatPrice(amountMinor: number, currency: string = DEFAULT_CURRENCY): string {
  if (amountMinor === 0) return 'Free';
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

export const Pricing = z.object({
  amountMinor: z.number().int(),
  currency: Currency,
  isFree: z.boolean(),
  includedInMembership: z.boolean(),
});
export type Pricing = z.infer<typeof Pricing>;

export const CourseSummary = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string(),
    thumbnail: z.string().nullable(),
    level: CourseLevel,
    language: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    status: CourseStatus,
    totalDurationSec: z.number().int(),
    lessonCount: z.number().int(),
    ratingAvg: z.number(),
    ratingCount: z.number().int(),
    enrollmentCount: z.number().int(),
    pricing: Pricing,
    instructor: z.object({ id: z.string(), name: z.string() }),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof CourseSummary>;

const pageField = z.coerce
  .number()
  .int()
  .catch(1)
  .transform((n) => Math.max(1, n));
const limitField = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .catch(fallback)
    .transform((n) => Math.min(MAX_PAGE_SIZE, Math.max(1, n)));
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);

export const CourseListQuery = z.object({
  q: optionalText,
  level: CourseLevel.optional().catch(undefined),
  isFree: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .catch(undefined)
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  sort: CourseSort.catch('newest').default('newest'),
  category: optionalText,
  page: pageField.default(1),
  limit: limitField(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type CourseListQuery = z.input<typeof CourseListQuery>;

export const PageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  total: z.number().int().optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export const CourseListResponse = z
  .object({ items: z.array(CourseSummary), meta: PageMeta })
  .meta({ id: 'CourseListResponse' });
export type CourseListResponse = z.infer<typeof CourseListResponse>;

export const CategoriesResponse = z.object({ items: z.array(z.string()) });

export const OutlineLesson = z.object({
  id: z.string(),
  title: z.string(),
  type: LessonType,
  durationSec: z.number().int(),
});
export const OutlineSection = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(OutlineLesson),
});

/** The public course page: titles only, never lesson content. */
export const PublicCourse = CourseSummary.extend({
  description: z.string(),
  promoVideoUrl: z.string().nullable(),
  sections: z.array(OutlineSection),
}).meta({ id: 'PublicCourse' });
export type PublicCourse = z.infer<typeof PublicCourse>;

export const CourseViewer = z.object({
  signedIn: z.boolean(),
  enrolled: z.boolean(),
  owner: z.boolean(),
  membershipActive: z.boolean(),
  /** What the course page offers: go, log in, enrol free, start with membership, or buy. */
  action: z.enum(['go_to_course', 'login', 'enroll_free', 'start_with_membership', 'buy']),
});
export type CourseViewer = z.infer<typeof CourseViewer>;

export const PublicCourseResponse = z.object({ course: PublicCourse, viewer: CourseViewer });
export type PublicCourseResponse = z.infer<typeof PublicCourseResponse>;

// Instructor side

const tagsField = z
  .array(z.string().max(50))
  .max(COURSE_TAGS_MAX)
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))]);

export const CreateCourseBody = z.object({
  title: z
    .string({ error: COURSE_MESSAGES.titleRequired })
    .trim()
    .min(1, COURSE_MESSAGES.titleRequired)
    .max(COURSE_TITLE_MAX),
});
export type CreateCourseBody = z.infer<typeof CreateCourseBody>;

const urlOrEmpty = z
  .string()
  .trim()
  .max(2000)
  .transform((v) => v || null)
  .nullable();

export const UpdateCourseBody = z.object({
  title: z.string().trim().min(1, COURSE_MESSAGES.titleRequired).max(COURSE_TITLE_MAX).optional(),
  subtitle: z.string().trim().max(300).optional(),
  description: z.string().trim().max(20_000).optional(),
  language: z.string().trim().min(2).max(10).optional(),
  level: CourseLevel.optional(),
  category: z.string().trim().max(100).optional(),
  tags: tagsField.optional(),
  thumbnail: urlOrEmpty.optional(),
  promoVideoUrl: urlOrEmpty
    .refine((v) => v === null || youtubeVideoId(v) !== null, COURSE_MESSAGES.invalidYoutubeUrl)
    .optional(),
});
export type UpdateCourseBody = z.input<typeof UpdateCourseBody>;

export const PricingBody = z.object({
  amountMajor: z.union([z.number(), z.string()]).transform(majorToMinor),
  currency: Currency.catch(DEFAULT_CURRENCY),
  includedInMembership: z.boolean().optional(),
});
export type PricingBody = z.input<typeof PricingBody>;

export const QuickLessonBody = z.object({
  title: z.string().trim().min(1, 'Lesson title is required').max(COURSE_TITLE_MAX),
  youtubeUrl: z
    .string()
    .trim()
    .refine((v) => youtubeVideoId(v) !== null, COURSE_MESSAGES.invalidYoutubeUrl),
  durationSec: z.coerce
    .number()
    .int()
    .catch(0)
    .transform((n) => Math.max(0, n)),
});
export type QuickLessonBody = z.input<typeof QuickLessonBody>;

export const CurriculumLessonInput = z
  .object({
    id: z.string().max(64).optional(),
    title: z.string().trim().min(1, 'Lesson title is required').max(COURSE_TITLE_MAX),
    type: LessonType,
    youtubeUrl: z.string().trim().max(2000).nullish(),
    textContent: z.string().max(TEXT_LESSON_MAX).nullish(),
    quizId: z.string().max(64).nullish(),
    durationSec: z.coerce
      .number()
      .int()
      .catch(0)
      .transform((n) => Math.max(0, n)),
  })
  .superRefine((lesson, ctx) => {
    if (lesson.type === 'video' && youtubeVideoId(lesson.youtubeUrl) === null) {
      ctx.addIssue({ code: 'custom', path: ['youtubeUrl'], message: COURSE_MESSAGES.invalidYoutubeUrl });
    }
    if (lesson.type === 'quiz' && !lesson.quizId) {
      ctx.addIssue({ code: 'custom', path: ['quizId'], message: COURSE_MESSAGES.quizIdRequired });
    }
  });
export type CurriculumLessonInput = z.input<typeof CurriculumLessonInput>;

export const CurriculumBody = z.object({
  sections: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        title: z.string().trim().min(1, 'Section title is required').max(COURSE_TITLE_MAX),
        lessons: z.array(CurriculumLessonInput).max(CURRICULUM_LESSONS_MAX),
      }),
    )
    .max(CURRICULUM_SECTIONS_MAX),
});
export type CurriculumBody = z.input<typeof CurriculumBody>;

export const EditorLesson = z.object({
  id: z.string(),
  title: z.string(),
  type: LessonType,
  youtubeUrl: z.string().nullable(),
  textContent: z.string().nullable(),
  quizId: z.string().nullable(),
  durationSec: z.number().int(),
});
export type EditorLesson = z.infer<typeof EditorLesson>;

export const InstructorCourse = CourseSummary.extend({
  description: z.string(),
  promoVideoUrl: z.string().nullable(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(EditorLesson) })),
}).meta({ id: 'InstructorCourse' });
export type InstructorCourse = z.infer<typeof InstructorCourse>;

export const InstructorCourseResponse = z.object({ course: InstructorCourse });
export type InstructorCourseResponse = z.infer<typeof InstructorCourseResponse>;

export const InstructorCourseListQuery = z.object({
  status: CourseStatus.optional().catch(undefined),
  q: optionalText,
  page: pageField.default(1),
  limit: limitField(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type InstructorCourseListQuery = z.input<typeof InstructorCourseListQuery>;

export const CourseIdParams = z.object({ id: z.string().max(64) });
export const SlugParams = z.object({ slug: z.string().max(200) });

// Learning

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

export const EnrollBody = z.object({ courseId: z.string().max(64) });
export const EnrollmentResponse = z.object({ enrollment: Enrollment });
export const EnrollmentListQuery = z.object({
  page: pageField.default(1),
  limit: limitField(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
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
export const LessonParams = z.object({ slug: z.string().max(200), lessonId: z.string().max(64) });
export const LessonProgressResponse = z.object({
  lessonId: z.string(),
  completed: z.boolean(),
  progress: PlayerResponse.shape.progress,
});

/** Percent of lessons completed, whole number. */
export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
