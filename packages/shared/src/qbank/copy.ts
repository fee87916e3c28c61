/*
 * The question bank (issue 24). The contract of its endpoints, under /api:
 *   GET    /qbank/filters                                  → QbankFiltersResponse (user)
 *   POST   /qbank/sessions  StartQbankSessionBody          → 201 QbankSessionResponse (user; 409 none match)
 *   GET    /qbank/sessions?page&limit                      → QbankSessionListResponse (user)
 *   GET    /qbank/sessions/{id}                            → QbankSessionResponse (owner; results once submitted)
 *   PUT    /qbank/sessions/{id}/answers/{questionId}  QbankAnswerBody
 *                                                          → QbankTutorCheck (tutor) | {saved: true} (timed)
 *   POST   /qbank/sessions/{id}/submit                     → QbankSessionResponse with results (owner)
 *   PUT    /qbank/flags/{questionId} | DELETE              → 204 (user)
 */

/** The exams a quiz prepares for: one shared list (quizzes, bank filters, study plans). */
export const QUIZ_EXAMS = [
  'PLAB 1',
  'PLAB 2',
  'UKMLA AKT',
  'UKMLA CPSA',
  'MRCP Part 1',
  'MRCP Part 2',
  'MRCS Part A',
  'MRCS Part B',
  'USMLE Step 1',
  'USMLE Step 2 CK',
  'Foundation',
  'Other',
] as const;
export type QuizExam = (typeof QUIZ_EXAMS)[number];
/** What a quiz without a named exam (and every quiz before exams existed) prepares for. */
export const DEFAULT_QUIZ_EXAM: QuizExam = 'Other';

export const QBANK_STATUSES = ['all', 'unseen', 'incorrect', 'flagged', 'due'] as const;
export type QbankStatus = (typeof QBANK_STATUSES)[number];
/**
 * The order a session's questions are drawn in: at random, or 'weakest' (last answered wrong first, then never
 * answered, then the rest; at random within each).
 */
export const QBANK_ORDERS = ['random', 'weakest'] as const;
export type QbankOrder = (typeof QBANK_ORDERS)[number];
export const QBANK_MODES = ['tutor', 'timed'] as const;
export type QbankMode = (typeof QBANK_MODES)[number];
export const QBANK_SESSION_STATUSES = ['in_progress', 'submitted'] as const;
export const ANSWER_CONFIDENCES = ['sure', 'unsure'] as const;
export type AnswerConfidence = (typeof ANSWER_CONFIDENCES)[number];
export const DEFAULT_CONFIDENCE: AnswerConfidence = 'sure';
/** Where an answer was given: a bank session, an exam attempt (on submit) or practice. */
export const ANSWER_SOURCES = ['bank', 'exam', 'practice'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** A session holds 1–100 questions. */
export const QBANK_COUNT_MIN = 1;
export const QBANK_COUNT_MAX = 100;
export const QBANK_COUNT_DEFAULT = 20;
/** Timed sessions: seconds per question, 30–300, default 90. */
export const QBANK_SECONDS_PER_QUESTION = { min: 30, max: 300, default: 90 } as const;
export const QBANK_TOPICS_MAX = 50;
export const QBANK_SESSIONS_PAGE_SIZE = 12;

/** Peer figures are shown once at least this many learners have answered the question. */
export const PEER_MIN_ANSWERS = 30;
/** A mock's percentile and histogram need at least this many learners' first attempts. */
export const PERCENTILE_MIN_ATTEMPTS = 30;
export const HISTOGRAM_BANDS = 10;

export const QBANK_MESSAGES = {
  examInvalid: `Exam must be one of: ${QUIZ_EXAMS.join(', ')}.`,
  examRequired: 'Choose the exam this quiz prepares for.',
  noMatches: 'No questions match these filters.',
  sessionNotFound: 'Session not found.',
  questionNotFound: 'Question not found.',
  questionNotInSession: 'This question is not in the session.',
  questionIdMismatch: 'The answer is for another question.',
  alreadyAnswered: 'This question is already answered.',
  /** The question's review card kept changing under the answer (the same question answered in other sessions at once). */
  answerBusy: 'This question was being answered in another session at the same moment. Try again.',
  /** A tutor check of a blank answer is refused: nothing would be graded, logged or reportable. */
  chooseAnswerFirst: 'Choose an answer first.',
  alreadySubmitted: 'This session is already submitted.',
  timeUp: 'Time is up: the session was submitted with the answers saved before.',
} as const;
