import { QUIZ_MESSAGES } from '@medprep/shared/constants';

/** The quiz screens' own words; the specification's messages and timings are the shared contract's. */
export const AUTOSAVE_LABELS = {
  idle: 'All answers saved',
  saving: 'Saving…',
  saved: 'Saved',
  error: QUIZ_MESSAGES.autosaveFailed,
} as const;

export const PLAY_TEXT = {
  flag: QUIZ_MESSAGES.flagForReview,
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  submitTitle: 'Submit your answers?',
  submitConfirm: 'Submit now',
  keepWorking: 'Keep working',
  allAnswered: 'You have answered every question.',
  navigator: 'Questions',
  timeLeft: 'Time left',
  untimed: 'No time limit',
  offline: 'You are offline. Your answers are kept on this device and sent when the connection returns.',
  timeUp: 'Time is up. Submitting your answers…',
  answerLabel: 'Your answer',
  trueLabel: 'True',
  falseLabel: 'False',
  backToQuiz: 'Back to the quiz',
} as const;

const LOCALE = 'en-GB';
const listFormat = new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' });
const plural = new Intl.PluralRules(LOCALE);

/** 'question 2', 'questions 2 and 5', 'questions 2, 5 and 7' (a count's plural, the numbers as a list). */
export function questionNumbers(numbers: number[], word: 'question' | 'Question' = 'question'): string {
  const noun = plural.select(numbers.length) === 'one' ? word : `${word}s`;
  return `${noun} ${listFormat.format(numbers.map(String))}`;
}

export const unansweredSentence = (numbers: number[]) =>
  `${questionNumbers(numbers, 'Question')} ${plural.select(numbers.length) === 'one' ? 'is' : 'are'} unanswered.`;

/** The submit dialog's flags, the count first: 'Flagged for review (1): question 2'. */
export const flaggedSentence = (numbers: number[]) =>
  `Flagged for review (${numbers.length}): ${questionNumbers(numbers)}`;

/** The words beside each option once an answer is checked (practice, revise, results): not colour alone. */
export const REVIEW_TEXT = {
  yourAnswer: 'Your answer',
  yourAnswerCorrect: 'Your answer · Correct',
  correctAnswer: 'Correct answer',
  noAnswer: 'Not answered',
} as const;

/** Extended matching: the option list once, then one answer per stem. */
export const EMQ_TEXT = {
  optionList: 'Options (each may be used once, more than once or not at all)',
  stem: (n: number) => `Stem ${n}`,
  answerFor: (n: number) => `Answer for stem ${n}`,
  noChoice: 'Choose an option',
  marks: (n: number) => `${n} ${n === 1 ? 'mark' : 'marks'}`,
  right: '✓ Correct',
  wrong: '✗ Incorrect',
  unanswered: 'Not answered',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  stemsAnswered: (answered: number, total: number) => `${answered} of ${total} stems answered`,
} as const;

/** The focused exam screen's bar and its guard. */
export const EXAM_TEXT = {
  leave: 'Leave',
  leaveLabel: 'Leave the exam',
  progress: (answered: number, total: number) => `${answered} of ${total} answered`,
  guard: {
    title: 'Leave the exam?',
    body: 'Your saved answers are kept and you can come back to this attempt, but the clock keeps running while you are away.',
    untimedBody: 'Your saved answers are kept and you can come back to this attempt.',
    stay: 'Stay in the exam',
    leave: 'Leave the exam',
  },
} as const;

export const questionLabel = (n: number, total: number) => `Question ${n} of ${total}`;

/** Time taken: '0 min 42 s', '12 min 5 s', '1 h 3 min'. */
export function formatTimeTaken(totalSec: number): string {
  const h = Math.floor(totalSec / 3600);
  const m = Math.floor((totalSec % 3600) / 60);
  const s = Math.floor(totalSec % 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min ${s} s`;
}
