import { LIBRARY_KINDS } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerInstructorRoutes } from './instructor-routes.ts';
import { registerDownloadRoute, registerLearnerRoutes } from './learner-routes.ts';

/**
 * Resource packs and ebooks: one engine, one set of routes, registered once per kind
 * from the kind table, with exactly the path and payload differences the specification lists.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of LIBRARY_KINDS) {
    registerLearnerRoutes(app, kind);
    registerInstructorRoutes(app, kind);
  }
  registerDownloadRoute(app);
};
