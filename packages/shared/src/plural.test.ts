import { describe, expect, it } from 'vitest';
import { countLabel, pluralWord } from './plural.ts';

describe('countLabel (no more "1 questions")', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countLabel(1, 'question')).toBe('1 question');
    expect(countLabel(0, 'question')).toBe('0 questions');
    expect(countLabel(2, 'question')).toBe('2 questions');
    expect(countLabel(21, 'lesson')).toBe('21 lessons');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countLabel(1, 'reply', 'replies')).toBe('1 reply');
    expect(countLabel(3, 'reply', 'replies')).toBe('3 replies');
    expect(countLabel(1200, 'learner')).toBe('1,200 learners');
  });

  it('gives the word alone for a count shown apart from it', () => {
    expect(pluralWord(1, 'mark')).toBe('mark');
    expect(pluralWord(1.5, 'minute')).toBe('minutes');
  });
});
