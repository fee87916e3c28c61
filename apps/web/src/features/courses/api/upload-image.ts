import { COURSE_MESSAGES, UPLOAD_MESSAGES } from '@medprep/shared/constants';
import { absoluteUrl, refreshAccessToken, tokenStore } from '../../../lib/api-client';

/** An upload that did not give a URL: the HTTP status (0 when the network failed) and a sentence. */
export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

interface Answer {
  status: number;
  body: unknown;
}

function send(file: File, token: string | null, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * POST /api/uploads (multipart field `file`) with upload progress; a 401 refreshes the session once and
 * retries. Resolves with the absolute URL of the stored image.
 */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  let answer = await send(file, tokenStore.get(), onProgress);
  if (answer.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) answer = await send(file, fresh, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) {
    // The server's sentence ('Only PNG, JPEG, WebP or GIF images are accepted.'), else the generic one.
    const message = (answer.body as { message?: unknown } | null)?.message;
    throw new UploadError(
      answer.status,
      typeof message === 'string' && message.trim() ? message : UPLOAD_MESSAGES.uploadFailed,
    );
  }
  const url = (answer.body as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url === '')
    throw new UploadError(answer.status, COURSE_MESSAGES.uploadMissingUrl);
  onProgress(100);
  return absoluteUrl(url);
}
