import { DEFAULT_CURRENCY, MAX_PAGE_SIZE } from '../ui.ts';

/*
 * Mock exams. The contract of every quiz endpoint:
 *
 * Instructor (owner or admin; others 404), under /api:
 *   GET    /instructor/mock/quizzes?q&published&page&limit      → InstructorQuizListResponse
 *   POST   /instructor/mock/quizzes  CreateQuizBody             → 201 InstructorQuizResponse
 *   GET    /instructor/mock/quizzes/{id}                        → InstructorQuizResponse
 *   PATCH  /instructor/mock/quizzes/{id}  UpdateQuizBody        → InstructorQuizResponse
 *   POST   /instructor/mock/quizzes/{id}/publish | /unpublish   → InstructorQuizResponse
 *   GET    /instructor/mock/quizzes/{id}/questions              → InstructorQuestionListResponse
 *   POST   /instructor/mock/quizzes/{id}/questions  CreateQuestionBody → 201 InstructorQuestionResponse
 *   PATCH  /instructor/mock/questions/{id}  UpdateQuestionBody  → InstructorQuestionResponse
 *   POST   /instructor/mock/questions/{id}/reorder {toIndex}    → InstructorQuestionListResponse
 *   DELETE /instructor/mock/questions/{id}                      → DeletedResponse {deleted: true}
 * Learner:
 *   GET    /quizzes?q&page&limit                                → QuizListResponse (public)
 *   GET    /quizzes/{slug}                                      → QuizDetailResponse (public)
 *   POST   /quizzes/{slug}/start                                → PlayResponse (user; 401/402/403/404/409)
 *   POST   /quizzes/{slug}/checkout                             → CheckoutResponse (user)
 *   POST   /quizzes/{slug}/practice  StartPracticeBody          → PracticeResponse (user)
 *   GET    /practice/{id}                                       → PracticeResponse (owner)
 *   POST   /practice/{id}/check  CheckPracticeBody              → PracticeCheckResponse (owner)
 *   PATCH  /attempts/{id}/answers  SaveAnswersBody              → SaveAnswersResponse (owner)
 *   POST   /attempts/{id}/submit                                → AttemptResponse (owner; idempotent)
 *   GET    /attempts/{id}                                       → AttemptResponse (owner or admin)
 *   GET    /me/attempts?q&page&limit                            → MyAttemptsResponse
 *   GET    /learn/quizzes/{quizId}                              → QuizDetailResponse (user; course quiz lessons)
 *   POST   /learn/quizzes/{quizId}/start                        → PlayResponse (user)
 * Admin:
 *   GET    /admin/users/{id}/extra-time                         → ExtraTimeResponse
 *   PUT    /admin/users/{id}/extra-time  ExtraTimeBody          → ExtraTimeResponse
 *
 * Correct answers and explanations appear ONLY in InstructorQuestion, AttemptResults (after submission) and
 * PracticeCheckResponse (one question, after the learner answered it in practice). PlayQuestion has no field
 * that could carry them, so the response schemas drop them whatever a service returns.
 */

/* ---------- Constants ---------- */

export const QUESTION_TYPES = ['mcq', 'multi', 'boolean', 'short', 'emq'] as const;
/**
 * Extended matching (emq): a theme (the prompt), one list of options and several stems, each with its own correct
 * option and points; each stem is graded and counted on its own. A question's points are the sum of its stems'.
 */
export const EMQ_OPTIONS_MIN = 8;
export const EMQ_OPTIONS_MAX = 26;
export const EMQ_STEMS_MIN = 2;
export const EMQ_STEMS_MAX = 10;
export const EMQ_STEM_PROMPT_MAX = 2000;
/** A stem's id as sent or stored (the server gives new stems a uuid). */
export const EMQ_STEM_ID_MAX = 64;
export const QUIZ_VISIBILITIES = ['public', 'enrolled'] as const;
/** The form's access modes and how each maps to pricing. */
export const QUIZ_ACCESS_MODES = ['free', 'members', 'paid'] as const;
export type QuizAccessMode = (typeof QUIZ_ACCESS_MODES)[number];
export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
export const EXTRA_TIME_PERCENTS = [0, 25, 50, 100] as const;
export type ExtraTimePercent = (typeof EXTRA_TIME_PERCENTS)[number];
export const PRACTICE_SOURCES = ['all', 'mistakes'] as const;
export type PracticeSource = (typeof PRACTICE_SOURCES)[number];
/** The instructor list's filter (all when absent). */
export const QUIZ_PUBLISHED_FILTERS = ['all', 'published', 'unpublished'] as const;

