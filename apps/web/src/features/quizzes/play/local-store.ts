import type { AttemptAnswer } from '../types';

/**
 * What the browser keeps of an attempt until the server has it (docs/decisions/220):
 * every answer not yet acknowledged, the flags (sent with the saves and kept with the attempt on the server,
 * decision 652) and the question on screen; and, per quiz, the attempt id to resume. Storage may be unavailable (private mode): then the page works without it.
 */
const PREFIX = 'medprep.quiz.';
const attemptKey = (attemptId: string) => `${PREFIX}attempt.${attemptId}`;
const currentKey = (quizKey: string) => `${PREFIX}current.${quizKey}`;

export interface StoredAttempt {
  /** Answers the server has not acknowledged yet, by question id. */
  pending: Record<string, AttemptAnswer>;
  flagged: string[];
  /** Whether `flagged` changed since the server last acknowledged it (else the server's flags are newer). */
  flagsUnsent: boolean;
  current: number;
}

const empty = (): StoredAttempt => ({ pending: {}, flagged: [], flagsUnsent: false, current: 0 });

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or unavailable: the answers stay in memory and are still sent
  }
}

export function readStoredAttempt(attemptId: string): StoredAttempt {
  const text = read(attemptKey(attemptId));
  if (!text) return empty();
  try {
    const parsed = JSON.parse(text) as Partial<StoredAttempt>;
    return {
      pending: parsed.pending && typeof parsed.pending === 'object' ? parsed.pending : {},
      flagged: Array.isArray(parsed.flagged) ? parsed.flagged.filter((id) => typeof id === 'string') : [],
      flagsUnsent: parsed.flagsUnsent === true,
      current: typeof parsed.current === 'number' && parsed.current >= 0 ? parsed.current : 0,
    };
  } catch {
    return empty();
  }
}

export const writeStoredAttempt = (attemptId: string, stored: StoredAttempt) =>
  write(attemptKey(attemptId), JSON.stringify(stored));

export const clearStoredAttempt = (attemptId: string) => write(attemptKey(attemptId), null);

/** The attempt under way for a quiz (by slug or id), to resume it after a reload. */
export const rememberAttempt = (quizKey: string, attemptId: string) => write(currentKey(quizKey), attemptId);
export const recalledAttempt = (quizKey: string) => read(currentKey(quizKey));
export const forgetAttempt = (quizKey: string) => write(currentKey(quizKey), null);

/** The key under which a course's quiz lesson remembers its attempt (apart from the quiz's own page). */
export const learnQuizKey = (quizId: string) => `learn-${quizId}`;
