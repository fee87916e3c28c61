import type { ErrorBody } from '@medprep/shared';
import { HttpResponse, http } from 'msw';
import { server } from './server';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request the mock API received, as a test would check it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/courses?page=2`. */
  path: string;
  url: URL;
  /** Path parameters of the handler's pattern (`/api/courses/:slug`). */
  params: Record<string, string | readonly string[] | undefined>;
  /** The parsed JSON body, the FormData of a multipart body, or undefined. */
  body: unknown;
  headers: Headers;
}

/** What a handler answers: a value (sent as JSON with `status`), a Response (sent as is), or a function of the request. */
export type Reply =
  | ((request: RecordedRequest) => unknown)
  | Response
  | object
  | string
  | number
  | boolean
  | null
  | undefined;

export interface Answered {
  /** Every request this handler answered, in order. */
  readonly requests: RecordedRequest[];
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const toResponse = (value: unknown, status: number): Response => {
  if (value instanceof Response) return value;
  if (value === undefined) return new HttpResponse(null, { status: status === 200 ? 204 : status });
  return HttpResponse.json(value as never, { status });
};

/**
 * Declares the API's answer to `method path` for this test (it overrides any earlier answer, and is reset
 * after the test) and records what it receives:
 *
 *   const save = answer('POST', '/api/applications', { application }, { status: 201 });
 *   … await user.click(submit) …
 *   await waitFor(() => expect(save.requests).toHaveLength(1));
 *   expect(save.requests[0].body).toEqual({ … });
 *
 * `reply` may be a function of the request, returning a value or a Response (see `apiError`), or a
 * Promise of one (hold the answer with `deferred()` to test what shows while a request runs).
 */
export function answer(
  method: Method,
  path: `/api/${string}`,
  reply: Reply,
  { status = 200, once = false }: { status?: number; once?: boolean } = {},
): Answered {
  const requests: RecordedRequest[] = [];
  const route = http[method.toLowerCase() as Lowercase<Method>];
  server.use(
    route(
      path,
      async ({ request, params }) => {
        const url = new URL(request.url);
        const recorded: RecordedRequest = {
          method: request.method,
          path: `${url.pathname}${url.search}`,
          url,
          params,
          body: await readBody(request.clone()),
          headers: request.headers,
        };
        requests.push(recorded);
        const value = typeof reply === 'function' ? await reply(recorded) : reply;
        return toResponse(value, status);
      },
      { once },
    ),
  );
  return { requests };
}

/** An error answer in the API's shape `{error, message, fields?}`. */
export function apiError(
  status: number,
  error: string,
  message: string,
  fields?: ErrorBody['fields'],
): Response {
  return HttpResponse.json({ error, message, ...(fields ? { fields } : {}) }, { status });
}

/**
 * Records every request the mock API receives during this test (method and path, e.g. `POST /api/auth/login`),
 * answered or not; for "no request was sent" assertions.
 */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** A promise the test settles itself: hold a handler's answer until `release()` is called. */
export function deferred<T = void>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
