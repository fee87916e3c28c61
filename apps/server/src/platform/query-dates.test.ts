import { randomUUID } from 'node:crypto';
import { FIELD_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/**
 * Dates in query strings are ISO 8601 date-times with a year 1970–9999, or a 400 on the field; one shared
 * field (`queryDateTime`) reads every one of them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.request({ method: 'GET', url });
const BAD = ['12345', '-1', '2026', '99999-01-01T00:00:00Z', '1969-12-31T23:00:00Z', '2026-02-30T10:00:00Z'];

describe('date query parameters', () => {
  it('live sessions: from=12345 and to=12345 are 400 on the field, not 500', async () => {
    for (const field of ['from', 'to'] as const) {
      for (const bad of BAD) {
        const res = await get(`/api/live-sessions?${field}=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${field}=${bad}`).toBe(400);
        expect(res.json()).toMatchObject({
          error: 'validation_failed',
          fields: { [field]: FIELD_MESSAGES.dateTime(field === 'from' ? 'From' : 'To') },
        });
      }
    }
  });

  it('live sessions: good ISO date-times still work, with Z or an offset', async () => {
    for (const query of [
      'from=2026-03-01T09:00:00Z&to=2026-04-01T09:00:00.000Z',
      `from=${encodeURIComponent('2026-03-01T10:00+01:00')}`,
      'to=9999-12-31T23:59:59Z',
      'from=',
    ]) {
      const res = await get(`/api/live-sessions?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json()).toMatchObject({ page: 1, results: expect.any(Array) });
    }
  });

  it('tutor availability: the same field (a bare date is midnight UTC there)', async () => {
    const unknown = randomUUID();
    for (const field of ['from', 'to'] as const) {
      for (const bad of BAD) {
        const res = await get(`/api/tutors/${unknown}/availability?${field}=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${field}=${bad}`).toBe(400);
        expect(Object.keys(res.json().fields)).toEqual([field]);
      }
    }
    // A good date passes the schema: this tutor does not exist, which is the next answer.
    for (const good of ['2026-03-01', '2026-03-01T09:00:00Z']) {
      const res = await get(`/api/tutors/${unknown}/availability?from=${good}`);
      expect(res.statusCode, good).toBe(404);
    }
  });
});
