import { Writable } from 'node:stream';
import {
  CURRICULUM_LESSONS_MAX,
  CURRICULUM_MESSAGES,
  CURRICULUM_SECTIONS_MAX,
  GENERIC_ERROR_MESSAGES,
} from '@medprep/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createUser } from '../db/factories.ts';
import {
  buildTestApp,
  createTestDatabase,
  type SignedIn,
  type TestApp,
  testConfig,
} from '../test/helpers.ts';

let t: TestApp;
let admin: SignedIn;
let instructor: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin');
  instructor = await t.signIn('instructor');
});
afterAll(() => t.close());

const expectErrorShape = (res: { statusCode: number; json(): unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toEqual({
    error: expect.any(String),
    message: expect.any(String),
    ...('fields' in body ? { fields: expect.any(Object) } : {}),
  });
  return body as { error: string; message: string; fields?: Record<string, string> };
};

describe('errors Fastify raises leave in the one shape', () => {
  it('a malformed address is 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/courses/%E0%A4%A' });
    expect(expectErrorShape(res, 400)).toEqual({
      error: 'bad_request',
      message: GENERIC_ERROR_MESSAGES.badUrl,
    });
  });

  it('an unknown route, or a known path with another method, is 404', async () => {
    expect(expectErrorShape(await t.request({ method: 'GET', url: '/api/nothing-here' }), 404).error).toBe(
      'not_found',
    );
    expect(expectErrorShape(await t.request({ method: 'DELETE', url: '/api/health' }), 404).error).toBe(
      'not_found',
    );
  });

  it('a path parameter past maxParamLength is 414', async () => {
    const res = await t.request({ method: 'GET', url: `/api/courses/${'a'.repeat(600)}` });
    expect(expectErrorShape(res, 414)).toEqual({
      error: 'uri_too_long',
      message: GENERIC_ERROR_MESSAGES.uriTooLong,
    });
  });

  it('malformed JSON is 400, an empty one names the required fields; another content type is 415; too large is 413', async () => {
    const post = (payload: string, type = 'application/json') =>
      t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload });
    expect(expectErrorShape(await post('{"email":'), 400).message).toBe(GENERIC_ERROR_MESSAGES.invalidJson);
    expect(expectErrorShape(await post('{"__proto__":{"x":1}}'), 400).error).toBe('bad_request');
    // An empty body is read as {}: the fields the route needs are named.
    expect(Object.keys(expectErrorShape(await post(''), 400).fields ?? {}).sort()).toEqual([
      'email',
      'password',
    ]);
    expect(expectErrorShape(await post('email=a', 'text/plain'), 415).message).toBe(
      GENERIC_ERROR_MESSAGES.unsupportedMediaType,
    );
    expect(expectErrorShape(await post('x', 'application/x-www-form-urlencoded'), 415).error).toBe(
      'unsupported_media_type',
    );
    const big = await post(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(expectErrorShape(big, 413).error).toBe('payload_too_large');
  });
});

/** The OpenAPI document, with its component references resolved. */
async function operations() {
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema: unknown }> } }>
    >;
    components?: { schemas?: Record<string, unknown> };
  };
  const resolve = (schema: unknown): Record<string, unknown> => {
    const s = schema as Record<string, unknown>;
    if (s && typeof s.$ref === 'string') return resolve(doc.components?.schemas?.[s.$ref.split('/').pop()!]);
    return s ?? {};
  };
  /** Paths to every string field of a body schema, with a sample body carrying NUL in that field alone. */
  const stringFields = (schema: unknown, prefix: string[] = []): string[][] => {
    const s = resolve(schema);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(s[key])) return (s[key] as unknown[]).flatMap((x) => stringFields(x, prefix));
    }
    if (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'))) return [prefix];
    if (s.type === 'array' && s.items) return stringFields(s.items, [...prefix, '0']);
    if (s.type === 'object' && s.properties) {
      return Object.entries(s.properties as Record<string, unknown>).flatMap(([k, v]) =>
        stringFields(v, [...prefix, k]),
      );
    }
    return [];
  };
  const result: { method: string; url: string; fields: string[][] }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      result.push({
        method: method.toUpperCase(),
        url,
        fields: stringFields(schema).filter((f) => f.length),
      });
    }
  }
  return result;
}

