import {
  CertificateCodeParams,
  CertificateResponse,
  MyCertificatesResponse,
  RevokeCertificateInput,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { auditContextOf } from '../audit/index.ts';
import { renderCertificatePdf } from './pdf.ts';
import * as service from './service.ts';

const tags = ['certificates'];

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;

  app.get(
    '/me/certificates',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's certificates, newest first",
        response: { 200: MyCertificatesResponse, ...errorResponses(401) },
      },
    },
    async (request) => service.listMyCertificates(db, (await requireUser(request)).id),
  );

  app.get(
    '/me/certificates/:code.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A certificate as a PDF, for its holder only (anyone else: 404)',
        params: CertificateCodeParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const found = await service.holderCertificate(db, user.id, request.params.code);
      const pdf = await renderCertificatePdf(found, { publicUrl: config.publicUrl });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${found.c.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/certificates/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Verify a certificate by its code: the holder's name, what, when, the hours and whether it is valid",
        params: CertificateCodeParams,
        response: { 200: CertificateResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.verifyCertificate(db, request.params.code),
  );

  app.post(
    '/admin/certificates/:code/revoke',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Revoke a certificate, with the reason (once; a second revoke is a 409)',
        params: CertificateCodeParams,
        body: RevokeCertificateInput,
        response: { 200: CertificateResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const audit = auditContextOf(request, await requireUser(request));
      return service.revokeCertificate(db, audit, request.params.code, request.body.reason, clock.now());
    },
  );
};
