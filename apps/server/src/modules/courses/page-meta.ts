import {
  BRAND_NAME,
  CATALOGUE_JSON_LD_ITEMS,
  documentTitle,
  paths,
  SEO_TEXT,
  SITE_DESCRIPTION,
} from '@medprep/shared';
import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { courses } from '../../db/schema/courses.ts';
import {
  metaDescription,
  type PageContext,
  type PublicPagesRegistrar,
} from '../../platform/first-paint/index.ts';

/** Published courses, newest first: what the catalogue's JSON-LD and the sitemap list. */
function publishedCourses(context: PageContext, limit: number) {
  return context.db
    .select({ slug: courses.slug, updatedAt: courses.updatedAt })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(desc(courses.publishedAt), desc(courses.id))
    .limit(limit);
}

const majorUnits = (minor: number) => (minor / 100).toFixed(2);

/**
 * The catalogue's and each published course's head (title, description, canonical, Open Graph, schema.org
 * `Course`), and published courses in sitemap.xml (docs/decisions/142). Drafts and archived courses are not public.
 */
export const coursePages: PublicPagesRegistrar = (pages) => {
  pages.page({
    path: paths.courses(),
    async head(_params, context) {
      const items = await publishedCourses(context, CATALOGUE_JSON_LD_ITEMS);
      return {
        title: documentTitle(SEO_TEXT.catalogueTitle),
        description: SEO_TEXT.catalogueDescription,
        path: paths.courses(),
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: `${context.origin}${paths.course(item.slug)}`,
          })),
        },
      };
    },
  });

  pages.page({
    path: `${paths.courses()}/:slug`,
    async head(params, context) {
      const [course] = await context.db
        .select({
          slug: courses.slug,
          title: courses.title,
          subtitle: courses.subtitle,
          description: courses.description,
          language: courses.language,
          level: courses.level,
          thumbnail: courses.thumbnail,
          priceMinor: courses.priceMinor,
          currency: courses.currency,
          totalDurationSec: courses.totalDurationSec,
          ratingAvg: courses.ratingAvg,
          ratingCount: courses.ratingCount,
          instructor: users.name,
        })
        .from(courses)
        .innerJoin(users, eq(users.id, courses.ownerId))
        .where(and(eq(courses.slug, params.slug ?? ''), eq(courses.status, 'published')))
        .limit(1);
      if (!course) return null;
      const path = paths.course(course.slug);
      const url = `${context.origin}${path}`;
      const description = metaDescription(course.subtitle || course.description || SITE_DESCRIPTION);
      const image = course.thumbnail
        ? /^https?:\/\//.test(course.thumbnail)
          ? course.thumbnail
          : `${context.origin}${course.thumbnail}`
        : null;
      return {
        title: documentTitle(course.title),
        description,
        path,
        image,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.title,
          description,
          url,
          ...(image ? { image } : {}),
          inLanguage: course.language,
          educationalLevel: course.level,
          provider: { '@type': 'Organization', name: BRAND_NAME, sameAs: context.origin },
          instructor: { '@type': 'Person', name: course.instructor },
          offers: {
            '@type': 'Offer',
            category: course.priceMinor === 0 ? SEO_TEXT.courseOffersFree : SEO_TEXT.courseOffersPaid,
            price: majorUnits(course.priceMinor),
            priceCurrency: course.currency,
            availability: 'https://schema.org/InStock',
            url,
          },
          hasCourseInstance: {
            '@type': 'CourseInstance',
            courseMode: 'Online',
            ...(course.totalDurationSec > 0
              ? { courseWorkload: `PT${Math.max(1, Math.round(course.totalDurationSec / 60))}M` }
              : {}),
          },
          ...(course.ratingCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: Number(course.ratingAvg.toFixed(1)),
                  ratingCount: course.ratingCount,
                },
              }
            : {}),
        },
      };
    },
  });

  pages.sitemap({
    name: 'courses',
    async entries(context, limit) {
      const rows = await publishedCourses(context, limit);
      return rows.map((row) => ({ path: paths.course(row.slug), lastModified: row.updatedAt }));
    },
  });
};
