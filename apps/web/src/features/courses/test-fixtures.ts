import type { CourseSummary, InstructorCourse, PublicCourseResponse, Quiz, User } from '@medprep/shared';

/** Fixtures of the courses feature's tests (the API is mocked with MSW: `src/test/msw`). */

export const learner = (overrides: Partial<User> = {}): User => ({
  id: 'user-1',
  email: 'learner@example.com',
  name: 'Amira Khan',
  role: 'user',
  avatar: null,
  ...overrides,
});
export const instructor = (overrides: Partial<User> = {}): User =>
  learner({
    id: 'teacher-1',
    email: 'instructor@example.com',
    name: 'Dr Eleanor Hughes',
    role: 'instructor',
    ...overrides,
  });

export const courseSummary = (overrides: Partial<CourseSummary> = {}): CourseSummary => ({
  id: 'course-1',
  slug: 'mrcp-cardiology',
  title: 'MRCP Part 1 Cardiology',
  subtitle: 'Heart failure, arrhythmias and ECGs',
  thumbnail: null,
  level: 'intermediate',
  language: 'en',
  category: 'MRCP',
  tags: ['ECG'],
  status: 'published',
  totalDurationSec: 5400,
  lessonCount: 6,
  ratingAvg: 4.8,
  ratingCount: 52,
  enrollmentCount: 310,
  pricing: { amountMinor: 4900, currency: 'GBP', isFree: false, includedInMembership: true },
  instructor: { id: 'teacher-1', name: 'Dr Eleanor Hughes' },
  publishedAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-12T09:00:00.000Z',
  ...overrides,
});

export const publicCourse = (
  viewer: Partial<PublicCourseResponse['viewer']> = {},
  overrides: Partial<PublicCourseResponse['course']> = {},
): PublicCourseResponse => ({
  course: {
    ...courseSummary(),
    description: 'Everything the MRCP Part 1 asks about the heart.',
    promoVideoUrl: null,
    sections: [
      {
        id: 's1',
        title: 'ECG interpretation',
        lessons: [
          { id: 'l1', title: 'Rate and rhythm', type: 'video', durationSec: 600 },
          { id: 'l2', title: 'Axis', type: 'text', durationSec: 300 },
        ],
      },
    ],
    ...overrides,
  },
  viewer: {
    signedIn: true,
    enrolled: false,
    owner: false,
    membershipActive: false,
    action: 'buy',
    ...viewer,
  },
});

export const instructorCourse = (overrides: Partial<InstructorCourse> = {}): InstructorCourse => ({
  ...courseSummary({ status: 'draft', publishedAt: null }),
  description: 'About the heart.',
  promoVideoUrl: null,
  sections: [],
  ...overrides,
});

/** A page of the instructor's quizzes, as GET /instructor/mock/quizzes lists it (the quiz lesson picker). */
export const lessonQuizPage = (items: Quiz[]) => ({
  items,
  meta: { page: 1, limit: 20, hasNextPage: false, total: items.length },
});
