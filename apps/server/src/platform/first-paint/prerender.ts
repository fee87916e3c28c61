import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The first paint of public pages, rendered on the server by the web app's own code (docs/decisions/425): the
 * web build leaves a self-contained renderer in `dist/.ssr/prerender.js` (apps/web/src/first-paint/prerender.tsx); the server
 * loads it, answers its API requests in-process as a guest, and puts the HTML it gives into the page. Whatever
 * goes wrong (no renderer, an error, too slow, too busy), the page is sent as built and the browser renders it.
 */

/** What the web build's renderer module exports. */
interface RendererModule {
  configure(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  prerender(input: {
    url: string;
    sessionHint: boolean;
  }): Promise<{ html: string; dehydrated: unknown } | null>;
}

export interface Prerendered {
  html: string;
  dehydrated: unknown;
}

export interface Prerenderer {
  /** The page at `url` as a guest sees it first, or null (the page is then sent without it). */
  render(url: string, sessionHint: boolean): Promise<Prerendered | null>;
}

/** Where the web build puts the renderer, inside its dist folder (never served: web.ts refuses dot folders). */
export const PRERENDERER_PATH = join('.ssr', 'prerender.js');
/** Renders at once at most; a page asked for beyond them is sent without its first paint. */
export const PRERENDER_MAX_CONCURRENT = 4;
/** Renders started in any one second at most (a flood of distinct addresses costs the server nothing more). */
export const PRERENDER_MAX_PER_SECOND = 40;
/** A render slower than this is dropped and the page sent without it. */
export const PRERENDER_TIMEOUT_MS = 1_500;

/**
 * The renderer's API requests carry this header with a secret made at start, so the per-address rate limit
 * (meant for browsers) leaves them alone: they come from the server itself, a bounded number at a time.
 */
const PRERENDER_HEADER = 'x-medprep-prerender';
const secret = randomBytes(24).toString('base64url');

export const isPrerenderRequest = (request: FastifyRequest): boolean =>
  request.headers[PRERENDER_HEADER] === secret;

/** Answers the renderer's API requests through the app itself, as a guest (no cookie, no token). */
function inProcessTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = { [PRERENDER_HEADER]: secret };
    const type = new Headers(init.headers).get('content-type');
    if (type) headers['content-type'] = type;
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const contentType = res.headers['content-type'];
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}

/** Bounds the renders in flight and per second; returns a release, or null when over either bound. */
function admission(maxConcurrent: number, maxPerSecond: number) {
  let inFlight = 0;
  let second = 0;
  let started = 0;
  return (): (() => void) | null => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      started = 0;
    }
    if (inFlight >= maxConcurrent || started >= maxPerSecond) return null;
    inFlight++;
    started++;
    return () => {
      inFlight--;
    };
  };
}

export function createPrerenderer(
  app: FastifyInstance,
  module: RendererModule,
  limits = {
    maxConcurrent: PRERENDER_MAX_CONCURRENT,
    maxPerSecond: PRERENDER_MAX_PER_SECOND,
    timeoutMs: PRERENDER_TIMEOUT_MS,
  },
): Prerenderer {
  module.configure(inProcessTransport(app));
  const admit = admission(limits.maxConcurrent, limits.maxPerSecond);
  return {
    async render(url, sessionHint) {
      const release = admit();
      if (!release) return null;
      // The slot is held until the render really ends, even when the page has gone out without it.
      const work = module
        .prerender({ url, sessionHint })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'prerender failed');
          return null;
        })
        .finally(release);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), limits.timeoutMs);
      });
      try {
        return await Promise.race([work, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The web build's renderer, when the build left one beside the pages in `webRoot`. */
export async function loadPrerenderer(app: FastifyInstance, webRoot: string): Promise<Prerenderer | null> {
  const path = join(webRoot, PRERENDERER_PATH);
  if (!existsSync(path)) return null;
  try {
    const module = (await import(pathToFileURL(path).href)) as RendererModule;
    return createPrerenderer(app, module);
  } catch (error) {
    app.log.warn({ err: error }, 'the web build’s renderer could not be loaded; pages are sent without it');
    return null;
  }
}
