import { CourseListQuery, InstructorCourseListQuery, readListAddress } from '@medprep/shared';
import { COURSE_LEVELS, COURSE_SORTS, COURSE_STATUSES, MAX_PAGE_SIZE } from '@medprep/shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueSearch,
  instructorSearch,
  readCatalogueFilters,
  readInstructorFilters,
} from './url-filters';

const params = (query: string) => new URLSearchParams(query);
/** The zod reading the parser replaces: the server's schemas through readListAddress. */
const withSchema = (schema: typeof CourseListQuery | typeof InstructorCourseListQuery, query: string) =>
  readListAddress(schema, Object.fromEntries(params(query).entries()));

/** Values a person might leave in an address bar, valid and not. */
const value = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1',
    '2',
    '12',
    '50',
    '51',
    '60',
    '6e1',
    ' 7',
    '7 ',
    '-1',
    '1.0',
    '10000',
    '10001',
    '999999999999999999999',
    'true',
    'false',
    'yes',
    'NaN',
    'x'.repeat(100),
    'x'.repeat(101),
    'y'.repeat(200),
    ` ${'z'.repeat(200)} `,
    'y'.repeat(201),
    'card\u0000io',
    'tab\there',
    '  cardiology  ',
    ...COURSE_LEVELS,
    ...COURSE_SORTS,
    ...COURSE_STATUSES,
  ),
  fc.string({ maxLength: 8 }),
  fc.nat({ max: 100_000 }).map(String),
);
const keys = ['q', 'level', 'isFree', 'sort', 'category', 'page', 'limit', 'status', 'other'];
const query = fc
  .array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 8 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('list filters from the address, without zod', () => {
  it('read the catalogue as the server’s schema does, for any address', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(readCatalogueFilters(params(q))).toEqual(withSchema(CourseListQuery, q));
      }),
      { numRuns: 2000 },
    );
  });

  it('read the instructor list as the server’s schema does, for any address', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(readInstructorFilters(params(q))).toEqual(withSchema(InstructorCourseListQuery, q));
      }),
      { numRuns: 2000 },
    );
  });

  it('drop what the server would refuse and keep the rest', () => {
    expect(
      readCatalogueFilters(params('q=%20heart%20&level=expert&isFree=1&sort=rating&page=0&limit=7')),
    ).toEqual({
      q: 'heart',
      level: undefined,
      isFree: true,
      sort: 'rating',
      category: undefined,
      page: 1,
      limit: 7,
    });
    expect(readCatalogueFilters(params(''))).toEqual({ sort: 'newest', page: 1, limit: 12 });
    expect(readCatalogueFilters(params('limit=500&page=3')).limit).toBe(MAX_PAGE_SIZE);
    expect(readCatalogueFilters(params('q=a%00b')).q).toBeUndefined();
    expect(readInstructorFilters(params('status=archived&status=draft&page=2'))).toEqual({
      status: 'draft',
      page: 2,
      limit: 12,
    });
  });

  it('write back only what differs from the defaults, and read it back the same', () => {
    const filters = readCatalogueFilters(params('q=ecg&isFree=false&sort=popular&page=2&limit=24'));
    const search = catalogueSearch(filters);
    expect(search).toEqual({ q: 'ecg', isFree: 'false', sort: 'popular', page: '2', limit: '24' });
    expect(readCatalogueFilters(new URLSearchParams(search))).toEqual(filters);
    expect(catalogueSearch(readCatalogueFilters(params('')))).toEqual({});
    const mine = readInstructorFilters(params('status=published&q=x'));
    expect(instructorSearch(mine)).toEqual({ status: 'published', q: 'x' });
  });
});
