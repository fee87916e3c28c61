import { describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from './copy.ts';
import {
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_MESSAGES,
  questionFromCsvRow,
  questionToCsvRow,
} from './question-csv.ts';
import { QUESTION_CSV_EXAMPLES } from './question-csv-examples.ts';
import { checkQuestionCsvRow } from './question-csv-schemas.ts';

const emqOptions = Object.fromEntries(
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l, i) => [`option_${l}`, `Cause ${i + 1}`]),
);

describe('CSV row → question', () => {
  it('reads an mcq: options in order, one letter, points, topics and an image with its alt text', () => {
    const { question, problems } = questionFromCsvRow({
      type: 'MCQ',
      prompt: ' Which nerve? ',
      points: '2',
      answer: 'b',
      topics: 'Anatomy | Upper limb',
      image_1_url: 'https://example.org/x.png',
      image_1_alt: 'An arm',
      option_A: 'Radial',
      option_B: 'Axillary',
    });
    expect(problems).toEqual([]);
    expect(question).toEqual({
      type: 'mcq',
      prompt: 'Which nerve?',
      points: 2,
      explanation: '',
      topics: ['Anatomy', 'Upper limb'],
      media: [{ kind: 'image', url: 'https://example.org/x.png', alt: 'An arm' }],
      options: [{ text: 'Radial' }, { text: 'Axillary' }],
      correctOptionIds: ['B'],
      correctBoolean: null,
      correctText: [],
    });
  });

  it('reads multi letters, boolean words and short answers separated by |; empty points mean 1', () => {
    const multi = questionFromCsvRow({
      type: 'multi',
      prompt: 'p',
      answer: 'A|C',
      option_A: 'a',
      option_B: 'b',
      option_C: 'c',
    });
    expect(multi.question).toMatchObject({ points: 1, correctOptionIds: ['A', 'C'] });
    expect(questionFromCsvRow({ type: 'boolean', prompt: 'p', answer: 'FALSE' }).question).toMatchObject({
      correctBoolean: false,
    });
    expect(questionFromCsvRow({ type: 'short', prompt: 'p', answer: 'one | two' }).question).toMatchObject({
      correctText: ['one', 'two'],
    });
  });

  it('reads an EMQ: the theme, 8 options, stems with their letter and points', () => {
    const { question, problems } = questionFromCsvRow({
      type: 'emq',
      prompt: 'Chest pain',
      ...emqOptions,
      stem_1: 'Tearing pain',
      stem_1_answer: 'b',
      stem_2: 'Better sitting forward',
      stem_2_answer: 'C',
      stem_2_points: '3',
    });
    expect(problems).toEqual([]);
    expect(question).toMatchObject({
      type: 'emq',
      prompt: 'Chest pain',
      options: Object.values(emqOptions).map((text) => ({ text })),
      stems: [
        { prompt: 'Tearing pain', correctOptionId: 'B', points: 1 },
        { prompt: 'Better sitting forward', correctOptionId: 'C', points: 3 },
      ],
    });
  });

  it('names each bad cell by its column', () => {
    expect(questionFromCsvRow({ type: 'essay', prompt: 'p' }).problems).toEqual([
      { field: 'type', message: QUESTION_CSV_MESSAGES.typeInvalid },
    ]);
    expect(
      questionFromCsvRow({
        type: 'mcq',
        prompt: 'p',
        points: 'two',
        answer: 'A',
        option_A: 'a',
        option_C: 'c',
      }).problems,
    ).toEqual([
      { field: 'option_B', message: QUESTION_CSV_MESSAGES.gap },
      { field: 'points', message: QUESTION_CSV_MESSAGES.wholeNumber },
    ]);
    expect(
      questionFromCsvRow({ type: 'boolean', prompt: 'p', answer: 'yes', option_A: 'a' }).problems,
    ).toEqual([
      { field: 'option_A', message: QUESTION_CSV_MESSAGES.notForType('boolean') },
      { field: 'answer', message: QUESTION_CSV_MESSAGES.booleanAnswer },
    ]);
    expect(
      questionFromCsvRow({ type: 'short', prompt: 'p', answer: 'x', image_1_alt: 'alt' }).problems,
    ).toEqual([{ field: 'image_1_alt', message: QUESTION_CSV_MESSAGES.altWithoutImage }]);
  });

  it('refuses an EMQ with too few options or stems, an unknown letter, or a points cell', () => {
    const few = questionFromCsvRow({
      type: 'emq',
      prompt: 't',
      points: '2',
      option_A: 'a',
      option_B: 'b',
      stem_1: 's',
      stem_1_answer: 'D',
    });
    expect(few.question).toBeNull();
    expect(few.problems).toEqual([
      { field: 'points', message: QUESTION_CSV_MESSAGES.notForType('emq') },
      { field: 'option_C', message: QUESTION_CSV_MESSAGES.emqOptions },
      { field: 'stem_1_answer', message: QUESTION_CSV_MESSAGES.optionUnknown },
      { field: 'stem_2', message: QUESTION_CSV_MESSAGES.emqStems },
    ]);
    expect(
      questionFromCsvRow({
        type: 'emq',
        prompt: 't',
        ...emqOptions,
        stem_1: 's',
        stem_1_answer: 'A',
        stem_2_answer: 'B',
      }).problems,
    ).toEqual([{ field: 'stem_2', message: QUESTION_CSV_MESSAGES.stemPromptRequired }]);
  });
});

