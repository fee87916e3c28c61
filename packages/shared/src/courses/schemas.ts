import { z } from 'zod';
import {
  currency,
  int,
  limitParam,
  money,
  pageParam,
  pathId,
  pathText,
  queryBoolean,
  queryEnum,
  queryText,
  text,
} from '../fields/schemas.ts';
import { CURRENCIES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../ui.ts';
import {
  COURSE_CATEGORY_MAX,
  COURSE_DESCRIPTION_MAX,
  COURSE_LEVELS,
  COURSE_MESSAGES,
  COURSE_SORTS,
  COURSE_STATUSES,
  COURSE_SUBTITLE_MAX,
  COURSE_TAG_MAX,
  COURSE_TAGS_MAX,
  COURSE_TITLE_MAX,
  CURRICULUM_LESSONS_MAX,
  CURRICULUM_MESSAGES,
  CURRICULUM_SECTION_LESSONS_MAX,
  CURRICULUM_SECTIONS_MAX,
  LESSON_DURATION_MAX_SEC,
  LESSON_TYPES,
  TEXT_LESSON_MAX,
  URL_MAX,
} from './copy.ts';
import { parseCourseTags, youtubeVideoId } from './rules.ts';

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

export const CourseListQuery = z.object({
  q: queryText(),
  level: queryEnum(COURSE_LEVELS, 'Level'),
  isFree: queryBoolean('isFree'),
  sort: queryEnum(COURSE_SORTS, 'Sort').transform((v) => v ?? 'newest'),
  category: queryText({ max: COURSE_CATEGORY_MAX, label: 'Category' }),
  page: pageParam(),
  limit: limitParam(DEFAULT_PAGE_SIZE),
});
export type CourseListQuery = z.input<typeof CourseListQuery>;

/**
 * The web's reading of a list's address bar, which a person may have edited: a value the server would refuse
 * is dropped (page 1, the default size), and a size over the maximum becomes the maximum. Requests to the
 * API are made from the result, so they are always valid; the API itself refuses instead.
 */
export function readListAddress<S extends z.ZodType>(
  schema: S,
  entries: Record<string, unknown>,
): z.output<S> {
  const values: Record<string, unknown> = { ...entries };
  const limit = Number(values.limit);
  if (Number.isInteger(limit) && limit > MAX_PAGE_SIZE) values.limit = String(MAX_PAGE_SIZE);
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete values[String(issue.path[0])];
  }
  return schema.parse({});
}

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
  .array(text({ max: COURSE_TAG_MAX, label: 'A tag' }))
  .max(COURSE_TAGS_MAX, `At most ${COURSE_TAGS_MAX} tags.`)
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

const courseTitle = () =>
  text({ max: COURSE_TITLE_MAX, min: 1, label: 'Title', requiredMessage: COURSE_MESSAGES.titleRequired });

export const CreateCourseBody = z.object({ title: courseTitle() });
export type CreateCourseBody = z.infer<typeof CreateCourseBody>;

const urlOrEmpty = (label: string) =>
  text({ max: URL_MAX, label })
    .transform((v) => v || null)
    .nullable();

export const UpdateCourseBody = z.object({
  title: courseTitle().optional(),
  subtitle: text({ max: COURSE_SUBTITLE_MAX, label: 'Subtitle' }).optional(),
  description: text({ max: COURSE_DESCRIPTION_MAX, multiline: true, label: 'Description' }).optional(),
  language: text({ max: 10, min: 2, label: 'Language' }).optional(),
  level: CourseLevel.optional(),
  category: text({ max: COURSE_CATEGORY_MAX, label: 'Category' }).optional(),
  tags: tagsField.optional(),
  thumbnail: urlOrEmpty('Thumbnail').optional(),
  promoVideoUrl: urlOrEmpty('Promo video')
    .refine((v) => v === null || youtubeVideoId(v) !== null, COURSE_MESSAGES.invalidYoutubeUrl)
    .optional(),
});
export type UpdateCourseBody = z.input<typeof UpdateCourseBody>;

/**
 * The course editor's basics and price as its inputs hold them (text; the price in major units as typed, the
 * tags on one comma-separated line), checked with the same rules as `UpdateCourseBody` and `PricingBody`.
 * Parsed, `price` is in minor units and `tags` a list (see the web's course-form.ts for the request bodies).
 */
