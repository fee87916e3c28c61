import { describe, expect, it } from 'vitest';
import { newQuestionDefaults, type QuestionDraft } from './rules.ts';
import { startsNewVersion } from './versions.ts';

const mcq: QuestionDraft = {
  ...newQuestionDefaults('mcq'),
  prompt: 'Which nerve?',
  options: [
    { text: 'Radial', media: [] },
    { text: 'Ulnar', media: [{ kind: 'image', url: '/api/files/u.png', alt: 'Ulnar nrve' }] },
  ],
  correctOptionIds: ['A'],
};

describe('startsNewVersion', () => {
  it('keeps the version for points, explanation, topics, alt text and whitespace', () => {
    const same = (patch: Partial<QuestionDraft>) => startsNewVersion(mcq, { ...mcq, ...patch });
    expect(same({ points: 3, explanation: 'Fixed a typo', topics: ['Anatomy'] })).toBe(false);
    expect(same({ prompt: ' Which  nerve? ' })).toBe(false);
    expect(
      same({
        options: [
          mcq.options[0]!,
          { text: 'Ulnar', media: [{ kind: 'image', url: '/api/files/u.png', alt: 'Ulnar nerve' }] },
        ],
      }),
    ).toBe(false);
  });

  it('starts one for the type, the prompt, the options, their order or images, and the key', () => {
    const changed = (patch: Partial<QuestionDraft>) => startsNewVersion(mcq, { ...mcq, ...patch });
    expect(changed({ type: 'multi' })).toBe(true);
    expect(changed({ prompt: 'Which nerve is not?' })).toBe(true);
    expect(changed({ options: [...mcq.options].reverse() })).toBe(true);
    expect(changed({ options: [mcq.options[0]!, { text: 'Ulnar', media: [] }] })).toBe(true);
    expect(changed({ correctOptionIds: ['B'] })).toBe(true);
  });

  it('compares accepted short answers as grading does, and EMQ stems by id, prompt and correct option', () => {
    const short = { ...newQuestionDefaults('short'), prompt: 'Name it', correctText: ['Aspirin', 'ASA'] };
    expect(startsNewVersion(short, { ...short, correctText: ['asa', 'aspirin '] })).toBe(false);
    expect(startsNewVersion(short, { ...short, correctText: ['Aspirin'] })).toBe(true);
    const emq = {
      ...newQuestionDefaults('emq'),
      stems: [
        { id: 's1', prompt: 'One', correctOptionId: 'A', points: 1 },
        { id: 's2', prompt: 'Two', correctOptionId: 'B', points: 1 },
      ],
    };
    const stems = (i: number, patch: object) => emq.stems.map((s, n) => (n === i ? { ...s, ...patch } : s));
    expect(startsNewVersion(emq, { ...emq, stems: stems(1, { points: 3 }) })).toBe(false);
    expect(startsNewVersion(emq, { ...emq, stems: stems(1, { correctOptionId: 'C' }) })).toBe(true);
    expect(startsNewVersion(emq, { ...emq, stems: stems(0, { prompt: 'Uno' }) })).toBe(true);
    expect(startsNewVersion(emq, { ...emq, stems: emq.stems.slice(0, 1) })).toBe(true);
  });
});
