import { SignedFileQuery, StoredFileParams, UPLOAD_MESSAGES, UploadResponse } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/responses.ts';
import { storeUpload, unreadableUpload, uploadSizeLimit, uploadTempDir } from './service.ts';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, signer, clock, config } = app.deps;
  const tempDir = uploadTempDir(config.dataDir);

  app.post(
    '/uploads',
    {
      config: { access: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a file (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!request.isMultipart()) throw new AppError('bad_request', UPLOAD_MESSAGES.noFile);
      const part = await request
        .file({ limits: { fileSize: uploadSizeLimit(user.role), files: 1 } })
        .catch((error: unknown) => {
          throw unreadableUpload(error);
        });
      if (part?.fieldname !== 'file') throw new AppError('bad_request', UPLOAD_MESSAGES.noFile);
      const stored = await storeUpload({ db, storage, tempDir }, user, {
        stream: part.file,
        filename: part.filename,
      });
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/files/public/:name',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['uploads'],
        summary: 'A public file (images)',
        params: StoredFileParams,
      },
    },
    async (request, reply) => {
      const object = await storage.get(`public/${request.params.name}`);
      if (!object) throw notFound();
      return reply
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(object.body);
    },
  );

  app.get(
    '/files/private/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'A private file, through a short-lived signed link',
        params: StoredFileParams,
        querystring: SignedFileQuery,
      },
    },
    async (request, reply) => {
      const key = `private/${request.params.name}`;
      const { exp, sig } = request.query;
      if (exp === undefined || !sig || !signer.verify(key, exp, sig, clock.now())) {
        throw new AppError('forbidden', 'This download link has expired or is not valid.');
      }
      const object = await storage.get(key);
      if (!object) throw notFound();
      return reply
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment')
        .send(object.body);
    },
  );
};
