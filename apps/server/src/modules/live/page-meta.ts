import { BRAND_NAME, documentTitle, isUuid, LIVE_TEXT, paths, SITE_DESCRIPTION } from '@medprep/shared';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { liveSessions } from '../../db/schema/live.ts';
import { metaDescription, type PublicPagesRegistrar } from '../../platform/first-paint/index.ts';

const LIVE_LIST_DESCRIPTION =
  'Live online sessions with UK clinicians for PLAB, UKMLA, MRCP and MRCS: free, paid or free for members.';

/**
 * The live list's and each session's head (schema.org `Event`, online), and the list and the sessions not
 * yet ended in sitemap.xml. Canceled sessions are not public.
 */
export const livePages: PublicPagesRegistrar = (pages) => {
  pages.page({
    path: paths.live(),
    head: async () => ({
      title: documentTitle(LIVE_TEXT.listTitle),
      description: LIVE_LIST_DESCRIPTION,
      path: paths.live(),
    }),
  });

  pages.page({
    path: `${paths.live()}/:id`,
    async head(params, context) {
      const id = params.id ?? '';
      if (!isUuid(id)) return null;
      const [row] = await context.db
        .select({ session: liveSessions, host: users.name })
        .from(liveSessions)
        .innerJoin(users, eq(users.id, liveSessions.hostUserId))
        .where(and(eq(liveSessions.id, id), isNull(liveSessions.canceledAt)))
        .limit(1);
      if (!row) return null;
      const { session } = row;
      const path = paths.liveSession(session.id);
      const url = `${context.origin}${path}`;
      const description = metaDescription(session.description || SITE_DESCRIPTION);
      const image = session.thumbnail
        ? /^https?:\/\//.test(session.thumbnail)
          ? session.thumbnail
          : `${context.origin}${session.thumbnail}`
        : null;
      return {
        title: documentTitle(session.title),
        description,
        path,
        image,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: session.title,
          description,
          url,
          ...(image ? { image } : {}),
          startDate: session.startAt.toISOString(),
          endDate: session.endAt.toISOString(),
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'VirtualLocation', url },
          organizer: { '@type': 'Organization', name: BRAND_NAME, url: context.origin },
          performer: { '@type': 'Person', name: row.host },
          offers: {
            '@type': 'Offer',
            price: (session.priceMinor / 100).toFixed(2),
            priceCurrency: session.currency,
            availability: 'https://schema.org/InStock',
            url,
          },
        },
      };
    },
  });

  pages.sitemap({
    name: 'live',
    async entries(context, limit) {
      const rows = await context.db
        .select({ id: liveSessions.id, updatedAt: liveSessions.updatedAt })
        .from(liveSessions)
        .where(and(isNull(liveSessions.canceledAt), gt(liveSessions.endAt, new Date())))
        .orderBy(asc(liveSessions.startAt))
        .limit(limit);
      return [
        { path: paths.live() },
        ...rows
          .slice(0, Math.max(0, limit - 1))
          .map((r) => ({ path: paths.liveSession(r.id), lastModified: r.updatedAt })),
      ];
    },
  });
};
