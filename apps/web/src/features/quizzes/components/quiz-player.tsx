import { TIMER_WARNING_SEC } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { LeaveGuard } from '../../../ui/leave-guard';
import { Modal } from '../../../ui/modal';
import { AUTOSAVE_LABELS, EXAM_TEXT, flaggedSentence, PLAY_TEXT, unansweredSentence } from '../content';
import { isAnswered, unansweredNumbers } from '../play/answers';
import { type AutosaveStatus, useAttemptEngine } from '../play/use-attempt-engine';
import { formatClock, useCountdown } from '../play/use-countdown';
import type { PlaySource } from '../types';
import { ExamBar } from './exam-bar';
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
    <div className="flex shrink-0 flex-col items-end">
      <span className="hidden text-xs font-medium text-slate-600 sm:block">{PLAY_TEXT.timeLeft}</span>
      <span
        role="timer"
        aria-label={PLAY_TEXT.timeLeft}
        data-warning={warning || undefined}
        className={clsx(
          'font-bold tabular-nums',
          remaining === null ? 'text-sm' : 'font-mono text-lg sm:text-xl',
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
      className={clsx('truncate text-xs font-medium', status === 'error' ? 'text-red-700' : 'text-slate-600')}
    >
      {status === 'idle' && unsent > 0 ? AUTOSAVE_LABELS.saving : AUTOSAVE_LABELS[status]}
    </p>
  );
}

/**
 * The exam hall: a focused screen, shown without the site's top
 * bar and footer (the route's `focused` layout). A slim bar holds the quiz title, progress, the timer and
 * Submit (and, on a wide screen, the flag); the question with the navigator beside it below. On a phone the
 * question's actions (previous, the navigator, flag, next; Submit on the last question) sit in a bar at the
 * bottom, in reach of a thumb (docs/decisions/222, 370).
 * Leaving asks first, inside the app and for a reload or a closed tab; the attempt itself goes on.
 */
export function QuizPlayer({
  start,
  onFinished,
  leaveTo,
  clockOffsetMs = 0,
}: {
  start: PlaySource;
  onFinished: (attemptId: string) => void;
  /** Where 'Leave' goes (the guard asks first). */
  leaveTo: string;
  clockOffsetMs?: number;
}) {
  // The way to the results is not leaving: the guard lets it through.
  const passGuard = useRef(false);
  const engine = useAttemptEngine(start, (attemptId) => {
    passGuard.current = true;
    onFinished(attemptId);
  });
  const remaining = useCountdown(start.attempt.expiresAt, clockOffsetMs);
  const [confirming, setConfirming] = useState(false);
  const [showNav, setShowNav] = useState(false);
  const autoSubmitted = useRef(false);
  const { questions } = start;
  const question = questions[engine.current];
  const total = questions.length;
  const timeUp = remaining === 0;
  const timed = start.attempt.expiresAt !== null;

  // The clock ran out: submit without asking, with what is saved and what is still unsent.
  useEffect(() => {
    if (timeUp && !autoSubmitted.current) {
      autoSubmitted.current = true;
      setConfirming(false);
      void engine.submit();
    }
  }, [timeUp, engine.submit]);

  const missing = unansweredNumbers(questions, engine.answers);
  const answered = questions.filter((q) => isAnswered(engine.answers[q.id])).length;
  // The same state as the navigator's: the questions of this attempt that carry a flag, by number.
  const flaggedNumbers = questions.flatMap((q, i) => (engine.flagged.has(q.id) ? [i + 1] : []));
  const go = (index: number) => {
    engine.goTo(index);
    setShowNav(false);
  };
  const isFlagged = question ? engine.flagged.has(question.id) : false;
  const toggleFlag = () => question && engine.toggleFlag(question.id);
  // The navigator and the Previous button stand both in the wide layout and in the phone's bottom bar.
  const navigator = (
    <QuestionNavigator
      questions={questions}
      answers={engine.answers}
      flagged={engine.flagged}
      current={engine.current}
      onGo={go}
    />
  );
  const previousButton = (className?: string) => (
    <Button
      variant="secondary"
      className={className}
      disabled={engine.current === 0}
      onClick={() => go(engine.current - 1)}
    >
      {PLAY_TEXT.previous}
    </Button>
  );

  return (
    <div className="flex min-h-screen flex-col pb-24 lg:pb-10">
      <ExamBar leaveTo={leaveTo} leaveText={EXAM_TEXT.leave} leaveLabel={EXAM_TEXT.leaveLabel} compactLeave>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-sm font-bold text-slate-900 sm:text-lg">{start.quiz.title}</h1>
          <div className="flex min-w-0 items-center gap-2">
            <p className="shrink-0 text-xs font-medium text-slate-700">
              {EXAM_TEXT.progress(answered, total)}
            </p>
            <span aria-hidden className="text-xs text-slate-400">
              ·
            </span>
            <SaveStatus status={engine.status} unsent={engine.unsent} />
          </div>
        </div>
        {/* On a phone the flag is in the thumb bar below. */}
        <div className="hidden shrink-0 lg:block">
          <Button
            variant="ghost"
            className="min-h-11 aria-pressed:bg-amber-100 aria-pressed:text-amber-950"
            aria-pressed={isFlagged}
            onClick={toggleFlag}
          >
            ⚑ {PLAY_TEXT.flag}
          </Button>
        </div>
        <Timer remaining={remaining} />
        <Button className="min-h-11 shrink-0" loading={engine.submitting} onClick={() => setConfirming(true)}>
          {PLAY_TEXT.submit}
        </Button>
      </ExamBar>

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

      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 pt-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
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
            {previousButton()}
            <Button
              variant="secondary"
              disabled={engine.current >= total - 1}
              onClick={() => go(engine.current + 1)}
            >
              {PLAY_TEXT.next}
            </Button>
          </div>
        </section>
        <aside className="hidden flex-col gap-4 lg:flex">{navigator}</aside>
      </div>

      {/* Phone: the question's actions within a thumb's reach at the bottom of the screen. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden">
        {showNav && (
          <div id="phone-navigator" className="max-h-[50vh] overflow-y-auto pb-3">
            {navigator}
          </div>
        )}
        <div className="grid grid-cols-4 gap-2">
          {previousButton('min-h-12')}
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
            className="min-h-12 aria-pressed:bg-amber-100 aria-pressed:text-amber-950"
            aria-pressed={isFlagged}
            aria-label={PLAY_TEXT.flag}
            onClick={toggleFlag}
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
        {flaggedNumbers.length > 0 && <p className="mt-2">{flaggedSentence(flaggedNumbers)}</p>}
        {engine.status === 'error' && <p className="mt-2 text-red-700">{AUTOSAVE_LABELS.error}</p>}
      </Modal>

      <LeaveGuard
        dirty
        pass={passGuard}
        text={{ ...EXAM_TEXT.guard, body: timed ? EXAM_TEXT.guard.body : EXAM_TEXT.guard.untimedBody }}
      />
    </div>
  );
}
