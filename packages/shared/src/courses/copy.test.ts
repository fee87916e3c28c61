import { describe, expect, it } from 'vitest';
import { DB_INT_MAX } from '../fields/copy.ts';
import { CURRICULUM_LESSONS_MAX, LESSON_DURATION_MAX_SEC } from './copy.ts';

describe('curriculum caps', () => {
  it('a full curriculum of the longest lessons still sums to a database integer of seconds', () => {
    expect(CURRICULUM_LESSONS_MAX * LESSON_DURATION_MAX_SEC).toBeLessThanOrEqual(DB_INT_MAX);
  });
});
