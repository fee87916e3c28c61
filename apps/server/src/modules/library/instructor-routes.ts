import {
  LIBRARY_ACTIONS,
  LIBRARY_KIND_TABLE,
  LibraryBasicsBody,
  LibraryCreateBody,
  LibraryCreateResponse,
  LibraryEntryResponse,
  LibraryIdParams,
  LibraryInstructorQuery,
  LibraryItemBody,
  LibraryItemParams,
  LibraryItemRenameBody,
  LibraryItemResponse,
  LibraryItemsResponse,
  type LibraryKind,
  LibraryListResponse,
  LibraryOkResponse,
  LibraryPricingBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import {
  changeStatus,
  createEntry,
  deleteEntry,
  getMine,
  listMine,
  updateBasics,
  updatePricing,
} from './authoring.ts';
import { addItem, deleteItem, listItems, renameItem, reorderItems } from './items.ts';
import { KIND_SCHEMAS } from './kind-schemas.ts';

/** Instructors' routes of one kind: their entries (an admin sees everyone's), publishing, and the items. */
export function registerInstructorRoutes(app: Parameters<FastifyPluginAsyncZod>[0], kind: LibraryKind) {
  const deps = app.deps;
  const { db, clock, signer } = deps;
  const k = LIBRARY_KIND_TABLE[kind];
  const tags = [k.plural];
  const mine = `/instructor/${k.plural}`;
  const schemas = KIND_SCHEMAS[kind];
  const name = k.nameLower;

  app.get(
    mine,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `The caller’s ${k.plural} (an admin sees all): status, q, page, limit`,
        querystring: LibraryInstructorQuery,
        response: { 200: LibraryListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listMine(db, kind, await requireUser(request), request.query, clock.now()),
  );

  app.post(
    mine,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Create a draft ${name} from its title`,
        body: LibraryCreateBody,
        response: { 201: LibraryCreateResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const entry = await createEntry(db, kind, await requireUser(request), request.body.title, clock.now());
      return reply.code(201).send({ id: entry.id, resource: entry });
    },
  );

  app.get(
    `${mine}/:id`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `One of the caller’s ${k.plural} (field \`resource\` for both kinds)`,
        params: LibraryIdParams,
        response: { 200: LibraryEntryResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      resource: await getMine(db, kind, await requireUser(request), request.params.id, clock.now()),
    }),
  );

  app.patch(
    `${mine}/:id${k.basicsSuffix}`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Edit a ${name}’s title, description, category and thumbnail`,
        params: LibraryIdParams,
        body: LibraryBasicsBody,
        response: { 200: LibraryEntryResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request) => ({
      resource: await updateBasics(
        db,
        kind,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
  );

  app.patch(
    `${mine}/:id/pricing`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Price a ${name}: amountMajor (0 is free), currency, includedInMembership`,
        params: LibraryIdParams,
        body: LibraryPricingBody,
        response: { 200: LibraryEntryResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      resource: await updatePricing(
        db,
        kind,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
  );

  for (const action of LIBRARY_ACTIONS) {
    app.post(
      `${mine}/:id/${action}`,
      {
        config: { access: 'instructor' },
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a ${name}`,
          params: LibraryIdParams,
          response: { 200: LibraryEntryResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => ({
        resource: await changeStatus(
          db,
          kind,
          await requireUser(request),
          request.params.id,
          action,
          clock.now(),
        ),
      }),
    );
  }

  app.delete(
    `${mine}/:id`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Delete a ${name} (409 when someone bought it: unpublish instead)`,
        params: LibraryIdParams,
        response: { 200: LibraryOkResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => deleteEntry(deps, kind, await requireUser(request), request.params.id),
  );

  app.get(
    `${mine}/:id/items`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `A ${name}’s items in order, with download counts`,
        params: LibraryIdParams,
        response: { 200: LibraryItemsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listItems({ db, signer }, kind, await requireUser(request), request.params.id, clock.now());
    },
  );

  app.post(
    `${mine}/:id/items`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Add a link or a file (one of the caller’s private uploads) to a ${name}`,
        params: LibraryIdParams,
        body: LibraryItemBody,
        response: { 201: LibraryItemResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const item = await addItem(
        { db, signer },
        kind,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      );
      return reply.code(201).send({ item });
    },
  );

  app.patch(
    `${mine}/:id/items/:itemId`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Rename an item of a ${name}`,
        params: LibraryItemParams,
        body: LibraryItemRenameBody,
        response: { 200: LibraryItemResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      item: await renameItem(
        { db, signer },
        kind,
        await requireUser(request),
        request.params.id,
        request.params.itemId,
        request.body.title,
        clock.now(),
      ),
    }),
  );

  app.delete(
    `${mine}/:id/items/:itemId`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Delete an item of a ${name}`,
        params: LibraryItemParams,
        response: { 200: LibraryOkResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      deleteItem(
        deps,
        kind,
        await requireUser(request),
        request.params.id,
        request.params.itemId,
        clock.now(),
      ),
  );

  app.post(
    // find-my-way reads ':' as a parameter: '::' is a literal colon (`items:reorder`).
    `${mine}/:id${k.reorderSuffix.replace(':', '::')}`,
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: `Reorder a ${name}’s items: every item exactly once (\`${k.reorderField}\`)`,
        params: LibraryIdParams,
        body: schemas.reorder,
        response: { 200: LibraryItemsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ids = (request.body as Record<string, string[]>)[k.reorderField] ?? [];
      return reorderItems(
        { db, signer },
        kind,
        await requireUser(request),
        request.params.id,
        ids,
        clock.now(),
      );
    },
  );
}
