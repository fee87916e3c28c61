import {
  type CourseLevel,
  type Currency,
  type InstructorCourse,
  type PricingBody,
  UpdateCourseBody,
} from '@medprep/shared';
import { COURSE_LEVELS, DEFAULT_CURRENCY, majorToMinor } from '@medprep/shared/constants';

/** The course form as the inputs hold it (text), before it becomes the API's bodies. */
export interface CourseFormValues {
  title: string;
  subtitle: string;
  description: string;
  language: string;
  level: CourseLevel;
  category: string;
  /** Comma separated. */
  tags: string;
  promoVideoUrl: string;
  thumbnail: string | null;
  /** Major units, as typed. */
  price: string;
  currency: Currency;
  includedInMembership: boolean;
}

export const DEFAULT_LANGUAGE = 'en';

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
});

export const courseFormFrom = (course: InstructorCourse): CourseFormValues => ({
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
});

/** "a, b ,, a" → ["a", "b"]: trimmed, non-empty, each once. */
export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Price in major units: a non-negative number, anything else 0 (the rounding of majorToMinor). */
export const priceToMajor = (text: string): number => majorToMinor(text) / 100;

export type CourseBasics = UpdateCourseBody & { title: string };

export const basicsBody = (values: CourseFormValues): CourseBasics => ({
  title: values.title.trim(),
  subtitle: values.subtitle.trim(),
  description: values.description.trim(),
  language: values.language.trim() || DEFAULT_LANGUAGE,
  level: values.level,
  category: values.category.trim(),
  tags: parseTags(values.tags),
  thumbnail: values.thumbnail || null,
  promoVideoUrl: values.promoVideoUrl.trim() || null,
});

export const pricingBody = (values: CourseFormValues): PricingBody => ({
  amountMajor: priceToMajor(values.price),
  currency: values.currency,
  includedInMembership: values.includedInMembership,
});

/** Field errors by field name, from the same schema the server validates with. */
export function validateBasics(body: CourseBasics): Record<string, string> {
  const result = UpdateCourseBody.safeParse(body);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
