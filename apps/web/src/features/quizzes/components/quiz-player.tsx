import { TIMER_WARNING_SEC } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { AUTOSAVE_LABELS, PLAY_TEXT, unansweredSentence } from '../content';
import { unansweredNumbers } from '../play/answers';
import { type AutosaveStatus, useAttemptEngine } from '../play/use-attempt-engine';
import { formatClock, useCountdown } from '../play/use-countdown';
import type { PlaySource } from '../types';
import { QuestionNavigator } from './question-navigator';
import { QuestionView } from './question-view';

function Timer({ remaining }: { remaining: number | null }) {
  const warning = remaining !== null && remaining <= TIMER_WARNING_SEC;
  const [announce, setAnnounce] = useState('');
  const said = useRef(false);
  useEffect(() => {
    if (warning && !said.current) {
      said.current = true;
      setAnnounce(`${TIMER_WARNING_SEC} seconds or less left`);
    }
  }, [warning]);
  return (
    <div className="flex flex-col items-end">
      <span className="text-xs font-medium text-slate-600">{PLAY_TEXT.timeLeft}</span>
      <span
        role="timer"
        aria-label={PLAY_TEXT.timeLeft}
        data-warning={warning || undefined}
        className={clsx(
          'font-mono text-xl font-bold tabular-nums',
          warning ? 'rounded bg-red-700 px-2 text-white' : 'text-slate-900',
        )}
      >
        {remaining === null ? PLAY_TEXT.untimed : formatClock(remaining)}
      </span>
      <span className="sr-only" aria-live="assertive">
        {announce}
      </span>
    </div>
  );
}

function SaveStatus({ status, unsent }: { status: AutosaveStatus; unsent: number }) {
  return (
    <p
      role="status"
      data-status={status}
      className={clsx('text-xs font-medium', status === 'error' ? 'text-red-700' : 'text-slate-600')}
    >
      {status === 'idle' && unsent > 0 ? AUTOSAVE_LABELS.saving : AUTOSAVE_LABELS[status]}
    </p>
  );
}

/**
 * The exam hall: one question at a time, the server's clock, autosave, the navigator, flags and submit
 * (marketplace.md §2, §4). The actions sit in a bar at the bottom of a phone's screen, in reach of a thumb.
 */
