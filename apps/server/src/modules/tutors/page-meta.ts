import { documentTitle, paths, TUTOR_TEXT } from '@medprep/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { tutorProfiles, users } from '../../db/schema/index.ts';
import { metaDescription, type PublicPagesRegistrar } from '../../platform/first-paint/index.ts';
import { findListedTutor, listedAndActive } from './listing.ts';

const TUTORS_LIST_DESCRIPTION =
  'One-to-one tutoring with UK clinicians for PLAB, UKMLA, MRCP and MRCS: pick a tutor and book a session at a time that suits you.';
/** The hourly rate's unit in the `Offer` (UN/CEFACT common code for an hour). */
const HOUR_UNIT_CODE = 'HUR';

/** The headline and the bio as one text, the headline a sentence of its own before the bio. */
function aboutText(headline: string, bio: string): string {
  if (!headline || !bio) return headline || bio;
  return `${/[.!?…]$/.test(headline) ? headline : `${headline}.`} ${bio}`;
}

/**
 * The tutor listing's head and each listed tutor's (schema.org `ProfilePage` about a `Person`, with an `Offer`
 * for the hourly rate), and both in sitemap.xml (docs/decisions/341). A tutor is public by the service's own
 * rule (`listedAndActive`: listed, account neither deleted nor disabled), so a head exists exactly when
 * `GET /api/tutors/{id}` answers. The head says only what the profile page shows: never the meeting note or
 * the availability.
 */
export const tutorPages: PublicPagesRegistrar = (pages) => {
  pages.page({
    path: paths.tutors(),
    head: async () => ({
      title: documentTitle(TUTOR_TEXT.listTitle),
      description: TUTORS_LIST_DESCRIPTION,
      path: paths.tutors(),
    }),
  });

  pages.page({
    path: `${paths.tutors()}/:tutorId`,
    async head(params, context) {
      const row = await findListedTutor(context.db, params.tutorId ?? '');
      if (!row) return null;
      const { profile } = row;
      const path = paths.tutor(profile.userId);
      const url = `${context.origin}${path}`;
      const description = metaDescription(
        aboutText(profile.headline, profile.bio) || TUTORS_LIST_DESCRIPTION,
      );
      const image = row.avatar
        ? /^https?:\/\//.test(row.avatar)
          ? row.avatar
          : `${context.origin}${row.avatar}`
        : null;
      const price = (profile.hourlyRateMinor / 100).toFixed(2);
      return {
        title: documentTitle(row.name),
        description,
        path,
        image,
        ogType: 'profile',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url,
          dateCreated: profile.createdAt.toISOString(),
          dateModified: profile.updatedAt.toISOString(),
          mainEntity: {
            '@type': 'Person',
            name: row.name,
            description,
            url,
            ...(image ? { image } : {}),
            ...(profile.headline ? { jobTitle: profile.headline } : {}),
            ...(profile.subjects.length ? { knowsAbout: profile.subjects } : {}),
            ...(profile.languages.length ? { knowsLanguage: profile.languages } : {}),
            ...(profile.hourlyRateMinor > 0
              ? {
                  makesOffer: {
                    '@type': 'Offer',
                    price,
                    priceCurrency: profile.currency,
                    priceSpecification: {
                      '@type': 'UnitPriceSpecification',
                      price,
                      priceCurrency: profile.currency,
                      unitCode: HOUR_UNIT_CODE,
                    },
                    url,
                  },
                }
              : {}),
          },
        },
      };
    },
  });

  pages.sitemap({
    name: 'tutors',
    async entries(context, limit) {
      if (limit <= 0) return [];
      const rows = await context.db
        .select({ id: tutorProfiles.userId, updatedAt: tutorProfiles.updatedAt })
        .from(tutorProfiles)
        .innerJoin(users, eq(users.id, tutorProfiles.userId))
        .where(listedAndActive)
        .orderBy(desc(tutorProfiles.updatedAt), asc(tutorProfiles.userId))
        .limit(limit - 1);
      return [
        { path: paths.tutors() },
        ...rows.map((r) => ({ path: paths.tutor(r.id), lastModified: r.updatedAt })),
      ];
    },
  });
};