/** Builder autosave after a change: 600 ms, 400 ms for boolean changes. */
export const BUILDER_AUTOSAVE_MS = 600;
export const BUILDER_BOOLEAN_AUTOSAVE_MS = 400;
export const BUILDER_OPTIONS_AUTOSAVE_MS = 600;
/** Play: answers saved 800 ms after a change; the timer ticks every 500 ms, red at 30 s or less. */
export const ATTEMPT_AUTOSAVE_MS = 800;
export const TIMER_TICK_MS = 500;
export const TIMER_WARNING_SEC = 30;
/** Saves up to this long after expiresAt are still taken (network latency); later ones are refused (409). */
export const SAVE_GRACE_SEC = 5;
export const QUIZ_SEARCH_DEBOUNCE_MS = 300;
export const QUIZ_PAGE_SIZE = 12;
export const QUIZ_PAGE_MAX_SIZE = MAX_PAGE_SIZE;
export const ATTEMPTS_PAGE_SIZE = 12;
export const MY_MOCKS_LIMIT = 6;

/** Bounds (stored integers stay far below DB_INT_MAX, also summed). */
export const QUIZ_TITLE_MAX = 200;
/** The catalogue's title (its h1 and document title) and its description in the page head and link previews. */
export const QUIZ_CATALOGUE_TITLE = 'Mock exams';
export const QUIZ_CATALOGUE_DESCRIPTION =
  'Timed PLAB and UKMLA mock exams with explanations, results by topic and practice on your mistakes.';
export const QUIZ_DESCRIPTION_MAX = 5000;
export const QUIZ_ATTEMPTS_MAX = 100;
export const QUIZ_TIME_LIMIT_MAX_SEC = 24 * 60 * 60;
export const QUIZ_QUESTIONS_MAX = 500;
export const QUESTION_PROMPT_MAX = 5000;
export const QUESTION_EXPLANATION_MAX = 10_000;
export const QUESTION_POINTS_MAX = 1000;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 40;
export const OPTION_TEXT_MAX = 1000;
export const SHORT_ANSWER_MAX = 500;
export const SHORT_ANSWERS_MAX = 50;
export const QUESTION_MEDIA_MAX = 4;
export const MEDIA_ALT_MAX = 300;
export const TOPIC_MAX = 60;
export const TOPICS_MAX = 10;
/** The most answers one save may carry. */
export const SAVE_ANSWERS_MAX = QUIZ_QUESTIONS_MAX;
/** Example accepted answer of a new short question. */
export const SHORT_EXAMPLE_ANSWER = 'Example answer';
/** A question without a topic is counted under this one in the results' breakdown. */
export const NO_TOPIC_LABEL = 'General';

