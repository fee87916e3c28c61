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

export const unansweredSentence = (numbers: number[]) =>
  numbers.length === 1
    ? `Question ${numbers[0]} is unanswered.`
    : `Questions ${numbers.join(', ')} are unanswered.`;

export const questionLabel = (n: number, total: number) => `Question ${n} of ${total}`;

/** Time taken: '0 min 42 s', '12 min 5 s', '1 h 3 min'. */
export function formatTimeTaken(totalSec: number): string {
  const h = Math.floor(totalSec / 3600);
  const m = Math.floor((totalSec % 3600) / 60);
  const s = Math.floor(totalSec % 60);
  return h > 0 ? `${h} h ${m} min` : `${m} min ${s} s`;
}
