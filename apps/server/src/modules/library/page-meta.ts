import {
  BRAND_NAME,
  documentTitle,
  LIBRARY_KIND_TABLE,
  LIBRARY_KINDS,
  type LibraryKind,
  paths,
  SITE_DESCRIPTION,
} from '@medprep/shared';
import { and, desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { libraryEntries } from '../../db/schema/library.ts';
import { metaDescription, type PublicPagesRegistrar } from '../../platform/first-paint/index.ts';

const CATALOGUE_DESCRIPTION: Record<LibraryKind, string> = {
  resource:
    'Resource packs for PLAB, UKMLA, MRCP and MRCS: checklists, summaries and links from UK clinicians.',
  ebook:
    'Ebooks for PLAB, UKMLA, MRCP and MRCS revision, written by UK clinicians: free, paid or for members.',
};

/**
 * The resource and ebook catalogues' heads and each published pack's or ebook's (schema.org `Product` for
 * a pack, `Book` for an ebook, with its offer), and the published ones in sitemap.xml. Drafts and archived
 * entries are not public.
 */
export const libraryPages: PublicPagesRegistrar = (pages) => {
  for (const kind of LIBRARY_KINDS) {
    const k = LIBRARY_KIND_TABLE[kind];
    pages.page({
      path: paths.libraryCatalogue(kind),
      head: async () => ({
        title: documentTitle(k.text.catalogueTitle),
        description: CATALOGUE_DESCRIPTION[kind],
        path: paths.libraryCatalogue(kind),
      }),
    });

    pages.page({
      path: `${paths.libraryCatalogue(kind)}/:slug`,
      async head(params, context) {
        const slug = params.slug ?? '';
        if (!slug || slug.length > 200) return null;
        const [row] = await context.db
          .select({ entry: libraryEntries, author: users.name })
          .from(libraryEntries)
          .innerJoin(users, eq(users.id, libraryEntries.ownerId))
          .where(
            and(
              eq(libraryEntries.kind, kind),
              eq(libraryEntries.slug, slug),
              eq(libraryEntries.status, 'published'),
            ),
          )
          .limit(1);
        if (!row) return null;
        const { entry } = row;
        const path = paths.libraryDetail(kind, entry.slug);
        const url = `${context.origin}${path}`;
        const description = metaDescription(entry.description || SITE_DESCRIPTION);
        const image = entry.thumbnail
          ? /^https?:\/\//.test(entry.thumbnail)
            ? entry.thumbnail
            : `${context.origin}${entry.thumbnail}`
          : null;
        return {
          title: documentTitle(entry.title),
          description,
          path,
          image,
          ogType: kind === 'ebook' ? 'book' : 'website',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': kind === 'ebook' ? 'Book' : 'Product',
            name: entry.title,
            description,
            url,
            ...(image ? { image } : {}),
            ...(kind === 'ebook'
              ? { author: { '@type': 'Person', name: row.author }, bookFormat: 'https://schema.org/EBook' }
              : { brand: { '@type': 'Organization', name: BRAND_NAME } }),
            ...(entry.category ? { genre: entry.category } : {}),
            offers: {
              '@type': 'Offer',
              price: (entry.priceMinor / 100).toFixed(2),
              priceCurrency: entry.currency,
              availability: 'https://schema.org/InStock',
              url,
            },
          },
        };
      },
    });

    pages.sitemap({
      name: k.plural,
      async entries(context, limit) {
        const rows = await context.db
          .select({ slug: libraryEntries.slug, updatedAt: libraryEntries.updatedAt })
          .from(libraryEntries)
          .where(and(eq(libraryEntries.kind, kind), eq(libraryEntries.status, 'published')))
          .orderBy(desc(libraryEntries.publishedAt), desc(libraryEntries.id))
          .limit(Math.max(0, limit - 1));
        return [
          { path: paths.libraryCatalogue(kind) },
          ...rows.map((r) => ({ path: paths.libraryDetail(kind, r.slug), lastModified: r.updatedAt })),
        ];
      },
    });
  }
};
