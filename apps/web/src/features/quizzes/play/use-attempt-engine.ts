import { ATTEMPT_AUTOSAVE_MS, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { saveAnswers, submitAttempt } from '../api';
import type { AttemptAnswer, PlaySource } from '../types';
import { answersById } from './answers';
import { clearStoredAttempt, readStoredAttempt, writeStoredAttempt } from './local-store';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface AttemptEngine {
  answers: Record<string, AttemptAnswer>;
  flagged: ReadonlySet<string>;
  current: number;
  status: AutosaveStatus;
  /** Answers kept on this device that the server has not acknowledged yet. */
  unsent: number;
  online: boolean;
  submitting: boolean;
  submitError: string | null;
  setAnswer: (answer: AttemptAnswer) => void;
  toggleFlag: (questionId: string) => void;
  goTo: (index: number) => void;
  /** Sends what is unsent, then submits; resolves when the attempt is submitted (or it failed). */
  submit: () => Promise<void>;
}

const isOver = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The exam engine of one attempt (docs/decisions/220): every change is
 * kept on this device at once and sent 800 ms after the last change; an answer leaves the device's store
 * only when the server has acknowledged that very version. A failed save shows 'Autosave failed' and is
 * retried on the next change, when the connection returns, and before submitting. A 409 (the attempt is
 * over: submitted elsewhere, or its time ran out) ends the attempt: `onFinished` goes to the results.
 */
export function useAttemptEngine(start: PlaySource, onFinished: (attemptId: string) => void): AttemptEngine {
  const attemptId = start.attempt.id;
  const stored = useMemo(() => readStoredAttempt(attemptId), [attemptId]);
  const [answers, setAnswers] = useState<Record<string, AttemptAnswer>>(() => ({
    ...answersById(start.attempt.answers),
    ...stored.pending,
  }));
  // The server's flags, unless this device changed them and the server has not acknowledged it yet.
  const [flagged, setFlagged] = useState<Set<string>>(
    () => new Set(stored.flagsUnsent ? stored.flagged : start.attempt.flagged),
  );
  const [current, setCurrent] = useState(() =>
    Math.min(stored.current, Math.max(0, start.questions.length - 1)),
  );
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [unsent, setUnsent] = useState(() => Object.keys(stored.pending).length);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const pending = useRef<Record<string, AttemptAnswer>>({ ...stored.pending });
  const versions = useRef<Record<string, number>>({});
  const flaggedRef = useRef(flagged);
  /** The flags' version: bumped by each toggle; `flagsSent` is the one the server acknowledged. */
  const flagsVersion = useRef(stored.flagsUnsent ? 1 : 0);
  const flagsSent = useRef(0);
  const currentRef = useRef(current);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finished = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  /** Whether anything (an answer, the flags) waits for the server. Reads refs only. */
  const unsentLeft = useCallback(
    () => Object.keys(pending.current).length > 0 || flagsVersion.current !== flagsSent.current,
    [],
  );

  const persist = useCallback(() => {
    if (finished.current) return;
    writeStoredAttempt(attemptId, {
      pending: pending.current,
      flagged: [...flaggedRef.current],
      flagsUnsent: flagsVersion.current !== flagsSent.current,
      current: currentRef.current,
    });
    setUnsent(Object.keys(pending.current).length);
  }, [attemptId]);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    if (timer.current) clearTimeout(timer.current);
    clearStoredAttempt(attemptId);
    onFinishedRef.current(attemptId);
  }, [attemptId]);

  /** Sends every unacknowledged answer (and the flags, when changed) once; true when the server has them all. */
  const sendPending = useCallback(async (): Promise<boolean> => {
    const batch = Object.values(pending.current);
    const flagsVersionSent = flagsVersion.current;
    const flagsChanged = flagsVersionSent !== flagsSent.current;
    if (batch.length === 0 && !flagsChanged) return true;
    const sent = Object.fromEntries(batch.map((a) => [a.questionId, versions.current[a.questionId] ?? 0]));
    setStatus('saving');
    try {
      await saveAnswers(attemptId, batch, flagsChanged ? [...flaggedRef.current] : undefined);
    } catch (error) {
      if (isOver(error)) {
        finish();
        return false;
      }
      setStatus('error');
      return false;
    }
    // Only the version that was sent is acknowledged: a change made meanwhile stays unsent.
    for (const [id, version] of Object.entries(sent)) {
      if ((versions.current[id] ?? 0) === version) delete pending.current[id];
    }
    flagsSent.current = Math.max(flagsSent.current, flagsVersionSent);
    persist();
    setStatus(unsentLeft() ? 'saving' : 'saved');
    return true;
  }, [attemptId, finish, persist, unsentLeft]);

  /** One save at a time: a call while one runs waits for it, then sends what is still unsent. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    while (inFlight.current) await inFlight.current;
    if (finished.current) return false;
    if (!unsentLeft()) return true;
    const run = sendPending();
    inFlight.current = run;
    try {
      const ok = await run;
      // Changes made during the request are sent at once.
      if (ok && unsentLeft() && !timer.current) {
        timer.current = setTimeout(() => void flush(), ATTEMPT_AUTOSAVE_MS);
      }
      return ok;
    } finally {
      inFlight.current = null;
    }
  }, [sendPending, unsentLeft]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void flush();
    }, ATTEMPT_AUTOSAVE_MS);
  }, [flush]);

  const setAnswer = useCallback(
    (answer: AttemptAnswer) => {
      if (finished.current) return;
      versions.current[answer.questionId] = (versions.current[answer.questionId] ?? 0) + 1;
      pending.current[answer.questionId] = answer;
      setAnswers((all) => ({ ...all, [answer.questionId]: answer }));
      persist();
      schedule();
    },
    [persist, schedule],
  );

  const toggleFlag = useCallback(
    (questionId: string) => {
      const next = new Set(flaggedRef.current);
      if (next.has(questionId)) next.delete(questionId);
      else next.add(questionId);
      flaggedRef.current = next;
      flagsVersion.current += 1;
      setFlagged(next);
      persist();
      schedule();
    },
    [persist, schedule],
  );

  const goTo = useCallback(
    (index: number) => {
      const bounded = Math.max(0, Math.min(index, start.questions.length - 1));
      currentRef.current = bounded;
      setCurrent(bounded);
      persist();
    },
    [persist, start.questions.length],
  );

  const submit = useCallback(async () => {
    if (finished.current) return;
    setSubmitting(true);
    setSubmitError(null);
    // Whatever the autosave's state, the learner may submit: the server grades what it has.
    await flush();
    if (finished.current) return;
    try {
      await submitAttempt(attemptId);
      finish();
    } catch (error) {
      if (isOver(error)) finish();
      else {
        setSubmitError(error instanceof Error ? error.message : QUIZ_MESSAGES.submitFailed);
        setSubmitting(false);
      }
    }
  }, [attemptId, finish, flush]);

  // Answers left unsent by an earlier visit (a reload, a dropped connection) are sent at once; and again
  // whenever the connection returns.
  useEffect(() => {
    persist();
    if (unsentLeft()) void flush();
    const up = () => {
      setOnline(true);
      if (unsentLeft()) void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [flush, persist, unsentLeft]);

  return {
    answers,
    flagged,
    current,
    status,
    unsent,
    online,
    submitting,
    submitError,
    setAnswer,
    toggleFlag,
    goTo,
    submit,
  };
}