describe('checking a row with the builder’s rules', () => {
  it('finds what the builder refuses, by column: an image without alt text, a letter that is no option', () => {
    const result = checkQuestionCsvRow({
      type: 'mcq',
      prompt: 'p',
      answer: 'D',
      option_A: 'a',
      option_B: 'b',
      image_1_url: 'https://example.org/x.png',
    });
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'image_1_alt', message: QUIZ_MESSAGES.altRequired }],
    });
    expect(
      checkQuestionCsvRow({ type: 'mcq', prompt: 'p', answer: 'D', option_A: 'a', option_B: 'b' }),
    ).toEqual({ ok: false, problems: [{ field: 'answer', message: QUIZ_MESSAGES.correctOptionUnknown }] });
    expect(checkQuestionCsvRow({ type: 'mcq', prompt: 'p', answer: 'A', option_A: 'a' })).toEqual({
      ok: false,
      problems: [{ field: 'option_B', message: QUIZ_MESSAGES.optionsTooFew }],
    });
    expect(
      checkQuestionCsvRow({ type: 'multi', prompt: 'p', answer: '', option_A: 'a', option_B: 'b' }),
    ).toEqual({
      ok: false,
      problems: [{ field: 'answer', message: QUIZ_MESSAGES.multiAtLeastOneCorrect }],
    });
  });

  it('passes every template example, EMQ included', () => {
    for (const example of QUESTION_CSV_EXAMPLES) {
      expect(checkQuestionCsvRow(questionToCsvRow(example)).ok).toBe(true);
    }
  });
});

describe('question → CSV row', () => {
  it('writes every column, and reading the row back gives the same question (each type)', () => {
    for (const example of QUESTION_CSV_EXAMPLES) {
      const row = questionToCsvRow(example);
      expect(Object.keys(row)).toEqual(QUESTION_CSV_COLUMNS);
      expect(questionFromCsvRow(row)).toEqual({ question: example, problems: [] });
    }
  });

  it('lays a multi and a short out as an author would type them', () => {
    const [, multi, boolean, short] = QUESTION_CSV_EXAMPLES;
    expect(questionToCsvRow(multi!)).toMatchObject({ answer: 'A|C', points: '2', option_C: 'Bumetanide' });
    expect(questionToCsvRow(boolean!)).toMatchObject({ answer: 'true', option_A: '' });
    expect(questionToCsvRow(short!).answer).toBe('Streptococcus pneumoniae|S. pneumoniae|pneumococcus');
  });
});
