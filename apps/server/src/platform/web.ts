import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { GENERIC_ERROR_MESSAGES } from '@medprep/shared';
import type { FastifyInstance } from 'fastify';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that matches no file answered with index.html (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false, // set below, per file
      // Directories (and "/") are answered by the history fallback below, never listed or refused.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders(res, path: string) {
        const immutable = path.includes(`${join(root, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', root);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', root);
    }
    return reply.status(404).send({ error: 'not_found', message: GENERIC_ERROR_MESSAGES.notFound });
  });
}
