import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './page-meta.ts';

/**
 * The web build's route-to-chunk map (docs/decisions/425): for each public route of the web app's route table,
 * keyed by its pattern (`/courses/:slug`, as a module's `PublicPage.path` names it), the page's own chunks and
 * stylesheets beyond what index.html loads, and whether the server may paint it. Written by the web build
 * (apps/web/src/first-paint/route-map.ts) from the route table itself; the server only reads it.
 */

/** Where the web build writes the map, inside its dist folder (never served: web.ts refuses dot folders). */
export const ROUTE_MAP_PATH = join('.vite', 'first-paint-routes.json');

/** One public route's files, as the web build wrote them. */
export interface RouteChunks {
  /** The page's chunk, then the chunks it imports (`/assets/x.js`). */
  scripts: string[];
  /** Stylesheets those chunks need that index.html does not load. */
  styles: string[];
  /** false: the route table says the page is never painted by the server (the renderer is not asked). */
  serverRender: boolean;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The map, or null when the build has none (or an unreadable one): pages then go without preloads. */
export function readRouteMap(webRoot: string): Map<string, RouteChunks> | null {
  const path = join(webRoot, ROUTE_MAP_PATH);
  if (!existsSync(path)) return null;
  const routes = (JSON.parse(readFileSync(path, 'utf8')) as { routes?: unknown }).routes;
  if (typeof routes !== 'object' || routes === null) throw new Error(`${path}: no routes`);
  const map = new Map<string, RouteChunks>();
  for (const [pattern, route] of Object.entries(routes as Record<string, Partial<RouteChunks>>)) {
    if (!isStrings(route.scripts) || !isStrings(route.styles) || typeof route.serverRender !== 'boolean')
      throw new Error(`${path}: the route ${pattern} is not { scripts, styles, serverRender }`);
    map.set(pattern, { scripts: route.scripts, styles: route.styles, serverRender: route.serverRender });
  }
  return map;
}

/** `<link rel="stylesheet">` tags for a route's own stylesheets. */
export const styleTags = (route: RouteChunks | undefined): string[] =>
  (route?.styles ?? []).map((file) => `<link rel="stylesheet" crossorigin href="${escapeHtml(file)}" />`);

/** `<link rel="modulepreload">` tags for a route's chunks, so they load beside the entry, not after it. */
export const preloadTags = (route: RouteChunks | undefined): string[] =>
  (route?.scripts ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
