import {
  CourseEditorForm,
  CurriculumBody,
  type InstructorCourse,
  type PricingBody,
  type UpdateCourseBody,
} from '@medprep/shared';
import { COURSE_LEVELS, DEFAULT_CURRENCY } from '@medprep/shared/constants';
import { z } from 'zod';
import { curriculumBody, type DraftSection } from './curriculum';

export const DEFAULT_LANGUAGE = 'en';

/**
 * The whole editor form: the shared `CourseEditorForm` (basics and price, the server's rules) and the
 * curriculum as the curriculum editor holds it, checked with the server's `CurriculumBody`; its errors land
 * on the same names as the server's fields (`sections.0.lessons.1.youtubeUrl`).
 */
export const CourseEditorSchema = CourseEditorForm.extend({
  // Checked on the field itself, so its errors show together with the basics' (an object's own refinement
  // runs only once its fields pass).
  sections: z.array(z.custom<DraftSection>()).superRefine((sections, ctx) => {
    const result = CurriculumBody.safeParse(curriculumBody(sections));
    if (result.success) return;
    for (const issue of result.error.issues) {
      // The body's path starts at `sections`, like the server's field names; a lesson's duration is typed
      // in minutes, so its error goes on `durationMin`.
      const path = issue.path.slice(1).map((part) => (part === 'durationSec' ? 'durationMin' : part));
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  }),
});

/** The course form as the inputs hold it (text), before it becomes the API's bodies. */
export type CourseFormValues = z.input<typeof CourseEditorSchema>;
/** The form once valid: trimmed, tags a list, the price in minor units. */
export type CourseFormOutput = z.output<typeof CourseEditorSchema>;

export const emptyCourseForm = (): CourseFormValues => ({
  title: '',
  subtitle: '',
  description: '',
  language: DEFAULT_LANGUAGE,
  level: COURSE_LEVELS[0],
  category: '',
  tags: '',
  promoVideoUrl: '',
  thumbnail: null,
  price: '0',
  currency: DEFAULT_CURRENCY,
  includedInMembership: true,
  sections: [],
});

export const courseFormFrom = (course: InstructorCourse, sections: DraftSection[]): CourseFormValues => ({
  title: course.title,
  subtitle: course.subtitle,
  description: course.description,
  language: course.language || DEFAULT_LANGUAGE,
  level: course.level,
  category: course.category,
  tags: course.tags.join(', '),
  promoVideoUrl: course.promoVideoUrl ?? '',
  thumbnail: course.thumbnail,
  price: String(course.pricing.amountMinor / 100),
  currency: course.pricing.currency,
  includedInMembership: course.pricing.includedInMembership,
  sections,
});

export type CourseBasics = UpdateCourseBody & { title: string };

export const basicsBody = (values: CourseFormOutput): CourseBasics => ({
  title: values.title,
  subtitle: values.subtitle,
  description: values.description,
  language: values.language,
  level: values.level,
  category: values.category,
  tags: values.tags,
  thumbnail: values.thumbnail || null,
  promoVideoUrl: values.promoVideoUrl || null,
});

export const pricingBody = (values: CourseFormOutput): PricingBody => ({
  amountMajor: values.price / 100,
  currency: values.currency,
  includedInMembership: values.includedInMembership,
});

/** The server names the price `amountMajor` (its pricing body); the form names it `price`. */
export const COURSE_FORM_FIELD_OF: Record<string, string> = { amountMajor: 'price' };
