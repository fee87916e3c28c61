import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizzes } from '../../db/schema/index.ts';

const SLUG_MAX = 80;

/** A URL-safe slug from a title: lower case, accents dropped, words joined by hyphens. */
export function slugifyQuiz(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'quiz';
}

/** The slug for a title, -2, -3 … when taken (DECISIONS §1); `exceptId` keeps a quiz's own slug free. */
export async function uniqueQuizSlug(db: DbOrTx, title: string, exceptId?: string): Promise<string> {
  const base = slugifyQuiz(title);
  const rows = await db
    .select({ id: quizzes.id, slug: quizzes.slug })
    .from(quizzes)
    .where(or(eq(quizzes.slug, base), like(quizzes.slug, `${base}-%`)));
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const isSlugClash = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (
    (e?.code ?? e?.cause?.code) === '23505' && (e?.constraint ?? e?.cause?.constraint) === 'quizzes_slug_key'
  );
};

/** Runs a write that picks a slug, again with a fresh slug when another request took it first. */
export async function withQuizSlugRetry<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt < attempts && isSlugClash(error)) continue;
      throw error;
    }
  }
}
