import { describe, expect, it } from 'vitest';
import { COVER_MIN_CONTRAST, contrastWithWhite, coverColours, coverInitials, hslToRgb } from './course-cover';

const parse = (css: string) => {
  const [h, s, l] = css.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  return hslToRgb(h, s, l);
};

describe('generated course covers', () => {
  it('gives the same course the same colours and different courses different hues', () => {
    expect(coverColours('course-1')).toEqual(coverColours('course-1'));
    const hues = new Set(
      ['a1b2', 'c3d4', 'e5f6', '0f9e', '1234', '5678', '9abc', 'def0'].map((id) => coverColours(id).hue),
    );
    expect(hues.size).toBeGreaterThan(5);
  });

  it('keeps white text at 4.5:1 or more on both ends of the gradient, whatever the hue', () => {
    for (let i = 0; i < 500; i += 1) {
      const { from, to } = coverColours(`id-${i}`);
      expect(contrastWithWhite(parse(from))).toBeGreaterThanOrEqual(COVER_MIN_CONTRAST);
      expect(contrastWithWhite(parse(to))).toBeGreaterThanOrEqual(COVER_MIN_CONTRAST);
    }
  });

  it('shows the first letters of the first two words', () => {
    expect(coverInitials('MRCP Part 1 Cardiology')).toBe('MP');
    expect(coverInitials('  ecg   basics')).toBe('EB');
    expect(coverInitials('(PLAB) 2')).toBe('P2');
    expect(coverInitials('Émergency')).toBe('É');
    expect(coverInitials('')).toBe('?');
  });
});
