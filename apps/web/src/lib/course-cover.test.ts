import { describe, expect, it } from 'vitest';
import {
  COVER_HUES,
  COVER_MIN_CONTRAST,
  contrastWithWhite,
  coverColours,
  coverSubject,
  hslToRgb,
} from './course-cover';

const parse = (css: string) => {
  const [h, s, l] = css.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  return hslToRgb(h, s, l);
};

describe('generated course covers', () => {
  it('gives the same course the same colours, and picks among the brand’s hues only', () => {
    expect(coverColours('course-1')).toEqual(coverColours('course-1'));
    const ids = Array.from({ length: 60 }, (_, i) => `course-${i}`);
    const hues = new Set(ids.map((id) => coverColours(id).hue));
    expect(hues.size).toBeGreaterThan(3);
    // Teal to steel blue: no reds, yellows or purples beside each other on a page.
    for (const id of ids) {
      const { hue, to } = coverColours(id);
      expect(COVER_HUES).toContain(hue);
      const toHue = Number(to.match(/[\d.]+/)![0]);
      expect(toHue).toBeGreaterThanOrEqual(155);
      expect(toHue).toBeLessThanOrEqual(230);
    }
  });

  it('keeps white text at 4.5:1 or more on both ends of the gradient, whatever the hue', () => {
    for (let i = 0; i < 500; i += 1) {
      const { from, to } = coverColours(`id-${i}`);
      expect(contrastWithWhite(parse(from))).toBeGreaterThanOrEqual(COVER_MIN_CONTRAST);
      expect(contrastWithWhite(parse(to))).toBeGreaterThanOrEqual(COVER_MIN_CONTRAST);
    }
  });

  it('pictures the subject a title names, and an exam clipboard when it names none', () => {
    expect(coverSubject('MRCP Part 1 Cardiology')).toBe('heart');
    expect(coverSubject('ECG basics')).toBe('heart');
    expect(coverSubject('MRCP Part 2 Neurology')).toBe('brain');
    expect(coverSubject('USMLE Step 1 Microbiology: High-Yield Bugs')).toBe('microbe');
    expect(coverSubject('PLAB 2 communication stations')).toBe('talk');
    expect(coverSubject('UKMLA Psychiatry')).toBe('mind');
    expect(coverSubject('PLAB 1 Foundations: How to Approach Single Best Answer Questions')).toBe('exam');
  });
});
