import type { CertificateResponse, MyCertificatesResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, downloadApiFile } from '../../lib/api-client';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { readQuery } from '../../lib/read-query';
import { CERTIFICATES_UI } from './content';

export const certificateKeys = {
  mine: ['certificates', 'mine'] as const,
  one: (code: string) => ['certificates', 'verify', code] as const,
};

/** GET /me/certificates: the caller's certificates, newest first. */
export const getMyCertificates = (signal?: AbortSignal) =>
  apiRequest<MyCertificatesResponse>(apiPaths.certificates.mine(), { signal });

export const myCertificatesQueryOptions = () => readQuery(certificateKeys.mine, getMyCertificates);
export const useMyCertificates = () => useQuery(myCertificatesQueryOptions());

/** GET /certificates/{code}: anyone verifies a code. */
export const getCertificate = (code: string, signal?: AbortSignal) =>
  apiRequest<CertificateResponse>(apiPaths.certificates.verify(code), { signal });

export const certificateQueryOptions = (code: string) =>
  readQuery(certificateKeys.one(code), (signal) => getCertificate(code, signal), { retry: false });
export const useCertificate = (code: string) => useQuery(certificateQueryOptions(code));

/** The holder's PDF, fetched with the sign-in (a plain link would carry no token) and saved under its code. */
export const downloadCertificatePdf = (code: string) =>
  downloadApiFile(apiPaths.certificates.pdf(code), `certificate-${code}.pdf`, CERTIFICATES_UI.downloadFailed);

/** POST /admin/certificates/{code}/revoke {reason}. */
export const revokeCertificate = ({ code, reason }: { code: string; reason: string }) =>
  apiRequest<CertificateResponse>(apiPaths.certificates.revoke(code), { method: 'POST', body: { reason } });

export const useRevokeCertificate = (code: string) =>
  useInvalidatingMutation(revokeCertificate, certificateKeys.one(code));
