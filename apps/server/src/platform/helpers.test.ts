import { describe, expect, it } from 'vitest';
import { pageOffset, pageWindow, toPage } from './pagination.ts';
import { containsPattern, escapeLike, one, oneOrThrow } from './sql.ts';

describe('pagination', () => {
  it('asks for one row more than the page and tells whether another page follows', () => {
    expect(pageOffset({ page: 1, limit: 12 })).toBe(0);
    expect(pageWindow({ page: 3, limit: 10 })).toEqual({ limit: 11, offset: 20 });
    const full = toPage([1, 2, 3], { page: 1, limit: 2 }, { total: 3, map: (n) => n * 10 });
    expect(full).toEqual({ items: [10, 20], meta: { page: 1, limit: 2, hasNextPage: true, total: 3 } });
    const last = toPage(['a'], { page: 2, limit: 2 });
    expect(last).toEqual({ items: ['a'], meta: { page: 2, limit: 2, hasNextPage: false } });
  });
});

describe('sql helpers', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });

  it('reads one row, or throws the given error when there is none', async () => {
    expect(await one(Promise.resolve([{ id: 1 }, { id: 2 }]))).toEqual({ id: 1 });
    expect(await one(Promise.resolve([]))).toBeUndefined();
    await expect(oneOrThrow(Promise.resolve([]), () => new Error('none'))).rejects.toThrow('none');
  });
});
