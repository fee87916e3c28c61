import {
  AdminApplicationResponse,
  AdminApplicationsQuery,
  AdminApplicationsResponse,
  ApplicationIdParams,
  ApplyBody,
  MyApplicationResponse,
  NotesBody,
  RejectBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { auditContextOf } from '../audit/index.ts';
import * as applications from './service.ts';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post(
    '/me/instructor/apply',
    {
      config: { access: 'user' },
      schema: {
        tags: ['applications'],
        summary: 'Apply to teach (or edit and re-apply)',
        body: ApplyBody,
        response: { 200: MyApplicationResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { application: await applications.applyToTeach(db, user, request.body, clock.now()) };
    },
  );

  app.get(
    '/me/instructor/application',
    {
      config: { access: 'user' },
      schema: {
        tags: ['applications'],
        summary: "The caller's application, or null",
        response: { 200: MyApplicationResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { application: await applications.getMyApplication(db, user.id) };
    },
  );

  app.get(
    '/admin/instructor-applications',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['applications'],
        summary: 'List applications (admin)',
        querystring: AdminApplicationsQuery,
        response: { 200: AdminApplicationsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireUser(request);
      return applications.listApplications(db, request.query);
    },
  );

  app.get(
    '/admin/instructor-applications/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['applications'],
        summary: 'One application (admin)',
        params: ApplicationIdParams,
        response: { 200: AdminApplicationResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await requireUser(request);
      return { application: await applications.getApplication(db, request.params.id) };
    },
  );

  app.post(
    '/admin/instructor-applications/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['applications'],
        summary: 'Approve a pending application; the applicant becomes an instructor',
        params: ApplicationIdParams,
        response: { 200: AdminApplicationResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await requireUser(request);
      const application = await applications.decideApplication(
        db,
        auditContextOf(request, admin),
        request.params.id,
        { status: 'approved' },
        clock.now(),
      );
      return { application };
    },
  );

  app.post(
    '/admin/instructor-applications/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['applications'],
        summary: 'Reject a pending application with a reason',
        params: ApplicationIdParams,
        body: RejectBody,
        response: { 200: AdminApplicationResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await requireUser(request);
      const application = await applications.decideApplication(
        db,
        auditContextOf(request, admin),
        request.params.id,
        { status: 'rejected', reason: request.body.reason },
        clock.now(),
      );
      return { application };
    },
  );

  app.patch(
    '/admin/instructor-applications/:id/notes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['applications'],
        summary: "Save the admins' notes on an application",
        params: ApplicationIdParams,
        body: NotesBody,
        response: { 200: AdminApplicationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await requireUser(request);
      const application = await applications.saveApplicationNotes(
        db,
        request.params.id,
        request.body.notes,
        clock.now(),
      );
      return { application };
    },
  );
};
