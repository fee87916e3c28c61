/**
 * The generated cover of a course (or a library entry, or a live session) without a picture
 * (docs/decisions/121-generated-course-covers.md, revised by 384): a subject icon, chosen from the title, on a
 * two-colour gradient in the brand's teal-to-blue hues, one of a few picked by the id, so covers tell items
 * apart, never clash, and stay the same on every visit. Both colours are dark enough for white at 4.5:1 or more.
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

/**
 * The brand's hues (teal, cyan, emerald, sky, steel blue, deep sea green): every cover sits in this band of
 * the wheel, so two covers side by side never clash.
 */
export const COVER_HUES = [174, 188, 160, 199, 212, 181] as const;
/** The second colour: this many degrees further round, staying in the band. */
const BRAND_HUE_SHIFT = 14;

export function coverColours(courseId: string): CoverColours {
  const hue = COVER_HUES[hash(courseId) % COVER_HUES.length]!;
  const toHue = hue + BRAND_HUE_SHIFT;
  return {
    hue,
    from: css(hue, darkEnough(hue, START_LIGHTNESS)),
    to: css(toHue, darkEnough(toHue, START_LIGHTNESS - DARKER_BY)),
  };
}

/** The subjects a cover can picture, each with the words in a title that name it (first match wins). */
const SUBJECT_WORDS: [CoverSubject, RegExp][] = [
  ['heart', /cardi|\becg|\bekg|heart|arrhythm/i],
  ['brain', /neuro|stroke|brain|epilep|headache/i],
  ['lungs', /respir|lung|asthma|copd|pulmon/i],
  ['mind', /psychiat|mental|psych/i],
  ['microbe', /microbio|infect|bugs?\b|bacteri|virus|viral/i],
  ['pill', /pharma|prescrib|drugs?\b|therapeut/i],
  ['child', /paediatr|pediatr|obstet|gynae|neonat|child/i],
  ['scalpel', /surg|mrcs|anatom/i],
  ['kidney', /renal|kidney|nephro/i],
  ['talk', /communicat|osce|consult|ethic|plab 2|cpsa|station/i],
];
export type CoverSubject =
  | 'heart'
  | 'brain'
  | 'lungs'
  | 'mind'
  | 'microbe'
  | 'pill'
  | 'child'
  | 'scalpel'
  | 'kidney'
  | 'talk'
  | 'exam';

/** The subject a title is about, or 'exam' (a checked clipboard) when no word names one. */
export function coverSubject(title: string): CoverSubject {
  return SUBJECT_WORDS.find(([, words]) => words.test(title))?.[0] ?? 'exam';
}

/** 24 × 24 line drawings of the subjects (stroke, no fill). */
export const SUBJECT_ICONS: Record<CoverSubject, string> = {
  heart:
    'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20zM6 12h3l1.5-3 2 5 1.5-2H18',
  brain:
    'M12 5a3 3 0 0 0-5.6 1.3A3 3 0 0 0 4.5 11a3 3 0 0 0 1.3 4.5A3 3 0 0 0 12 18zM12 5a3 3 0 0 1 5.6 1.3 3 3 0 0 1 1.9 4.7 3 3 0 0 1-1.3 4.5A3 3 0 0 1 12 18zM12 18v2',
  lungs:
    'M12 4v7M12 11l-3-2.5M12 11l3-2.5M8.5 7C6 7 4 11 4 16.5 4 18.5 5 20 7 20s3-1.2 3-3.2V9.5M15.5 7C18 7 20 11 20 16.5c0 2-1 3.5-3 3.5s-3-1.2-3-3.2V9.5',
  mind: 'M9 20v-3.2A7 7 0 1 1 18.6 11l1.4 2.5-1.6.7V16a2 2 0 0 1-2 2h-1.9V20M10 9.5a2 2 0 1 1 3 1.7c-.6.4-1 .8-1 1.5',
  microbe:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1',
  pill: 'M10.6 4.6a4.9 4.9 0 0 1 7 7l-6.2 6.2a4.9 4.9 0 0 1-7-7zM7.5 10.5l6 6',
  child: 'M12 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6.5 20c0-4 2.5-7 5.5-7s5.5 3 5.5 7M9 16.5h6',
  scalpel: 'M4 20l9.5-9.5M13.5 10.5l5-5.5 1 1c.4 3.4-2.3 6.6-6 6.5M4 20l3.5-.8',
  kidney:
    'M15.5 4c2.8 0 4.5 3 4.5 7 0 4.5-2.3 9-6 9-2 0-3-1.2-3-2.8 0-1.4 1.2-2 1.2-3.2S10 12.5 10 11s2.2-2.3 2.2-3.8S13.2 4 15.5 4zM10 11.5H4',
  talk: 'M4 5h16v10H10l-5 4v-4H4zM8 9h8M8 12h5',
  exam: 'M9 3.5h6V6H9zM8 4.5H5.5V20h13V4.5H16M9 13l2 2 4-4',
};
