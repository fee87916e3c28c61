import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  BRAND_NAME,
  GENERIC_ERROR_MESSAGES,
  paths,
  ROBOTS_DISALLOW,
  SEO_FILES_MAX_AGE_SEC,
  SESSION_HINT_COOKIE_NAME,
  SITE_DESCRIPTION,
  SITEMAP_MAX_URLS,
} from '@medprep/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { linkOrigin } from '../origin.ts';
import {
  collectPublicPages,
  escapeHtml,
  injectHead,
  NOINDEX_TAG,
  type PageContext,
  type PageHead,
  type PublicPagesRegistrar,
  renderHead,
} from './page-meta.ts';
import { entryScriptOf, withFirstPaint, withoutEntryScript } from './painted-page.ts';
import { loadPrerenderer, type Prerenderer } from './prerender.ts';
import { preloadTags, readRouteMap, styleTags } from './route-map.ts';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

const HTML_TYPE = 'text/html; charset=utf-8';

/** The home page's head (the brand's own page; every other public page comes from a module). */
const homeHead = (): PageHead => ({
  title: BRAND_NAME,
  description: SITE_DESCRIPTION,
  path: paths.home(),
  jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: BRAND_NAME },
});

/**
 * Serves the built single-page app (docs/decisions/141, 142, 425):
 * - hashed assets cached for a year; their brotli or gzip copy made at build time sent when Accept-Encoding
 *   allows, with `Vary: Accept-Encoding`;
 * - every HTML page from index.html held in memory, never cached; the home page, and each public page a module
 *   registered (`/courses`, `/courses/{slug}`), with its title, description, canonical address, Open Graph tags
 *   and JSON-LD in the head, its chunks from the web build's route map (route-map.ts), and its first paint
 *   rendered in the body (prerender.ts, when the build has the renderer and the route does not opt out); an
 *   address a module knows but that holds nothing public gets the plain page and `noindex` (status 200, as
 *   every other app address);
 * - `robots.txt` and `sitemap.xml` as real files;
 * - every non-API GET that matches nothing answered with index.html (history fallback); API misses are 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  registrars: readonly PublicPagesRegistrar[] = [],
  prerenderer?: Prerenderer | null,
): Promise<void> {
  const root = webDist ?? DEFAULT_WEB_DIST;
  const indexPath = join(root, 'index.html');
  const hasWeb = existsSync(indexPath);
  const { pages, sitemaps } = collectPublicPages(registrars);
  // Links follow the address the request came to (PUBLIC_URL when it is set), like every link the server builds.
  const context = (request: FastifyRequest): PageContext => ({
    db: app.deps.db,
    origin: linkOrigin(request, app.deps.config),
  });

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${context(request).origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${SEO_FILES_MAX_AGE_SEC}`)
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const ctx = context(request);
    const entries = [{ path: paths.home() }, { path: paths.courses() }] as {
      path: string;
      lastModified?: Date | null;
    }[];
    for (const source of sitemaps) {
      if (entries.length >= SITEMAP_MAX_URLS) break;
      entries.push(...(await source.entries(ctx, SITEMAP_MAX_URLS - entries.length)));
    }
    const urls = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
      return `  <url><loc>${escapeHtml(`${ctx.origin}${entry.path}`)}</loc>${lastmod}</url>`;
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${SEO_FILES_MAX_AGE_SEC}`)
      .send(xml);
  });

  if (hasWeb) {
    const template = readFileSync(indexPath, 'utf8');
    const routeMap = readRouteMap(root);
    // A module's page under a pattern the web app does not route publicly: its head still goes out, unpreloaded.
    for (const path of [paths.home(), ...pages.map((page) => page.path)])
      if (routeMap && !routeMap.has(path))
        app.log.warn(
          { path },
          'a public page the web build’s route map does not know: sent without preloads',
        );
    const sendPage = (reply: FastifyReply, html: string) =>
      reply.type(HTML_TYPE).header('cache-control', 'no-cache').send(html);
    const firstPaint = prerenderer === undefined ? await loadPrerenderer(app, root) : prerenderer;
    const entry = entryScriptOf(template);
    const startless = withoutEntryScript(template);
    /**
     * A public page by its route pattern: its head, its chunks preloaded, and its first paint when the route
     * allows one and the renderer gives one (a route that opts out never reaches the renderer).
     */
    const publicPage = (pattern: string) => {
      const route = routeMap?.get(pattern);
      const styles = styleTags(route);
      const preloads = [...styles, ...preloadTags(route)];
      const renderer = route?.serverRender === false || !entry ? null : firstPaint;
      return async (request: FastifyRequest, head: PageHead | null) => {
        if (!head) return injectHead(template, null, [NOINDEX_TAG, ...preloads]);
        const rendered = renderHead(head, context(request).origin);
        const sessionHint = request.cookies?.[SESSION_HINT_COOKIE_NAME] === '1';
        const first = renderer ? await renderer.render(request.url, sessionHint) : null;
        return first
          ? withFirstPaint(injectHead(startless, rendered, styles), first, [
              entry!,
              ...(route?.scripts ?? []),
            ])
          : injectHead(template, rendered, preloads);
      };
    };
    const homePage = publicPage(paths.home());

    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false, // set below, per file
      // Directories (and "/") are answered by the history fallback below, never listed or refused; index.html
      // only as a page (with its head), never as a file; dot folders (the build's manifest and the server's
      // renderer) never.
      allowedPath: (pathName) =>
        !pathName.endsWith('/') && pathName !== '/index.html' && !pathName.startsWith('/.'),
      setHeaders(res, path: string) {
        const immutable = path.includes(`${join(root, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain bytes by Accept-Encoding (preCompressed).
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      sendPage(reply, await homePage(request, homeHead())),
    );
    for (const page of pages) {
      const render = publicPage(page.path);
      app.get(page.path, { schema: { hide: true } }, async (request, reply) => {
        const head = await page.head(request.params as Record<string, string>, context(request));
        return sendPage(reply, await render(request, head));
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) return sendPage(reply, template);
      return reply.status(404).send({ error: 'not_found', message: GENERIC_ERROR_MESSAGES.notFound });
    });
    return;
  }
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: 'not_found', message: GENERIC_ERROR_MESSAGES.notFound }),
  );
}
