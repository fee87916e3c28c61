import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';
import {
  isUniqueViolation,
  withSlugRetry as retry,
  slugify as slugifyTitle,
  uniqueSlug,
} from '../../platform/slug.ts';

export { isUniqueViolation };

/** A course's slug from its title (platform/slug.ts). */
export const slugify = (title: string) => slugifyTitle(title, 'course');

/** The slug for a title, with -2, -3 … when taken. `exceptId` keeps a course's own slug free. */
export const uniqueCourseSlug = (db: DbOrTx, title: string, exceptId?: string) =>
  uniqueSlug(db, courses, slugify(title), exceptId);

/** Runs a write that picks a slug, again with a fresh slug when another request took it first. */
export const withSlugRetry = <T>(write: () => Promise<T>, attempts = 5) =>
  retry(write, 'courses_slug_key', attempts);
