import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this travel as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Only text is compressed on the fly: JSON answers, HTML pages, robots.txt and sitemap.xml, and a built file that
 * has no precompressed copy. Uploaded files (images, PDFs, archives, media) never match, so a download keeps its
 * bytes, its length and its type (docs/decisions/141).
 */
export const COMPRESSIBLE_TYPES =
  /^(text\/(html|css|plain|xml|javascript)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)(;|$)/;

/**
 * Brotli or gzip, chosen by Accept-Encoding, for answers above the threshold; `Vary: Accept-Encoding` on them.
 * Registered before any route: @fastify/compress joins each route as it is declared. Compressed request bodies
 * are not accepted (no decompression): nothing in the API needs them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
  });
}
