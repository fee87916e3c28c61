import {
  BRAND_NAME,
  documentTitle,
  paths,
  QUIZ_CATALOGUE_DESCRIPTION,
  QUIZ_CATALOGUE_TITLE,
} from '@medprep/shared';
import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import { metaDescription, type PublicPagesRegistrar } from '../../platform/first-paint/index.ts';

/** Published quizzes the catalogue lists: the only ones with a public page (`enrolled` ones live in courses). */
const isPublic = and(eq(quizzes.isPublished, true), eq(quizzes.visibility, 'public'));

/**
 * The catalogue's and each published public quiz's head (schema.org `Quiz`, with an `Offer` when it is paid),
 * and both in sitemap.xml (docs/decisions/312). A quiz's answers are never in its head: only what the
 * detail page shows before a start (title, description, counts, price).
 */
export const quizPages: PublicPagesRegistrar = (pages) => {
  pages.page({
    path: paths.quizzes(),
    head: async () => ({
      title: documentTitle(QUIZ_CATALOGUE_TITLE),
      description: QUIZ_CATALOGUE_DESCRIPTION,
      path: paths.quizzes(),
    }),
  });

  pages.page({
    path: `${paths.quizzes()}/:slug`,
    async head(params, context) {
      const [row] = await context.db
        .select({ quiz: quizzes, owner: users.name })
        .from(quizzes)
        .innerJoin(users, eq(users.id, quizzes.ownerId))
        .where(and(eq(quizzes.slug, params.slug ?? ''), isPublic))
        .limit(1);
      if (!row) return null;
      const { quiz } = row;
      const path = paths.quiz(quiz.slug);
      const url = `${context.origin}${path}`;
      const description = metaDescription(quiz.description || QUIZ_CATALOGUE_DESCRIPTION);
      return {
        title: documentTitle(quiz.title),
        description,
        path,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Quiz',
          name: quiz.title,
          description,
          url,
          educationalUse: 'assessment',
          numberOfQuestions: quiz.drawCount
            ? Math.min(quiz.drawCount, quiz.questionCount)
            : quiz.questionCount,
          ...(quiz.timeLimitSec > 0 ? { timeRequired: `PT${Math.ceil(quiz.timeLimitSec / 60)}M` } : {}),
          author: { '@type': 'Person', name: row.owner },
          provider: { '@type': 'Organization', name: BRAND_NAME, url: context.origin },
          isAccessibleForFree: quiz.priceMinor === 0,
          ...(quiz.priceMinor > 0
            ? {
                offers: {
                  '@type': 'Offer',
                  price: (quiz.priceMinor / 100).toFixed(2),
                  priceCurrency: quiz.currency,
                  availability: 'https://schema.org/InStock',
                  url,
                },
              }
            : {}),
        },
      };
    },
  });

  pages.sitemap({
    name: 'quizzes',
    async entries(context, limit) {
      const rows = await context.db
        .select({ slug: quizzes.slug, updatedAt: quizzes.updatedAt })
        .from(quizzes)
        .where(isPublic)
        .orderBy(desc(quizzes.publishedAt), desc(quizzes.id))
        .limit(Math.max(0, limit - 1));
      return [
        { path: paths.quizzes() },
        ...rows.map((r) => ({ path: paths.quiz(r.slug), lastModified: r.updatedAt })),
      ];
    },
  });
};
