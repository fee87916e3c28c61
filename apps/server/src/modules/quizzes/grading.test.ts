import { cleanAcceptedAnswers, normalizeShortAnswer, optionId, scorePercent } from '@medprep/shared';
import { describe, expect, it } from 'vitest';
import type { SnapshotQuestion } from '../../db/schema/index.ts';
import { gradeAttempt, gradeQuestion, isCorrect } from './grading.ts';

const q = (over: Partial<SnapshotQuestion>): SnapshotQuestion => ({
  id: 'q',
  type: 'mcq',
  prompt: 'P',
  points: 1,
  explanation: '',
  media: [],
  options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: id, media: [] })),
  correctOptionIds: ['B'],
  correctBoolean: null,
  correctText: [],
  topics: [],
  ...over,
});
const a = (over: {
  selectedOptionIds?: string[];
  booleanAnswer?: boolean | null;
  textAnswer?: string | null;
}) => ({
  selectedOptionIds: over.selectedOptionIds ?? [],
  booleanAnswer: over.booleanAnswer ?? null,
  textAnswer: over.textAnswer ?? null,
});

describe('grading', () => {
  it.each([
    ['mcq right', q({}), a({ selectedOptionIds: ['B'] }), true],
    ['mcq wrong', q({}), a({ selectedOptionIds: ['A'] }), false],
    ['mcq empty', q({}), a({}), false],
    [
      'multi exact set',
      q({ type: 'multi', correctOptionIds: ['A', 'C'] }),
      a({ selectedOptionIds: ['C', 'A'] }),
      true,
    ],
    [
      'multi subset',
      q({ type: 'multi', correctOptionIds: ['A', 'C'] }),
      a({ selectedOptionIds: ['A'] }),
      false,
    ],
    [
      'multi superset',
      q({ type: 'multi', correctOptionIds: ['A', 'C'] }),
      a({ selectedOptionIds: ['A', 'B', 'C'] }),
      false,
    ],
    ['boolean true', q({ type: 'boolean', correctBoolean: true }), a({ booleanAnswer: true }), true],
    ['boolean false given', q({ type: 'boolean', correctBoolean: true }), a({ booleanAnswer: false }), false],
    ['boolean unanswered', q({ type: 'boolean', correctBoolean: false }), a({ booleanAnswer: null }), false],
    [
      'short exact',
      q({ type: 'short', correctText: ['Addison disease'] }),
      a({ textAnswer: 'Addison disease' }),
      true,
    ],
    [
      'short case',
      q({ type: 'short', correctText: ['Addison disease'] }),
      a({ textAnswer: 'ADDISON DISEASE' }),
      true,
    ],
    [
      'short spaces',
      q({ type: 'short', correctText: ['Addison disease'] }),
      a({ textAnswer: '  addison \t  disease ' }),
      true,
    ],
    [
      'short NFC',
      q({ type: 'short', correctText: ['Ménière disease'] }),
      a({ textAnswer: 'Me\u0301nie\u0300re disease' }),
      true,
    ],
    [
      'short other accepted',
      q({ type: 'short', correctText: ['Adrenal insufficiency', 'Addison'] }),
      a({ textAnswer: 'addison' }),
      true,
    ],
    ['short wrong', q({ type: 'short', correctText: ['Addison'] }), a({ textAnswer: 'Cushing' }), false],
    ['short blank', q({ type: 'short', correctText: ['Addison'] }), a({ textAnswer: '   ' }), false],
  ])('%s', (_name, question, answer, expected) => {
    expect(isCorrect(question, answer)).toBe(expected);
  });

  it('scores, percent to one decimal, passed at ≥ passPercent', () => {
    const questions = [
      q({ id: '1', points: 2 }),
      q({ id: '2', points: 1, type: 'boolean', correctBoolean: true }),
      q({ id: '3', points: 0, type: 'short', correctText: ['x'] }),
    ];
    const graded = gradeAttempt(
      questions,
      { '1': a({ selectedOptionIds: ['B'] }), '3': a({ textAnswer: 'x' }) },
      66,
    );
    expect(graded).toMatchObject({ score: 2, maxScore: 3, percent: 66.7, passed: true });
    expect(graded.grades['2']).toEqual({ correct: false, earned: 0 });
    expect(graded.grades['3']).toEqual({ correct: true, earned: 0 });
    expect(scorePercent(0, 0)).toBe(0);
    expect(gradeAttempt(questions, {}, 0).passed).toBe(true);
  });

  it('option ids run A…Z, AA, AB…', () => {
    expect([0, 25, 26, 27, 51, 52].map(optionId)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('accepted answers are trimmed, empties dropped and duplicates (normalized) removed', () => {
    expect(cleanAcceptedAnswers(['  Addison ', 'addison', '', '  ', 'ADDISON  ', 'Cushing'])).toEqual([
      'Addison',
      'Cushing',
    ]);
    expect(normalizeShortAnswer('  A  b\u00a0C ')).toBe('a b c');
  });
});

describe('extended matching: each stem graded on its own', () => {
  const emq = q({
    type: 'emq',
    points: 4,
    correctOptionIds: [],
    stems: [
      { id: 's1', prompt: 'One', correctOptionId: 'A', points: 1 },
      { id: 's2', prompt: 'Two', correctOptionId: 'C', points: 2 },
      { id: 's3', prompt: 'Three', correctOptionId: 'D', points: 1 },
    ],
  });
  const withStems = (stemAnswers: Record<string, string>) => ({ ...a({}), stemAnswers });

  it('earns the points of the right stems; the question is right only when every stem is', () => {
    expect(gradeQuestion(emq, withStems({ s1: 'A', s2: 'B' }))).toEqual({
      correct: false,
      earned: 1,
      stems: {
        s1: { correct: true, earned: 1 },
        s2: { correct: false, earned: 0 },
        s3: { correct: false, earned: 0 },
      },
    });
    expect(gradeQuestion(emq, withStems({ s1: 'A', s2: 'C', s3: 'D' }))).toMatchObject({
      correct: true,
      earned: 4,
    });
    expect(gradeQuestion(emq, undefined)).toMatchObject({ correct: false, earned: 0 });
    expect(isCorrect(emq, withStems({ s1: 'A', s2: 'C', s3: 'D' }))).toBe(true);
  });

  it('scores an attempt per stem: 3 of 4 + an mcq right (1) = 4 of 5, 80 %', () => {
    const mcq = q({ id: 'm' });
    const result = gradeAttempt(
      [emq, mcq],
      { q: withStems({ s1: 'A', s2: 'C' }), m: a({ selectedOptionIds: ['B'] }) },
      70,
    );
    expect(result).toMatchObject({ score: 4, maxScore: 5, percent: 80, passed: true });
  });
});