export function QuizPlayer({
  start,
  onFinished,
  clockOffsetMs = 0,
}: {
  start: PlaySource;
  onFinished: (attemptId: string) => void;
  clockOffsetMs?: number;
}) {
  const engine = useAttemptEngine(start, onFinished);
  const remaining = useCountdown(start.attempt.expiresAt, clockOffsetMs);
  const [confirming, setConfirming] = useState(false);
  const [showNav, setShowNav] = useState(false);
  const autoSubmitted = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { questions } = start;
  const question = questions[engine.current];
  const total = questions.length;
  const timeUp = remaining === 0;

  // The clock ran out: submit without asking, with what is saved and what is still unsent.
  useEffect(() => {
    if (timeUp && !autoSubmitted.current) {
      autoSubmitted.current = true;
      setConfirming(false);
      void engine.submit();
    }
  }, [timeUp, engine.submit]);

  const missing = unansweredNumbers(questions, engine.answers);
  const go = (index: number) => {
    engine.goTo(index);
    setShowNav(false);
  };
  const isFlagged = question ? engine.flagged.has(question.id) : false;

  return (
    <div className="mx-auto flex max-w-6xl flex-col pb-40 lg:pb-10">
      <header className="sticky top-16 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="min-w-0">
          <h1 ref={headingRef} className="truncate text-base font-bold text-slate-900 sm:text-lg">
            {start.quiz.title}
          </h1>
          <SaveStatus status={engine.status} unsent={engine.unsent} />
        </div>
        <Timer remaining={remaining} />
      </header>

      {!engine.online && (
        <p role="alert" className="mx-4 mt-3 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900">
          {PLAY_TEXT.offline}
        </p>
      )}
      {timeUp && (
        <p
          role="alert"
          className="mx-4 mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {PLAY_TEXT.timeUp}
        </p>
      )}
      {engine.submitError && (
        <p
          role="alert"
          className="mx-4 mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {engine.submitError}
        </p>
      )}

      <div className="grid gap-6 px-4 pt-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          aria-label="Question"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          {question && (
            <QuestionView
              key={question.id}
              question={question}
              index={engine.current}
              total={total}
              answer={engine.answers[question.id]}
              onAnswer={engine.setAnswer}
            />
          )}
          <div className="mt-6 hidden items-center justify-between gap-2 lg:flex">
            <Button
              variant="secondary"
              disabled={engine.current === 0}
              onClick={() => go(engine.current - 1)}
            >
              {PLAY_TEXT.previous}
            </Button>
            <Button
              variant="ghost"
              aria-pressed={isFlagged}
              onClick={() => question && engine.toggleFlag(question.id)}
            >
              ⚑ {PLAY_TEXT.flag}
            </Button>
            <Button
              variant="secondary"
              disabled={engine.current >= total - 1}
              onClick={() => go(engine.current + 1)}
            >
              {PLAY_TEXT.next}
            </Button>
          </div>
        </section>
        <aside className="hidden flex-col gap-4 lg:flex">
          <QuestionNavigator
            questions={questions}
            answers={engine.answers}
            flagged={engine.flagged}
            current={engine.current}
            onGo={go}
          />
          <Button size="lg" loading={engine.submitting} onClick={() => setConfirming(true)}>
            {PLAY_TEXT.submit}
          </Button>
        </aside>
      </div>

      {/* Phone: everything within a thumb's reach at the bottom of the screen. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden">
        {showNav && (
          <div id="phone-navigator" className="max-h-[50vh] overflow-y-auto pb-3">
            <QuestionNavigator
              questions={questions}
              answers={engine.answers}
              flagged={engine.flagged}
              current={engine.current}
              onGo={go}
            />
          </div>
        )}
        <div className="grid grid-cols-4 gap-2">
          <Button
            variant="secondary"
            className="min-h-12"
            disabled={engine.current === 0}
            onClick={() => go(engine.current - 1)}
          >
            {PLAY_TEXT.previous}
          </Button>
          <Button
            variant="secondary"
            className="min-h-12"
            aria-expanded={showNav}
            aria-controls="phone-navigator"
            onClick={() => setShowNav((v) => !v)}
          >
            {engine.current + 1}/{total}
          </Button>
          <Button
            variant="secondary"
            className="min-h-12"
            aria-pressed={isFlagged}
            aria-label={PLAY_TEXT.flag}
            onClick={() => question && engine.toggleFlag(question.id)}
          >
            ⚑
          </Button>
          {engine.current < total - 1 ? (
            <Button className="min-h-12" onClick={() => go(engine.current + 1)}>
              {PLAY_TEXT.next}
            </Button>
          ) : (
            <Button className="min-h-12" loading={engine.submitting} onClick={() => setConfirming(true)}>
              {PLAY_TEXT.submit}
            </Button>
          )}
        </div>
      </div>

      <Modal
        open={confirming && !timeUp}
        title={PLAY_TEXT.submitTitle}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {PLAY_TEXT.keepWorking}
            </Button>
            <Button
              loading={engine.submitting}
              onClick={async () => {
                await engine.submit();
                setConfirming(false);
              }}
            >
              {PLAY_TEXT.submitConfirm}
            </Button>
          </>
        }
      >
        <p>{missing.length > 0 ? unansweredSentence(missing) : PLAY_TEXT.allAnswered}</p>
        {engine.flagged.size > 0 && (
          <p className="mt-2">
            Flagged for review:{' '}
            {questions.flatMap((q, i) => (engine.flagged.has(q.id) ? [i + 1] : [])).join(', ')}.
          </p>
        )}
        {engine.status === 'error' && <p className="mt-2 text-red-700">{AUTOSAVE_LABELS.error}</p>}
      </Modal>
    </div>
  );
}
