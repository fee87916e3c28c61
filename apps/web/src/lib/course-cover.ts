/**
 * The generated cover of a course without a thumbnail (docs/decisions/121-generated-course-covers.md): the
 * title's initials on a two-colour gradient whose hue comes from the course id, so covers tell courses apart
 * and stay the same on every visit. Both colours are dark enough for white text at 4.5:1 or more.
 */

/** A 32-bit FNV-1a hash of the id: the same id, the same hue. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** HSL (0–360, 0–100, 0–100) to sRGB channels 0–255. */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of white text on the colour. */
export const contrastWithWhite = (rgb: [number, number, number]) => 1.05 / (luminance(rgb) + 0.05);

/** The least contrast the cover's text may have against either end of the gradient. */
export const COVER_MIN_CONTRAST = 4.5;
const SATURATION = 60;
const START_LIGHTNESS = 42;
/** The second colour of the gradient: this many degrees round the wheel, a little darker. */
const HUE_SHIFT = 35;
const DARKER_BY = 8;

/** The lightest lightness at or below `start` where white text reaches the contrast, with a small margin. */
function darkEnough(hue: number, start: number): number {
  let l = start;
  while (l > 10 && contrastWithWhite(hslToRgb(hue, SATURATION, l)) < COVER_MIN_CONTRAST + 0.1) l -= 1;
  return l;
}

const css = (h: number, l: number) => `hsl(${h} ${SATURATION}% ${l}%)`;

export interface CoverColours {
  hue: number;
  from: string;
  to: string;
}

/** Hues come in this many steps round the wheel: neighbours on a page are then clearly different colours. */
export const COVER_HUE_STEPS = 12;

export function coverColours(courseId: string): CoverColours {
  const hue = (hash(courseId) % COVER_HUE_STEPS) * (360 / COVER_HUE_STEPS);
  const toHue = (hue + HUE_SHIFT) % 360;
  return {
    hue,
    from: css(hue, darkEnough(hue, START_LIGHTNESS)),
    to: css(toHue, darkEnough(toHue, START_LIGHTNESS - DARKER_BY)),
  };
}

/** Up to two letters: the first letters of the title's first two words that start with a letter or digit. */
export function coverInitials(title: string): string {
  const words = title
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase('en-GB') || '?';
}
