import type { UploadResponse } from '@medprep/shared';
import { COURSE_MESSAGES, UPLOAD_MESSAGES } from '@medprep/shared/constants';
import { uploadsApiPath } from '@medprep/shared/shell-api-paths';
import { absoluteUrl, refreshAccessToken, tokenStore } from './api-client';

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

/** One POST of a file (multipart field `file`) with XMLHttpRequest, for its upload progress events. */
function send(
  path: string,
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
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
 * POSTs a file to an API path (multipart field `file`) with upload progress; a 401 refreshes the session once
 * and retries. Resolves with the answer's status (0 when the network failed) and its JSON body, whatever it is.
 */
export async function postFile(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  let answer = await send(path, file, tokenStore.get(), onProgress);
  if (answer.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) answer = await send(path, file, fresh, onProgress);
  }
  return answer;
}

/**
 * Uploads a file (a document for an item) with progress: POST /api/uploads, multipart field `file`; a 401
 * refreshes the session once and retries. Resolves with the stored file's description (url, type, size,
 * name); a refusal carries the server's sentence ('Files can be at most 200 MB.'), an answer without a URL
 * 'Upload response missing url'.
 */
export async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<UploadResponse> {
  const answer = await postFile(uploadsApiPath(), file, onProgress);
  if (answer.status < 200 || answer.status >= 300) {
    const message = (answer.body as { message?: unknown } | null)?.message;
    throw new UploadError(
      answer.status,
      typeof message === 'string' && message.trim() ? message : UPLOAD_MESSAGES.uploadFailed,
    );
  }
  const body = (answer.body ?? {}) as Partial<UploadResponse>;
  if (typeof body.url !== 'string' || body.url === '')
    throw new UploadError(answer.status, COURSE_MESSAGES.uploadMissingUrl);
  onProgress(100);
  return {
    url: body.url,
    mimeType: typeof body.mimeType === 'string' ? body.mimeType : file.type,
    size: typeof body.size === 'number' ? body.size : file.size,
    fileName: typeof body.fileName === 'string' && body.fileName ? body.fileName : file.name,
    visibility: body.visibility === 'public' ? 'public' : 'private',
  };
}

/** Uploads an image (a thumbnail, a question's picture) with progress; resolves with its absolute URL. */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return absoluteUrl((await uploadFile(file, onProgress)).url);
}
