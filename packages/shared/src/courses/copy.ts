export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export const COURSE_SORTS = ['newest', 'popular', 'rating', 'price_asc', 'price_desc'] as const;
export const LESSON_TYPES = ['video', 'text', 'quiz'] as const;
export const ENROLLMENT_VIA = ['free', 'purchase', 'membership'] as const;

/** Course page, purchase polling and editor limits. */
export const SYLLABUS_PREVIEW_SECTIONS = 6;
export const SYLLABUS_PREVIEW_LESSONS = 4;
export const COURSE_PURCHASE_POLL_MS = 800;
export const COURSE_PURCHASE_POLL_TRIES = 10;
export const SAVED_MESSAGE_MS = 1500;
export const COURSE_TITLE_MAX = 200;
export const COURSE_SUBTITLE_MAX = 300;
export const COURSE_DESCRIPTION_MAX = 20_000;
export const COURSE_CATEGORY_MAX = 100;
export const COURSE_TAG_MAX = 50;
export const COURSE_TAGS_MAX = 20;
export const URL_MAX = 2000;
/** Curriculum caps (docs/decisions): sections per course, lessons per section, lessons per course. */
export const CURRICULUM_SECTIONS_MAX = 50;
export const CURRICULUM_SECTION_LESSONS_MAX = 100;
export const CURRICULUM_LESSONS_MAX = 500;
export const TEXT_LESSON_MAX = 100_000;
/** A lesson lasts at most a day, so that a capped curriculum's total stays far below DB_INT_MAX. */
export const LESSON_DURATION_MAX_SEC = 24 * 60 * 60;
/** The curriculum request may carry more than the default 1 MB body (text lessons). */
export const CURRICULUM_BODY_MAX_BYTES = 8 * 1024 * 1024;

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

export const CURRICULUM_MESSAGES = {
  tooManySections: `A course can have at most ${CURRICULUM_SECTIONS_MAX} sections.`,
  tooManySectionLessons: `A section can have at most ${CURRICULUM_SECTION_LESSONS_MAX} lessons.`,
  tooManyLessons: `A course can have at most ${CURRICULUM_LESSONS_MAX} lessons.`,
  duplicateId: 'This appears twice in the curriculum.',
} as const;
