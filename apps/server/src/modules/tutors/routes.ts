import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTutorRoutes } from './admin-routes.ts';
import { learnerTutorRoutes } from './learner-routes.ts';
import { tutorSideRoutes } from './tutor-routes.ts';

/** Tutors: profiles, availability, slots, bookings, sessions and matching requests; the routes of each audience in its own file. */
export const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(learnerTutorRoutes);
  await app.register(tutorSideRoutes);
  await app.register(adminTutorRoutes);
};