const withValue = (path: string[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  return /^\d+$/.test(head) ? [withValue(rest, value)] : { [head]: withValue(rest, value) };
};

describe('control characters are refused in every text field of every endpoint', () => {
  it('a NUL byte in any string field of any JSON body is 400 naming the field, as a guest and as an admin', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(10);
    let checked = 0;
    for (const op of ops) {
      for (const field of op.fields) {
        const name = field.join('.');
        for (const token of [admin.token, undefined]) {
          const res = await t.request({
            method: op.method as 'POST',
            url: op.url,
            payload: withValue(field, `x\u0000${name}`) as object,
            token,
          });
          if (!token && (res.statusCode === 401 || res.statusCode === 403)) continue; // refused before reading
          expect(res.statusCode, `${op.method} ${op.url} ${name}`).toBe(400);
          expect(Object.keys(res.json().fields), `${op.method} ${op.url} ${name}`).toContain(name);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('in a query string, a path parameter, and a single-line field: escape, DEL, C1, unpaired surrogate, line break', async () => {
    const q = await t.request({ method: 'GET', url: '/api/courses?q=a%00b' });
    expect(expectErrorShape(q, 400).fields).toHaveProperty('q');
    const path = await t.request({ method: 'GET', url: '/api/courses/a%00b' });
    expect(expectErrorShape(path, 400).fields).toHaveProperty('slug');
    for (const bad of ['a\u001bb', 'a\u007f', 'a\u0085', 'a\ud800', 'line\nbreak', 'tab\there']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/instructor/courses',
        token: instructor.token,
        payload: { title: bad },
      });
      expect(expectErrorShape(res, 400).fields, JSON.stringify(bad)).toEqual({
        title: expect.stringContaining('control characters'),
      });
    }
  });

  it('register and login with a NUL in the email or password answer 400, never 500', async () => {
    for (const payload of [
      { name: 'N', email: 'nul\u0000@example.com', password: 'long enough password' },
      { name: 'N', email: 'nul@example.com', password: 'long enough\u0000password' },
      { name: 'N\u0000', email: 'nul@example.com', password: 'long enough password' },
    ]) {
      for (const url of ['/api/auth/register', '/api/auth/login']) {
        const res = await t.request({ method: 'POST', url, payload });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      }
    }
  });
});

describe('numbers past their bounds', () => {
  it('page and limit must be whole numbers in range, written in digits', async () => {
    for (const query of [
      'page=1e999',
      'page=99999999999999999999',
      'page=-1',
      'page=0',
      'page=1.5',
      'page=10001',
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/courses?${query}` });
      expect(expectErrorShape(res, 400).fields, query).toHaveProperty('page');
    }
    for (const query of [
      'limit=1e999',
      'limit=99999999999999999999',
      'limit=-5',
      'limit=0',
      'limit=51',
      'limit=abc',
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/courses?${query}` });
      expect(expectErrorShape(res, 400).fields, query).toHaveProperty('limit');
    }
    const ok = await t.request({ method: 'GET', url: '/api/courses?page=2&limit=50' });
    expect(ok.json().meta).toMatchObject({ page: 2, limit: 50 });
  });

  it('a lesson duration over a day, negative, fractional, a string, huge or 1e999 is 400 on durationSec', async () => {
    const course = (
      await t.request({
        method: 'POST',
        url: '/api/instructor/courses',
        token: instructor.token,
        payload: { title: 'Bounds' },
      })
    ).json().course;
    const lesson = (durationSec: string) =>
      `{"title":"Intro","youtubeUrl":"https://youtu.be/dQw4w9WgXcQ","durationSec":${durationSec}}`;
    for (const value of [
      '86401',
      '-1',
      '1.5',
      '"60"',
      '2147483648',
      '99999999999999999999',
      '1e999',
      'null',
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/instructor/courses/${course.id}/lesson`,
        token: instructor.token,
        headers: { 'content-type': 'application/json' },
        payload: lesson(value),
      });
      expect(expectErrorShape(res, 400).fields, value).toHaveProperty('durationSec');
    }
  });
});

describe('prices', () => {
  let courseId: string;
  beforeAll(async () => {
    courseId = (
      await t.request({
        method: 'POST',
        url: '/api/instructor/courses',
        token: instructor.token,
        payload: { title: 'Priced' },
      })
    ).json().course.id;
  });
  const price = (payload: string) =>
    t.request({
      method: 'PATCH',
      url: `/api/instructor/courses/${courseId}/pricing`,
      token: instructor.token,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses every spelling that is not a plain amount with at most two decimals, and never makes it free', async () => {
    await price('{"amountMajor":"12.34","currency":"GBP"}');
    const spellings = [
      '"£49.99"',
      '"abc"',
      '-49.99',
      '"-49.99"',
      '"Infinity"',
      '1e999',
      '"49,99"',
      '"1e3"',
      '" 49"',
      '""',
      '49.999',
      '"49.999"',
      '100000.01',
      'null',
      'true',
      '[]',
    ];
    for (const amount of spellings) {
      const res = await price(`{"amountMajor":${amount},"currency":"GBP"}`);
      expect(expectErrorShape(res, 400).fields, amount).toHaveProperty('amountMajor');
    }
    const after = (
      await t.request({ method: 'GET', url: `/api/instructor/courses/${courseId}`, token: instructor.token })
    ).json();
    expect(after.course.pricing).toMatchObject({ amountMinor: 1234, isFree: false });
  });

  it('converts plain amounts exactly, allows 0 as free, and accepts only GBP, USD and EUR', async () => {
    for (const [amount, minor] of [
      ['"19.99"', 1999],
      ['19.99', 1999],
      ['"0.1"', 10],
      ['1.1', 110],
      ['"100000"', 10_000_000],
      ['0', 0],
    ] as const) {
      const res = await price(`{"amountMajor":${amount},"currency":"USD"}`);
      expect(res.statusCode, amount).toBe(200);
      expect(res.json().course.pricing.amountMinor, amount).toBe(minor);
    }
    for (const currency of ['"JPY"', '"gbp"', '""', 'null']) {
      const res = await price(`{"amountMajor":"5","currency":${currency}}`);
      expect(expectErrorShape(res, 400).fields, currency).toEqual({
        currency: 'Currency must be GBP, USD or EUR.',
      });
    }
    expect(expectErrorShape(await price('{"amountMajor":"5"}'), 400).fields).toHaveProperty('currency');
  });
});

describe('curriculum caps', () => {
  const video = (i: number) => ({
    title: `Lesson ${i}`,
    type: 'video',
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    durationSec: 60,
  });
  const put = (courseId: string, sections: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/instructor/courses/${courseId}/curriculum`,
      token: instructor.token,
      payload: { sections },
    });

  it('refuses 100 sections of 150 lessons with 400', async () => {
    const course = (
      await t.request({
        method: 'POST',
        url: '/api/instructor/courses',
        token: instructor.token,
        payload: { title: 'Huge' },
      })
    ).json().course;
    const sections = Array.from({ length: 100 }, (_, s) => ({
      title: `S${s}`,
      lessons: Array.from({ length: 150 }, (_, l) => video(l)),
    }));
    const res = await put(course.id, sections);
    expect(expectErrorShape(res, 400).fields).toHaveProperty('sections');
    const tooMany = Array.from({ length: 10 }, (_, s) => ({
      title: `S${s}`,
      lessons: Array.from({ length: 51 }, (_, l) => video(l)),
    }));
    expect(expectErrorShape(await put(course.id, tooMany), 400).fields).toEqual({
      sections: CURRICULUM_MESSAGES.tooManyLessons,
    });
  });

  it(`saves ${CURRICULUM_SECTIONS_MAX} × 10 lessons and reads them back in order; a second save keeps ids and reorders`, async () => {
    const course = (
      await t.request({
        method: 'POST',
        url: '/api/instructor/courses',
        token: instructor.token,
        payload: { title: 'Capped' },
      })
    ).json().course;
    const per = CURRICULUM_LESSONS_MAX / CURRICULUM_SECTIONS_MAX;
    const sections = Array.from({ length: CURRICULUM_SECTIONS_MAX }, (_, s) => ({
      title: `Section ${s}`,
      lessons: Array.from({ length: per }, (_, l) => ({
        ...video(s * per + l),
        ...(l === 1 ? { type: 'text', youtubeUrl: null, textContent: 'Line one\nLine two' } : {}),
      })),
    }));
    const res = await put(course.id, sections);
    expect(res.statusCode).toBe(200);
    const saved = res.json().course;
    expect(saved.sections.map((s: { title: string }) => s.title)).toEqual(sections.map((s) => s.title));
    expect(
      saved.sections.flatMap((s: { lessons: { title: string }[] }) => s.lessons.map((l) => l.title)),
    ).toEqual(sections.flatMap((s) => s.lessons.map((l) => l.title)));
    expect(saved.sections[0].lessons[1]).toMatchObject({
      type: 'text',
      textContent: 'Line one\nLine two',
      youtubeUrl: null,
    });
    expect(saved.lessonCount).toBe(CURRICULUM_LESSONS_MAX);
    expect(saved.totalDurationSec).toBe(CURRICULUM_LESSONS_MAX * 60);

    // Reverse the sections, move the first lesson to the last section, drop one section and add one.
    type Saved = {
      id: string;
      title: string;
      lessons: {
        id: string;
        title: string;
        type: string;
        youtubeUrl: string | null;
        textContent: string | null;
        durationSec: number;
      }[];
    };
    const current = saved.sections as Saved[];
    const moved = current[0]!.lessons[0]!;
    const next = [...current.slice(1).reverse(), { title: 'New section', lessons: [video(9999)] }].map(
      (s) => ({
        ...('id' in s ? { id: s.id } : {}),
        title: s.title,
        lessons: s.lessons.map((l) => ({ ...l, quizId: null })),
      }),
    );
    next.at(-2)!.lessons.push({ ...moved, title: 'Moved', quizId: null });
    const again = await put(course.id, next);
    expect(again.statusCode).toBe(200);
    const after = again.json().course.sections as Saved[];
    expect(after.map((s) => s.title)).toEqual(next.map((s) => s.title));
    expect(after.at(-2)!.lessons.at(-1)).toMatchObject({ id: moved.id, title: 'Moved' });
    expect(after.slice(0, -1).map((s) => s.id)).toEqual(next.slice(0, -1).map((s) => s.id));
    expect(after.flatMap((s) => s.lessons)).toHaveLength(CURRICULUM_LESSONS_MAX - per + 2);
  });

  it('refuses an id that appears twice', async () => {
    const course = (
      await t.request({
        method: 'POST',
        url: '/api/instructor/courses',
        token: instructor.token,
        payload: { title: 'Twice' },
      })
    ).json().course;
    const first = (await put(course.id, [{ title: 'A', lessons: [video(1)] }])).json().course;
    const lesson = { ...first.sections[0].lessons[0], quizId: null };
    const res = await put(course.id, [{ id: first.sections[0].id, title: 'A', lessons: [lesson, lesson] }]);
    expect(expectErrorShape(res, 400).fields).toEqual({
      'sections.0.lessons.1.id': CURRICULUM_MESSAGES.duplicateId,
    });
  });
});

describe('the log', () => {
  it('holds no query string, token, email, password, hash or SQL parameter, even for a database error', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { level: 'info', stream: { write: (line: string) => void stream.write(line) } },
      serveWeb: false,
    });
    const secretEmail = 'secret.person@example.com';
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secrethashvalue';
    const secretPassword = 'my secret password';
    app.get('/api/test/db-error', { config: { access: 'public' }, schema: { hide: true } }, async () => {
      await database.db.execute(sql`select ${`${secretEmail}\u0000${secretHash}`}::text as x`);
      return {};
    });
    await app.ready();
    try {
      const user = await createUser(database.db, { email: 'logged.user@example.com' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'correct-horse-battery-staple' },
      });
      const token = login.json().accessToken as string;
      const failed = await app.inject({
        method: 'GET',
        url: `/api/test/db-error?token=query-secret&email=${encodeURIComponent(secretEmail)}`,
        headers: { authorization: `Bearer ${token}`, cookie: 'rt=cookie-secret' },
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: 'internal', message: GENERIC_ERROR_MESSAGES.internal });
      const nul = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'N', email: `x\u0000${secretEmail}`, password: secretPassword },
      });
      expect(nul.statusCode).toBe(400);
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'N', email: secretEmail.replace('secret', 'new'), password: secretPassword },
      });

      const log = lines.join('');
      for (const secret of [
        secretEmail,
        'secrethashvalue',
        secretPassword,
        'query-secret',
        'cookie-secret',
        token,
        user.email,
        'new.person',
        '$argon2id',
      ]) {
        expect(log, secret).not.toContain(secret);
      }
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const error = entries.find((e) => e.msg === 'unhandled error') as {
        err: { type: string; code?: string };
        route: string;
        reqId: string;
      };
      expect(error).toMatchObject({ route: '/api/test/db-error', reqId: failed.headers['x-request-id'] });
      expect(error.err.type).toBe('DatabaseError');
      expect(error.err.code).toMatch(/^[0-9A-Z]{5}$/);
      const incoming = entries.find(
        (e) => e.msg === 'incoming request' && e.reqId === failed.headers['x-request-id'],
      );
      expect(incoming?.req).toEqual({ method: 'GET', route: '/api/test/db-error' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
