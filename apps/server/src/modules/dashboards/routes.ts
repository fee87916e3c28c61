import {
  AdminDashboardResponse,
  DASHBOARD_TIME_ZONE,
  DashboardQuery,
  dayIn,
  InstructorDashboardResponse,
  salesCsvFileName,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { adminDashboard } from './admin.ts';
import { salesCsv } from './csv.ts';
import { instructorDashboard, salesRows } from './instructor.ts';
import { readRange } from './range.ts';

const tags = ['dashboards'];

/** The sellers' and the admins' dashboards, and a seller's sales as CSV. Figures come from PostgreSQL. */
export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/instructor/dashboard',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "The caller's sales (before fees), learners, mock exam results and ratings in a date range",
        querystring: DashboardQuery,
        response: { 200: InstructorDashboardResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const now = clock.now();
      return instructorDashboard(db, user.id, readRange(request.query, now), now);
    },
  );

  app.get(
    '/instructor/sales.csv',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "The caller's paid orders in a date range as CSV (amounts in minor units, before fees)",
        querystring: DashboardQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const range = readRange(request.query, clock.now());
      const body = salesCsv(await salesRows(db, user.id, range));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${salesCsvFileName(dayIn(range.from, DASHBOARD_TIME_ZONE), dayIn(new Date(range.to.getTime() - 1), DASHBOARD_TIME_ZONE))}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.get(
    '/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Revenue (every seller, before fees), orders, accounts, members and what waits for an admin',
        querystring: DashboardQuery,
        response: { 200: AdminDashboardResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const now = clock.now();
      return adminDashboard(db, readRange(request.query, now), now);
    },
  );
};
