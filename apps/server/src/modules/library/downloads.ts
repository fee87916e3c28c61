import { LIBRARY_SIGNED_URL_TTL_SEC, paths } from '@medprep/shared';
import type { UrlSigner } from '../../platform/storage/signing.ts';

/**
 * Signed download links of file items (private files, links that expire; docs/decisions/272). The signature covers the
 * item, the file behind it, the expiry and whether the download counts, so a link works for that one file
 * only, until it expires, and cannot be edited. Links issued to the owner or an admin (`preview`) do not
 * count. The storage key itself never leaves the server.
 */
const subject = (itemId: string, fileKey: string, counted: boolean) =>
  `library/${itemId}/${fileKey}/${counted ? 'count' : 'preview'}`;

/** The signature part of a signer's link (`…?exp=…&sig=…`). */
function signatureOf(signer: UrlSigner, text: string, now: Date, ttlSec: number) {
  const signed = new URL(signer.sign(text, now, ttlSec), 'http://x');
  return { exp: signed.searchParams.get('exp') ?? '', sig: signed.searchParams.get('sig') ?? '' };
}

export function signDownload(
  signer: UrlSigner,
  item: { id: string; fileKey: string },
  now: Date,
  options: { preview: boolean },
): string {
  const { exp, sig } = signatureOf(
    signer,
    subject(item.id, item.fileKey, !options.preview),
    now,
    LIBRARY_SIGNED_URL_TTL_SEC,
  );
  const preview = options.preview ? '&preview=1' : '';
  return `${paths.libraryDownload(item.id)}?exp=${exp}${preview}&sig=${sig}`;
}

export function verifyDownload(
  signer: UrlSigner,
  item: { id: string; fileKey: string },
  query: { exp?: number | undefined; sig?: string | undefined; preview?: string | undefined },
  now: Date,
): { valid: boolean; counted: boolean } {
  const counted = query.preview === undefined;
  if (query.exp === undefined || !query.sig || (query.preview !== undefined && query.preview !== '1')) {
    return { valid: false, counted };
  }
  return {
    valid: signer.verify(subject(item.id, item.fileKey, counted), query.exp, query.sig, now),
    counted,
  };
}

/** `attachment; filename="…"; filename*=UTF-8''…` with a plain-ASCII fallback. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