/** Every text the quiz screens and API use. */
export const QUIZ_MESSAGES = {
  /** A course's quiz lesson naming a quiz that does not exist or that the course's instructor may not use. */
  lessonQuizUnavailable: 'Choose one of your own quizzes.',
  titleRequired: 'Title is required',
  priceRequired: 'Please enter a valid price greater than 0.',
  freeHasNoPrice: 'A free quiz has no price: send amountMinor 0.',
  createFailed: 'Failed to create quiz',
  listFailed: 'Failed to load quizzes.',
  catalogueFailed: 'Failed to load',
  unknownError: 'Unknown error',
  requestFailed: 'Request failed',
  noQuizzes: 'No quizzes found',
  viewPastAttempts: 'View past attempts',
  myMocks: 'My Mocks',
  myQuizzes: 'My Quizzes',
  yourAttempts: 'Your attempts',
  resumeFromQuizPage: 'Resume from quiz page',
  viewResults: 'View results',
  openQuiz: 'Open quiz',
  published: 'Published',
  unpublished: 'Unpublished',
  saveAll: 'Save all',
  saveAndPublish: 'Save & publish',
  unpublish: 'Unpublish',
  publishNeedsQuestion: 'Add at least one question before publishing.',
  publishNeedsPrompt: 'Every question needs a prompt before publishing.',
  deleteQuestion: 'Delete this question?',
  uploadFailed: 'Upload failed',
  unsavedChanges: 'You have unsaved changes. Leave anyway?',
  flagForReview: 'Flag for review',
  quizNotFound: 'Quiz not found.',
  questionNotFound: 'Question not found.',
  attemptNotFound: 'Attempt not found.',
  loadQuizFailed: 'Failed to load quiz',
  couldNotStart: 'Could not start',
  couldNotStartAttempt: 'Could not start/resume attempt',
  submitFailed: 'Submit failed',
  autosaveFailed: 'Autosave failed',
  notSubmittedYet: 'Attempt is not submitted yet.',
  loadAttemptFailed: 'Failed to load attempt',
  noAttemptsLeft: 'No attempts left.',
  signInToStart: 'Please sign in to start this quiz.',
  membershipRequired: 'This quiz is included in membership. Get a membership to start it.',
  purchaseRequired: 'Buy this quiz to start it.',
  enrolmentRequired: 'This quiz is for learners enrolled in a course that uses it.',
  freeNeedsNoCheckout: 'This quiz is free: start it without buying.',
  timeUp: 'Time is up: your attempt was submitted with the answers saved before.',
  alreadySubmitted: 'This attempt has already been submitted.',
  unknownQuestion: 'This question is not part of the attempt.',
  unknownOption: 'This option is not part of the question.',
  answerWrongType: 'This answer does not fit the question’s type.',
  duplicateAnswer: 'This question appears twice in the answers.',
  singleChoice: 'A single-choice question takes one option.',
  mcqOneCorrect: 'A single-choice question has exactly one correct option.',
  multiAtLeastOneCorrect: 'Mark at least one option as correct.',
  optionsTooFew: `Give at least ${QUESTION_OPTIONS_MIN} options.`,
  optionsTooMany: `At most ${QUESTION_OPTIONS_MAX} options.`,
  optionTextRequired: 'Option text is required.',
  emqOptionsTooFew: `An extended matching question needs at least ${EMQ_OPTIONS_MIN} options.`,
  emqOptionsTooMany: `An extended matching question has at most ${EMQ_OPTIONS_MAX} options.`,
  emqStemsTooFew: `An extended matching question needs at least ${EMQ_STEMS_MIN} stems.`,
  emqStemsTooMany: `An extended matching question has at most ${EMQ_STEMS_MAX} stems.`,
  stemPromptRequired: 'Write the stem.',
  stemAnswerUnknown: 'Choose this stem’s answer from the option list.',
  unknownStem: 'This stem is not part of the question.',
  correctOptionUnknown: 'A correct option must be one of the question’s options.',
  booleanRequired: 'Choose true or false.',
  shortAnswerRequired: 'Give at least one accepted answer.',
  altRequired: 'Describe the image for people who cannot see it (alt text).',
  imageUrlInvalid: 'Upload the image first: the address must come from an upload.',
  toIndexOut: 'The new position is outside the list.',
  practiceDuringExam: 'Finish or submit your exam attempt before practising this quiz.',
  noMistakes: 'No mistakes to revise: submit an attempt first, or you got everything right.',
  practiceNotFound: 'Practice session not found.',
  practiceMode: 'Practice mode',
  reviseMistakes: 'Revise my mistakes',
  examMode: 'Exam mode',
  questionsTooMany: `A quiz can have at most ${QUIZ_QUESTIONS_MAX} questions.`,
  drawTooMany: 'Draw at most as many questions as the quiz has.',
  userNotFound: 'User not found.',
  extraTimeInvalid: `Extra time must be one of: ${EXTRA_TIME_PERCENTS.join(', ')} (percent).`,
  lastQuestionPublished: 'A published quiz keeps at least one question: unpublish it first.',
  passed: 'Passed',
  notPassed: 'Not passed',
  submitted: 'Submitted',
  inProgress: 'In progress',
} as const;

/** Autosave status of the play screen. */
export const AUTOSAVE_STATES = ['idle', 'saving', 'saved', 'error'] as const;

/** The action a quiz page offers its caller (the start flow). */
export const QUIZ_START_ACTIONS = [
  'start',
  'resume',
  'login',
  'plans',
  'checkout',
  'enroll',
  'no_attempts',
] as const;
export type QuizStartAction = (typeof QUIZ_START_ACTIONS)[number];

export const QUIZ_DEFAULTS = {
  attemptsAllowed: 1,
  passPercent: 70,
  timeLimitSec: 0,
  visibility: 'public' as const,
  accessMode: 'paid' as const,
  priceMinor: 999,
  priceMajor: '9.99',
  currency: DEFAULT_CURRENCY as 'GBP' | 'USD' | 'EUR',
  points: 1,
  shuffleQuestions: false,
  shuffleOptions: false,
  drawCount: null as number | null,
} as const;
