/**
 * The first paint of public pages, in one place (docs/decisions/425): the page heads modules register
 * (page-meta.ts), the web build's route-to-chunk map (route-map.ts), the renderer the web build leaves
 * (prerender.ts), the painted page and its start script (painted-page.ts), and the routes serving the built app
 * (web.ts).
 */
export {
  escapeHtml,
  injectHead,
  jsonForScript,
  metaDescription,
  NOINDEX_TAG,
  type PageContext,
  type PageHead,
  type PublicPage,
  type PublicPages,
  type PublicPagesRegistrar,
  renderHead,
  type SitemapEntry,
  type SitemapSource,
} from './page-meta.ts';
export { START_SCRIPT, START_SCRIPT_CSP } from './painted-page.ts';
export { isPrerenderRequest, type Prerendered, type Prerenderer } from './prerender.ts';
export { DEFAULT_WEB_DIST, registerWebApp } from './web.ts';
