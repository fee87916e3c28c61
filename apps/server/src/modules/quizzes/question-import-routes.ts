import {
  QUESTION_CSV_MAX_BYTES,
  QUESTION_CSV_MESSAGES,
  QUESTION_CSV_TEMPLATE_NAME,
  QuestionImportErrorBody,
  QuestionImportResponse,
  QuizIdParams,
  questionCsvExportName,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/responses.ts';
import { exportQuestions, importQuestions, questionImportTemplate } from './question-import.ts';

const tags = ['quizzes'];
const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  'cache-control': 'private, no-store',
});

/** The CSV text as it is; an error answer as JSON. */
const csvSerializer = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

const noFile = () =>
  new AppError('validation_failed', QUESTION_CSV_MESSAGES.noFile, {
    fields: { file: QUESTION_CSV_MESSAGES.noFile },
  });

/** Bulk questions as CSV: import, export and the template (the quiz's author or an admin; others 404). */
export const questionImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post(
    '/instructor/mock/quizzes/:id/import',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary:
          'Add questions from a CSV file (multipart field "file"): every row, or none with each refused cell',
        consumes: ['multipart/form-data'],
        params: QuizIdParams,
        response: {
          200: QuestionImportResponse,
          400: QuestionImportErrorBody,
          ...errorResponses(401, 403, 404, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) throw noFile();
      const part = await request
        .file({ limits: { fileSize: QUESTION_CSV_MAX_BYTES, files: 1 } })
        .catch(() => {
          throw noFile();
        });
      if (part?.fieldname !== 'file') throw noFile();
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { statusCode?: number } | null)?.statusCode === 413)
          throw new AppError('payload_too_large', QUESTION_CSV_MESSAGES.tooLarge);
        throw noFile();
      });
      const outcome = await importQuestions(db, user, request.params.id, bytes, clock.now());
      if ('problems' in outcome) {
        return reply.code(400).send({
          error: 'validation_failed',
          message: QUESTION_CSV_MESSAGES.rejected,
          rows: outcome.problems,
        });
      }
      return outcome;
    },
  );

  app.get(
    '/instructor/mock/quizzes/:id/export.csv',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "The quiz's questions as CSV, in the import's layout",
        params: QuizIdParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403, 404) },
      },
      serializerCompiler: csvSerializer,
    },
    async (request, reply) => {
      const { slug, csv } = await exportQuestions(db, await requireUser(request), request.params.id);
      return reply.headers(csvHeaders(questionCsvExportName(slug))).send(csv);
    },
  );

  app.get(
    '/instructor/mock/import-template.csv',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'The CSV layout for importing questions, with an example of every question type',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
      serializerCompiler: csvSerializer,
    },
    async (_request, reply) =>
      reply.headers(csvHeaders(QUESTION_CSV_TEMPLATE_NAME)).send(questionImportTemplate()),
  );
};
