/**
 * What search engines and link previews read: the words of the public pages' heads, the
 * robots rules and the sitemap's limits. Zod-free; the server puts these into the HTML it sends.
 */
import { paths } from './paths.ts';

/** The site's description: index.html carries the same sentence for pages that have no better one. */
export const SITE_DESCRIPTION =
  'MedPrep Academy: courses, mock exams, live sessions and tutoring for PLAB, UKMLA, MRCP, MRCS and more.';

export const SEO_TEXT = {
  catalogueTitle: 'Courses',
  catalogueDescription:
    'Browse MedPrep Academy courses for PLAB, UKMLA, MRCP, MRCS and more: video and reading lessons by UK clinicians, free, paid or included in membership.',
  courseOffersFree: 'Free',
  courseOffersPaid: 'Paid',
} as const;

/** Longest meta description sent; longer text is cut at a word and ends with an ellipsis. */
export const META_DESCRIPTION_MAX = 160;
/** Courses listed in the catalogue page's JSON-LD ItemList. */
export const CATALOGUE_JSON_LD_ITEMS = 12;
/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** How long crawlers and caches may keep robots.txt and sitemap.xml. */
export const SEO_FILES_MAX_AGE_SEC = 3600;

/** Address prefixes crawlers are asked to leave alone: the API and every signed-in or checkout page. */
export const ROBOTS_DISALLOW = [
  '/api/',
  paths.login(),
  paths.register(),
  '/me/',
  '/learn/',
  '/instructor/',
  paths.admin(),
  '/billing/',
  '/pay/',
  paths.teach(),
] as const;

/**
 * The first paint the server renders into public pages (docs/decisions/340): the element that holds it inside
 * `#root` carries this attribute (and `inert`, until the app takes over), and the query answers it was
 * rendered with travel in a JSON script with this id, for the app's first render.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_STATE_ID = 'prerendered-state';
