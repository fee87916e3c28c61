import { BRAND_NAME, META_DESCRIPTION_MAX } from '@medprep/shared';
import type { Db } from '../../db/client.ts';

/**
 * Public pages' heads and the sitemap, from a registry modules join (docs/decisions/142, 425): `platform/`
 * imports no module; each module that has public pages (courses, quizzes, resources and ebooks, tutors, live
 * sessions) exports a `PublicPagesRegistrar`, and app.ts hands the list to `registerWebApp`.
 */

/** What the server writes into a public page's <head>; every string is escaped when written. */
export interface PageHead {
  /** The whole <title> (use `documentTitle`, as the web app does). */
  title: string;
  description: string;
  /** The page's canonical path, from the shared table of addresses (`paths`). */
  path: string;
  /** An absolute or site-relative image for link previews. */
  image?: string | null;
  /** Open Graph type: `website` unless the page says otherwise. */
  ogType?: string;
  /** schema.org JSON-LD object(s), written into <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

export interface PageContext {
  db: Db;
  /** The site's origin (PUBLIC_URL when set, else the address the request came to): canonical addresses start with it. */
  origin: string;
}

/** A public page: a route pattern and its head, or null when nothing public is there. */
export interface PublicPage {
  /**
   * The web route's pattern (`/courses/:slug`, the route table's `courses/:slug`): it finds the page's chunks
   * and its opt-out of the server's render in the web build's route map (route-map.ts).
   */
  path: string;
  head(params: Record<string, string>, context: PageContext): Promise<PageHead | null>;
}

export interface SitemapEntry {
  /** A path from `paths`. */
  path: string;
  lastModified?: Date | null;
}

/** One kind of public item's addresses for sitemap.xml (published courses, quizzes, …). */
export interface SitemapSource {
  name: string;
  entries(context: PageContext, limit: number): Promise<SitemapEntry[]>;
}

export interface PublicPages {
  page(page: PublicPage): void;
  sitemap(source: SitemapSource): void;
}

/** What a module exports to join: `export const coursePages: PublicPagesRegistrar = (pages) => { … }`. */
export type PublicPagesRegistrar = (pages: PublicPages) => void;

export function collectPublicPages(registrars: readonly PublicPagesRegistrar[]) {
  const pages: PublicPage[] = [];
  const sitemaps: SitemapSource[] = [];
  for (const register of registrars)
    register({ page: (page) => pages.push(page), sitemap: (source) => sitemaps.push(source) });
  return { pages, sitemaps };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML element content and double- or single-quoted attributes (and XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes (no `</script>` or `<!--` can appear),
 * and the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Plain text from Markdown-ish text, cut at a word to at most `max` characters (an ellipsis when cut). */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The <head> elements of a page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function renderHead(head: PageHead, origin: string): { title: string; tags: string } {
  const url = `${origin}${head.path}`;
  const image = head.image ? absolute(origin, head.image) : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return { title: `<title>${escapeHtml(head.title)}</title>`, tags: tags.join('\n    ') };
}

/** Pages whose address exists for the app but holds nothing public: kept out of search results. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/**
 * index.html with a page's head: its <title> and description replaced, the other tags added before </head>.
 * `head` null: the page as built. `extra` tags (the noindex tag for an unknown item, preloads) go in either way.
 */
export function injectHead(
  template: string,
  rendered: { title: string; tags: string } | null,
  extra: readonly string[] = [],
): string {
  const added = [...(rendered ? [rendered.tags] : []), ...extra];
  let html = template;
  if (rendered) {
    html = html.replace(/\s*<meta name="description"[^>]*>/i, '');
    html = /<title>[\s\S]*?<\/title>/i.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/i, () => rendered.title)
      : html.replace('</head>', () => `  ${rendered.title}\n  </head>`);
  }
  return added.length ? html.replace('</head>', () => `  ${added.join('\n    ')}\n  </head>`) : html;
}