export const CourseEditorForm = z.object({
  title: courseTitle(),
  subtitle: UpdateCourseBody.shape.subtitle.unwrap(),
  description: UpdateCourseBody.shape.description.unwrap(),
  language: UpdateCourseBody.shape.language.unwrap(),
  level: CourseLevel,
  category: UpdateCourseBody.shape.category.unwrap(),
  tags: z.string().transform(parseCourseTags).pipe(tagsField),
  promoVideoUrl: UpdateCourseBody.shape.promoVideoUrl.unwrap(),
  thumbnail: UpdateCourseBody.shape.thumbnail.unwrap(),
  price: money({ allowZero: true, label: 'Price' }),
  currency: currency(),
  includedInMembership: z.boolean(),
});
export type CourseEditorForm = z.input<typeof CourseEditorForm>;

/** `amountMajor` in major units (0 means free) is converted to minor units: the output carries minor units. */
export const PricingBody = z.object({
  amountMajor: money({ allowZero: true, label: 'Price' }),
  currency: currency(),
  includedInMembership: z.boolean().optional(),
});
export type PricingBody = z.input<typeof PricingBody>;

const lessonTitle = () =>
  text({ max: COURSE_TITLE_MAX, min: 1, label: 'Lesson title', requiredMessage: 'Lesson title is required' });
const lessonDuration = () => int({ min: 0, max: LESSON_DURATION_MAX_SEC, label: 'Duration (seconds)' });

export const QuickLessonBody = z.object({
  title: lessonTitle(),
  youtubeUrl: text({ max: URL_MAX, label: 'YouTube URL' }).refine(
    (v) => youtubeVideoId(v) !== null,
    COURSE_MESSAGES.invalidYoutubeUrl,
  ),
  durationSec: lessonDuration(),
});
export type QuickLessonBody = z.input<typeof QuickLessonBody>;

export const CurriculumLessonInput = z
  .object({
    /** An existing lesson's id keeps it (and learners' progress); an id the course does not have is a new lesson. */
    id: text({ max: 64, label: 'Lesson id' }).optional(),
    title: lessonTitle(),
    type: LessonType,
    youtubeUrl: text({ max: URL_MAX, label: 'YouTube URL' }).nullish(),
    textContent: text({ max: TEXT_LESSON_MAX, multiline: true, trim: false, label: 'Text' }).nullish(),
    /** The quiz's id (the server answers 400 when it names no quiz). */
    quizId: text({ max: 64, label: 'Quiz' })
      .nullish()
      .transform((v) => v || null),
    durationSec: lessonDuration(),
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

export const CurriculumBody = z
  .object({
    sections: z
      .array(
        z.object({
          id: text({ max: 64, label: 'Section id' }).optional(),
          title: text({
            max: COURSE_TITLE_MAX,
            min: 1,
            label: 'Section title',
            requiredMessage: 'Section title is required',
          }),
          lessons: z
            .array(CurriculumLessonInput)
            .max(CURRICULUM_SECTION_LESSONS_MAX, CURRICULUM_MESSAGES.tooManySectionLessons),
        }),
      )
      .max(CURRICULUM_SECTIONS_MAX, CURRICULUM_MESSAGES.tooManySections),
  })
  .superRefine((body, ctx) => {
    const total = body.sections.reduce((n, s) => n + s.lessons.length, 0);
    if (total > CURRICULUM_LESSONS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: CURRICULUM_MESSAGES.tooManyLessons });
    }
    const seen = new Set<string>();
    const once = (id: string | undefined, path: (string | number)[]) => {
      if (id === undefined) return;
      const key = id.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path, message: CURRICULUM_MESSAGES.duplicateId });
      seen.add(key);
    };
    for (const [s, section] of body.sections.entries()) {
      once(section.id, ['sections', s, 'id']);
      for (const [l, lesson] of section.lessons.entries())
        once(lesson.id, ['sections', s, 'lessons', l, 'id']);
    }
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
  status: queryEnum(COURSE_STATUSES, 'Status'),
  q: queryText(),
  page: pageParam(),
  limit: limitParam(DEFAULT_PAGE_SIZE),
});
export type InstructorCourseListQuery = z.input<typeof InstructorCourseListQuery>;

export const CourseIdParams = z.object({ id: pathId('Course id') });
export const SlugParams = z.object({ slug: pathText('Slug') });
