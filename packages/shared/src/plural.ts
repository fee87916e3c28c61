/**
 * Counts printed for people: '1 question', '2 questions', chosen by the language's plural rules
 * (Intl.PluralRules), never by `n === 1` at each call site (docs/decisions/382).
 */
const PLURAL_RULES = new Intl.PluralRules('en-GB');
const NUMBER_FORMAT = new Intl.NumberFormat('en-GB');

/** The word for a count: pluralWord(1, 'question') → 'question'; (2, 'reply', 'replies') → 'replies'. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return PLURAL_RULES.select(count) === 'one' ? one : other;
}

/** The count and its word: countLabel(1, 'question') → '1 question'; countLabel(1200, 'learner') → '1,200 learners'. */
export function countLabel(count: number, one: string, other = `${one}s`): string {
  return `${NUMBER_FORMAT.format(count)} ${pluralWord(count, one, other)}`;
}
