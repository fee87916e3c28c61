import { DEFAULT_CURRENCY } from '../ui.ts';
import {
  EMQ_OPTIONS_MAX,
  EMQ_OPTIONS_MIN,
  EMQ_STEMS_MAX,
  EMQ_STEMS_MIN,
  QUESTION_OPTIONS_MIN,
  type QUESTION_TYPES,
  QUIZ_DEFAULTS,
  QUIZ_MESSAGES,
  type QuizAccessMode,
  SHORT_EXAMPLE_ANSWER,
} from './copy.ts';

/** Option ids A…Z, then AA, AB… (spreadsheet columns): index 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function optionId(index: number): string {
  let n = index + 1;
  let id = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    id = String.fromCharCode(65 + r) + id;
    n = Math.floor((n - 1) / 26);
  }
  return id;
}

/** Short answers are compared after NFC, trimming, collapsing inner spaces and ignoring case. */
export function normalizeShortAnswer(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en-GB').normalize('NFC');
}

/** Accepted answers as stored: trimmed, non-empty, without duplicates (same normalized form). */
export function cleanAcceptedAnswers(answers: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of answers) {
    const value = raw.trim();
    const key = normalizeShortAnswer(value);
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** percent = score / maxScore × 100, one decimal (0 when the quiz has no points). */
export function scorePercent(score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  return Math.round((score / maxScore) * 1000) / 10;
}

/** expiresAt = startedAt + timeLimitSec × (1 + extra-time allowance); null for an untimed quiz. */
export function attemptExpiry(startedAt: Date, timeLimitSec: number, extraTimePercent: number): Date | null {
  if (timeLimitSec <= 0) return null;
  return new Date(startedAt.getTime() + Math.round(timeLimitSec * (100 + extraTimePercent) * 10));
}

/** The access mode a quiz's pricing reads as. */
export function accessModeOf(pricing: { isFree: boolean; includedInMembership: boolean }): QuizAccessMode {
  if (pricing.isFree) return 'free';
  return pricing.includedInMembership ? 'members' : 'paid';
}

/** The quiz's errors as the builder shows them: 'status • message' (or 'Request failed'). */
export function builderErrorText(status: number | undefined, message: string | undefined): string {
  if (!status) return message || QUIZ_MESSAGES.requestFailed;
  return `${status} • ${message || QUIZ_MESSAGES.requestFailed}`;
}

/** The pricing the create form sends for an access mode (free → 0; members and paid keep the price). */
export function pricingFor(
  mode: QuizAccessMode,
  amountMinor: number,
  currencyCode: string = DEFAULT_CURRENCY,
) {
  return {
    isFree: mode === 'free',
    includedInMembership: mode === 'members',
    amountMinor: mode === 'free' ? 0 : amountMinor,
    currency: currencyCode as 'GBP' | 'USD' | 'EUR',
  };
}

/* ---------- Question rules (pure: the builder and the server both use them) ---------- */

/** An image on a question or an option, as a draft holds it (the zod `QuestionMedia` has the same shape). */
export interface QuestionDraftMedia {
  kind: 'image';
  url: string;
  alt: string;
}

/** A question after defaults, before it is stored (what `questionProblems` checks). */
export interface QuestionDraft {
  type: (typeof QUESTION_TYPES)[number];
  prompt: string;
  points: number;
  explanation: string;
  media: QuestionDraftMedia[];
  options: { text: string; media: QuestionDraftMedia[] }[];
  correctOptionIds: string[];
  correctBoolean: boolean | null;
  correctText: string[];
  topics: string[];
  /** Extended matching only (empty for the other types). */
  stems: QuestionDraftStem[];
}

/** One stem of an extended matching question: its own correct option (an option id) and points. */
export interface QuestionDraftStem {
  id: string;
  prompt: string;
  correctOptionId: string;
  points: number;
}

/** An emq's points: the sum of its stems' points. */
export const stemPointsTotal = (stems: readonly { points: number }[]) =>
  stems.reduce((n, s) => n + s.points, 0);

/** The defaults of a new question of this type. */
export function newQuestionDefaults(type: QuestionDraft['type']): QuestionDraft {
  const base = {
    type,
    prompt: '',
    points: QUIZ_DEFAULTS.points,
    explanation: '',
    media: [],
    options: [] as QuestionDraft['options'],
    correctOptionIds: [] as string[],
    correctBoolean: null,
    correctText: [] as string[],
    topics: [],
    stems: [] as QuestionDraftStem[],
  };
  const twoOptions = [
    { text: 'Option A', media: [] },
    { text: 'Option B', media: [] },
  ];
  if (type === 'mcq') return { ...base, options: twoOptions, correctOptionIds: ['A'] };
  if (type === 'multi') return { ...base, options: twoOptions, correctOptionIds: ['A', 'B'] };
  if (type === 'boolean') return { ...base, correctBoolean: true };
  if (type === 'emq') {
    const options = Array.from({ length: EMQ_OPTIONS_MIN }, (_, i) => ({
      text: `Option ${optionId(i)}`,
      media: [],
    }));
    const stems = Array.from({ length: EMQ_STEMS_MIN }, (_, i) => ({
      id: '',
      prompt: `Stem ${i + 1}`,
      correctOptionId: optionId(i),
      points: QUIZ_DEFAULTS.points,
    }));
    return { ...base, options, stems, points: stemPointsTotal(stems) };
  }
  return { ...base, correctText: [SHORT_EXAMPLE_ANSWER] };
}

/** What is wrong with a question, by field path (empty when it can be saved). */
export function questionProblems(q: QuestionDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (q.type === 'mcq' || q.type === 'multi') {
    if (q.options.length < QUESTION_OPTIONS_MIN) problems.options = QUIZ_MESSAGES.optionsTooFew;
    q.options.forEach((o, i) => {
      if (!o.text.trim() && o.media.length === 0)
        problems[`options.${i}.text`] = QUIZ_MESSAGES.optionTextRequired;
    });
    const ids = new Set(q.options.map((_, i) => optionId(i)));
    const correct = new Set(q.correctOptionIds);
    if ([...correct].some((id) => !ids.has(id)))
      problems.correctOptionIds = QUIZ_MESSAGES.correctOptionUnknown;
    else if (q.type === 'mcq' && correct.size !== 1) problems.correctOptionIds = QUIZ_MESSAGES.mcqOneCorrect;
    else if (q.type === 'multi' && correct.size < 1)
      problems.correctOptionIds = QUIZ_MESSAGES.multiAtLeastOneCorrect;
  }
  if (q.type === 'emq') {
    if (q.options.length < EMQ_OPTIONS_MIN) problems.options = QUIZ_MESSAGES.emqOptionsTooFew;
    if (q.options.length > EMQ_OPTIONS_MAX) problems.options = QUIZ_MESSAGES.emqOptionsTooMany;
    q.options.forEach((o, i) => {
      if (!o.text.trim() && o.media.length === 0)
        problems[`options.${i}.text`] = QUIZ_MESSAGES.optionTextRequired;
    });
    if (q.stems.length < EMQ_STEMS_MIN) problems.stems = QUIZ_MESSAGES.emqStemsTooFew;
    if (q.stems.length > EMQ_STEMS_MAX) problems.stems = QUIZ_MESSAGES.emqStemsTooMany;
    const ids = new Set(q.options.map((_, i) => optionId(i)));
    q.stems.forEach((s, i) => {
      if (!s.prompt.trim()) problems[`stems.${i}.prompt`] = QUIZ_MESSAGES.stemPromptRequired;
      if (!ids.has(s.correctOptionId))
        problems[`stems.${i}.correctOptionId`] = QUIZ_MESSAGES.stemAnswerUnknown;
    });
  }
  if (q.type === 'boolean' && q.correctBoolean === null)
    problems.correctBoolean = QUIZ_MESSAGES.booleanRequired;
  if (q.type === 'short' && q.correctText.length === 0)
    problems.correctText = QUIZ_MESSAGES.shortAnswerRequired;
  return problems;
}
