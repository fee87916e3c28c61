import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CourseListQuery, readListAddress } from '../courses/index.ts';
import {
  DB_INT_MAX,
  FIELD_MESSAGES,
  hasControlCharacters,
  int,
  limitParam,
  money,
  moneyToMinor,
  pageParam,
  parseQueryDateTime,
  queryDateTime,
  text,
} from './index.ts';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('text', () => {
  it('refuses control characters and unpaired surrogates, naming the field; multiline allows line breaks and tabs', () => {
    const title = text({ max: 10, label: 'Title' });
    for (const bad of ['a\u0000', '\u001b[0m', 'a\u007f', 'a\u0085', 'a\ud800', 'a\nb', 'a\tb']) {
      expect(issues(title, bad)).toEqual(['Title must not contain control characters (such as NUL).']);
    }
    const body = text({ max: 100, multiline: true, label: 'Body' });
    expect(body.parse('line\nline\r\n\tindented')).toBe('line\nline\r\n\tindented');
    expect(issues(body, 'a\u0000')).toHaveLength(1);
    expect(title.parse('  ok 😀 ')).toBe('ok 😀');
    expect(issues(title, 'x'.repeat(11))).toEqual(['Title must be at most 10 characters.']);
    expect(issues(text({ max: 5, min: 1, label: 'Name' }), '   ')).toEqual(['Name is required.']);
    expect(issues(title, 5)).toEqual(['Title must be text.']);
    expect(hasControlCharacters('fine')).toBe(false);
  });
});

describe('int', () => {
  it('accepts whole numbers in bounds only, and refuses bounds past a database integer', () => {
    const n = int({ min: 0, max: 100, label: 'N' });
    expect(n.parse(100)).toBe(100);
    for (const bad of [-1, 101, 1.5, '5', Number.POSITIVE_INFINITY, Number.NaN, null])
      expect(issues(n, bad)).toHaveLength(1);
    expect(() => int({ min: 0, max: DB_INT_MAX + 1 })).toThrow();
  });

  it('page and limit: digits in range, else refused', () => {
    const q = z.object({ page: pageParam(), limit: limitParam(12) });
    expect(q.parse({})).toEqual({ page: 1, limit: 12 });
    expect(q.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    for (const page of ['0', '-1', '1e3', '1.0', ' 1', '99999999999999999999', '10001']) {
      expect(issues(q, { page }), page).toHaveLength(1);
    }
    expect(issues(q, { limit: '51' })).toEqual(['Limit must be between 1 and 50.']);
  });
});

describe('money', () => {
  it('converts plain amounts exactly to minor units', () => {
    expect(moneyToMinor('19.99')).toBe(1999);
    expect(moneyToMinor(19.99)).toBe(1999);
    expect(moneyToMinor(0.1 + 0.2)).toBe(30);
    expect(moneyToMinor('0.5')).toBe(50);
    expect(moneyToMinor('49')).toBe(4900);
    for (const bad of [
      '£49.99',
      'abc',
      '49,99',
      '1e3',
      ' 49',
      '',
      '49.999',
      '-1',
      '.5',
      '5.',
      Number.POSITIVE_INFINITY,
      Number.NaN,
      49.999,
    ]) {
      expect(moneyToMinor(bad), String(bad)).toBeNull();
    }
  });

  it('requires more than 0 unless free is meant, and stays under the ceiling', () => {
    expect(issues(money(), '0')).toEqual(['Price must be more than 0.']);
    expect(money({ allowZero: true }).parse(0)).toBe(0);
    expect(issues(money(), -49.99)).toEqual(['Price cannot be negative.']);
    expect(issues(money(), '100000.01')).toEqual(['Price must be at most 100,000.']);
    expect(money().parse('100000')).toBe(10_000_000);
  });
});

describe('readListAddress', () => {
  it('drops what the server would refuse and caps the size, for the web address bar', () => {
    expect(
      readListAddress(CourseListQuery, { page: '-4', limit: '500', sort: 'cheapest', q: 'heart' }),
    ).toMatchObject({
      page: 1,
      limit: 50,
      sort: 'newest',
      q: 'heart',
    });
  });
});

describe('queryDateTime', () => {
  it('reads ISO 8601 date-times with an offset and a year 1970–9999, and nothing else', () => {
    const from = queryDateTime('From');
    expect(from.parse('2026-03-01T09:00:00Z')).toEqual(new Date('2026-03-01T09:00:00Z'));
    expect(from.parse('2026-03-01t10:00+01:00')).toEqual(new Date('2026-03-01T09:00:00Z'));
    expect(from.parse('2026-03-01T09:00:00.123456789Z')).toEqual(new Date('2026-03-01T09:00:00.123Z'));
    expect(from.parse('1970-01-01T00:00:00Z')).toEqual(new Date(0));
    expect(from.parse(undefined)).toBeUndefined();
    expect(from.parse('')).toBeUndefined();
    for (const bad of [
      '12345',
      '2026',
      '2026-03-01',
      '2026-03-01T09:00',
      '1969-12-31T23:59:59Z',
      '+012345-01-01T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:60:00Z',
      '2026-01-01T10:00:00+25:00',
      'yesterday',
    ]) {
      expect(issues(from, bad), bad).toEqual([FIELD_MESSAGES.dateTime('From')]);
    }
  });

  it('with allowDate, a bare date is midnight UTC', () => {
    expect(parseQueryDateTime('2028-02-29', { allowDate: true })).toEqual(new Date('2028-02-29T00:00:00Z'));
    expect(parseQueryDateTime('2027-02-29', { allowDate: true })).toBeNull();
    expect(parseQueryDateTime('2028-02-29')).toBeNull();
  });
});
