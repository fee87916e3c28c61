import { z } from 'zod';
import { text } from '../fields/schemas.ts';
import { CERTIFICATE_KINDS, CERTIFICATE_REVOKE_REASON_MAX, CERTIFICATE_STATUSES } from './copy.ts';

/** A certificate code in a path: any bounded text; an unknown or malformed code is a 404, like a missing one. */
export const CertificateCodeParams = z.object({ code: text({ max: 64, min: 1, label: 'Code' }) });

export const MyCertificate = z
  .object({
    code: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
    title: z.string(),
    issuedAt: z.string(),
    cpdHours: z.number(),
  })
  .meta({ id: 'MyCertificate' });
export type MyCertificate = z.infer<typeof MyCertificate>;

export const MyCertificatesResponse = z
  .object({ items: z.array(MyCertificate) })
  .meta({ id: 'MyCertificates' });
export type MyCertificatesResponse = z.infer<typeof MyCertificatesResponse>;

/** What the public verification page shows: the holder's name and nothing else about them. */
export const PublicCertificate = z
  .object({
    code: z.string(),
    holderName: z.string(),
    title: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
    issuedAt: z.string(),
    cpdHours: z.number(),
    issuer: z.string(),
    status: z.enum(CERTIFICATE_STATUSES),
  })
  .meta({ id: 'PublicCertificate' });
export type PublicCertificate = z.infer<typeof PublicCertificate>;

export const CertificateResponse = z
  .object({ certificate: PublicCertificate })
  .meta({ id: 'CertificateResponse' });
export type CertificateResponse = z.infer<typeof CertificateResponse>;

export const RevokeCertificateInput = z.object({
  reason: text({ max: CERTIFICATE_REVOKE_REASON_MAX, min: 1, label: 'Reason' }),
});
export type RevokeCertificateInput = z.input<typeof RevokeCertificateInput>;
