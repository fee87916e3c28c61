/**
 * The quiz screens' words and timings. The specification's messages and timings (marketplace.md §4, §8,
 * §9) move to the shared contract's constants when it lands; the rest is this feature's wording.
 */
export const QUIZ_TIMING = {
  /** Attempt autosave delay after a change (§9). */
  attemptAutosaveMs: 800,
  /** Timer tick (§9). */
  timerTickMs: 500,
  /** The timer turns red at this many seconds or less (§9). */
  timerWarningSec: 30,
  /** Builder autosave (§4, §9). */
  builderAutosaveMs: 600,
  builderBooleanAutosaveMs: 400,
  /** Search debounce (§5). */
  searchDebounceMs: 300,
} as const;

export const QUIZ_PAGE_SIZE = 12;
export const MY_MOCKS_LIMIT = 6;

export const QUIZ_MESSAGES = {
  noQuizzes: 'No quizzes found',
  loadFailed: 'Failed to load',
  unknownError: 'Unknown error',
  quizLoadFailed: 'Failed to load quiz',
  couldNotStart: 'Could not start',
  startFailed: 'Could not start/resume attempt',
  submitFailed: 'Submit failed',
  autosaveFailed: 'Autosave failed',
  notSubmitted: 'Attempt is not submitted yet.',
  attemptLoadFailed: 'Failed to load attempt',
  listFailed: 'Failed to load quizzes.',
  createFailed: 'Failed to create quiz',
  titleRequired: 'Title is required',
  priceInvalid: 'Please enter a valid price greater than 0.',
  publishNeedsQuestion: 'Add at least one question before publishing.',
  deleteQuestion: 'Delete this question?',
  published: 'Published',
  unpublished: 'Unpublished',
  uploadFailed: 'Upload failed',
  requestFailed: 'Request failed',
  alreadyPurchasedHint: 'already purchased',
} as const;

export const AUTOSAVE_LABELS = {
  idle: 'All answers saved',
  saving: 'Saving…',
  saved: 'Saved',
  error: QUIZ_MESSAGES.autosaveFailed,
} as const;

export const PLAY_TEXT = {
  flag: 'Flag for review',
  unflag: 'Remove flag',
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
} as const;

export const unansweredSentence = (numbers: number[]) =>
  numbers.length === 1
    ? `Question ${numbers[0]} is unanswered.`
    : `Questions ${numbers.join(', ')} are unanswered.`;

export const questionLabel = (n: number, total: number) => `Question ${n} of ${total}`;
