import {
  CheckoutResponse,
  LIBRARY_KIND_TABLE,
  LibraryCatalogueQuery,
  LibraryConfirmBody,
  LibraryConfirmResponse,
  LibraryDownloadQuery,
  LibraryIdParams,
  LibraryItemParams,
  type LibraryKind,
  LibraryListResponse,
  LibrarySlugParams,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { linkOrigin } from '../../platform/origin.ts';
import { errorResponses } from '../../platform/responses.ts';
import { startCheckout } from '../payments/checkout.ts';
import { getDetail, listCatalogue, openDownload } from './catalogue.ts';
import { confirmLibraryPurchase } from './confirm.ts';
import { attachmentDisposition } from './downloads.ts';
import { KIND_SCHEMAS } from './kind-schemas.ts';

/** Learners' routes of one kind: the catalogue, an entry's page, buying and confirming a purchase. */
export function registerLearnerRoutes(app: Parameters<FastifyPluginAsyncZod>[0], kind: LibraryKind) {
  const deps = app.deps;
  const { db, clock, signer } = deps;
  const k = LIBRARY_KIND_TABLE[kind];
  const tags = [k.plural];
  const schemas = KIND_SCHEMAS[kind];
  const name = k.nameLower;

  app.get(
    `/${k.plural}`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: `The ${name} catalogue: published, searched by title (q), sorted, paged`,
        querystring: LibraryCatalogueQuery,
        response: { 200: LibraryListResponse, ...errorResponses(400) },
      },
    },
    async (request) => listCatalogue(db, kind, await currentUser(request), request.query, clock.now()),
  );

  app.get(
    `/${k.plural}/:slug`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: `A ${name} and its items (empty unless the caller may unlock it; files as signed links)`,
        params: LibrarySlugParams,
        response: { 200: schemas.detail, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { entry, items } = await getDetail(
        { db, signer },
        kind,
        await currentUser(request),
        request.params.slug,
        clock.now(),
      );
      return { [k.detailField]: entry, items } as never;
    },
  );

  app.post(
    `/me/${k.plural}/:id/checkout`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: `Start buying a paid ${name}`,
        params: LibraryIdParams,
        response: { 200: CheckoutResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return startCheckout(deps, user, kind, request.params.id, linkOrigin(request, deps.config));
    },
  );

  app.post(
    `/me/${k.plural}/confirm`,
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: `Confirm a paid checkout of a ${name} (idempotent): whether it is now unlocked`,
        body: LibraryConfirmBody,
        response: { 200: LibraryConfirmResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => confirmLibraryPurchase(deps, kind, await requireUser(request), request.body.sessionId),
  );
}

/** The download of a bought (or free) item, by a signed link; the same for both kinds. */
export function registerDownloadRoute(app: Parameters<FastifyPluginAsyncZod>[0]) {
  const deps = app.deps;
  app.get(
    '/library/downloads/:itemId',
    {
      config: { access: 'public' },
      // A HEAD request would count a download that never happened.
      exposeHeadRoute: false,
      schema: {
        tags: ['library'],
        summary: 'A file item, through its signed link (10 minutes, this file only); counts the download',
        params: z.object({ itemId: LibraryItemParams.shape.itemId }),
        querystring: LibraryDownloadQuery,
        response: { ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { object, fileName, mimeType } = await openDownload(
        deps,
        request.params.itemId,
        request.query,
        deps.clock.now(),
      );
      return reply
        .header('content-type', mimeType)
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachmentDisposition(fileName))
        .send(object.body as never);
    },
  );
}
