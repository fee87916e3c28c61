import type { QbankAnswerBody, QbankSession, QbankTutorCheck } from '@medprep/shared';
import { QBANK_MESSAGES } from '@medprep/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { ReportQuestionButton } from '../../question-reports';
import { type AttemptAnswer, isAnswered, QuestionNavigator, QuestionView } from '../../quizzes';
import { answerText, optionLabels } from '../answer-text';
import { answerQuestion, qbankKeys, sessionQuery, setFlag, submitSession } from '../api';
import { EmqCheck } from '../components/emq-check';
import { PeerBars } from '../components/peer-bars';
import { SessionResults } from '../components/session-results';
import { QBANK_TEXT } from '../content';

/** The answer as the shared question view holds it (only its type's field set). */
const fromSaved = (questionId: string, saved: QbankSession['answers'][string] | undefined): AttemptAnswer =>
  saved
    ? {
        questionId,
        selectedOptionIds: saved.selectedOptionIds,
        booleanAnswer: saved.booleanAnswer,
        textAnswer: saved.textAnswer,
        ...(saved.stemAnswers ? { stemAnswers: saved.stemAnswers } : {}),
      }
    : { questionId };

/** Seconds left on a timed session, by the server's clock (corrected for this device's). */
function useSecondsLeft(session: QbankSession | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const [skew] = useState(() => (session ? Date.parse(session.serverNow) - Date.now() : 0));
  if (!session?.expiresAt) return null;
  return Math.max(0, Math.round((Date.parse(session.expiresAt) - (now + skew)) / 1000));
}

/** /qbank/sessions/:id: one question at a time, the navigator, flags; tutor checks at once; results after. */
export default function SessionPage() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery(sessionQuery(id));
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, AttemptAnswer>>({});
  const [confidence, setConfidence] = useState<'sure' | 'unsure'>('sure');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(query.data?.session);
  const name = useId();
  useTitle(QBANK_TEXT.title);

  if (query.isPending)
    return (
      <Frame>
        <LoadingBlock label="Loading the session…" />
      </Frame>
    );
  if (query.isError)
    return (
      <Frame>
        <ErrorState
          message={query.error.message || QBANK_TEXT.loadFailed}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  const { session, results } = query.data;
  if (results)
    return (
      <Frame>
        <SessionResults session={session} results={results} />
      </Frame>
    );

  const question = session.questions[index]!;
  const saved = session.answers[question.id];
  const check: QbankTutorCheck | undefined = session.checks[question.id];
  const draft = drafts[question.id] ?? fromSaved(question.id, saved);
  const savedAnswers = Object.fromEntries(
    Object.entries(session.answers).map(([qid, a]) => [qid, fromSaved(qid, a)]),
  );
  const locked = Boolean(check);
  const flagged = session.flags.includes(question.id);
  const setDraft = (d: AttemptAnswer) => setDrafts((all) => ({ ...all, [question.id]: d }));
  const refresh = () => client.invalidateQueries({ queryKey: qbankKeys.session(id) });

  const send = async () => {
    setError(null);
    setStatus(null);
    // A check reveals the answer and is final: a blank one is refused here as on the server (decision 650).
    if (session.mode === 'tutor' && !isAnswered(draft)) {
      setError(QBANK_MESSAGES.chooseAnswerFirst);
      return;
    }
    try {
      const body: QbankAnswerBody = {
        answer: {
          selectedOptionIds: draft.selectedOptionIds ?? [],
          booleanAnswer: draft.booleanAnswer ?? null,
          textAnswer: draft.textAnswer ?? null,
          ...(question.type === 'emq' ? { stemAnswers: draft.stemAnswers ?? {} } : {}),
          questionId: question.id,
        },
        confidence,
      };
      await answerQuestion(session.id, question.id, body);
      if (session.mode === 'timed') setStatus(QBANK_TEXT.saved);
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : QBANK_TEXT.saveFailed);
      await refresh();
    }
  };
  const finish = async () => {
    setError(null);
    try {
      await submitSession(session.id);
      await refresh();
      window.scrollTo(0, 0);
    } catch (e) {
      setError(e instanceof Error ? e.message : QBANK_TEXT.submitFailed);
    }
  };
  const toggleFlag = async () => {
    await setFlag(question.id, !flagged);
    await refresh();
  };
  const labels = optionLabels(question);

  return (
    <Frame>
      {secondsLeft !== null && (
        <p className="mb-4 text-sm font-semibold text-slate-800" role="timer" aria-live="off">
          {QBANK_TEXT.timeLeft}: {Math.floor(secondsLeft / 60)}:{String(secondsLeft % 60).padStart(2, '0')}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
          <QuestionView
            question={question}
            index={index}
            total={session.questions.length}
            answer={draft}
            onAnswer={setDraft}
            disabled={locked}
          />
          {!locked && (
            <fieldset className="flex flex-wrap items-center gap-4 text-sm">
              <legend className="sr-only">{QBANK_TEXT.confidence}</legend>
              {(['sure', 'unsure'] as const).map((c) => (
                <label key={c} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`${name}-confidence`}
                    className="size-4 accent-brand-700"
                    checked={confidence === c}
                    onChange={() => setConfidence(c)}
                  />
                  {QBANK_TEXT[c]}
                </label>
              ))}
            </fieldset>
          )}
          {check && (
            <div
              role="status"
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4"
            >
              <p className="font-semibold text-slate-900">
                {check.correct ? `✓ ${QBANK_TEXT.correct}` : `✗ ${QBANK_TEXT.incorrect}`}
              </p>
              {question.type === 'emq' ? (
                <EmqCheck question={question} check={check} answer={draft} />
              ) : (
                <p className="text-sm">
                  {QBANK_TEXT.correctAnswer}:{' '}
                  {answerText(question, {
                    selectedOptionIds: check.correctAnswer.correctOptionIds,
                    booleanAnswer: check.correctAnswer.correctBoolean,
                    textAnswer: check.correctAnswer.correctText.join(' / '),
                  })}
                </p>
              )}
              {check.explanation && (
                <p className="text-sm text-slate-700">
                  {QBANK_TEXT.explanation}: {check.explanation}
                </p>
              )}
              {question.type !== 'emq' && <PeerBars peers={check.peers} options={labels} />}
            </div>
          )}
          {check && <ReportQuestionButton questionId={question.id} />}
          {status && (
            <p role="status" className="text-sm text-slate-700">
              {status}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {!locked && (
              <Button onClick={send}>{session.mode === 'tutor' ? QBANK_TEXT.check : QBANK_TEXT.save}</Button>
            )}
            <Button variant="secondary" onClick={toggleFlag} aria-pressed={flagged}>
              {flagged ? `⚑ ${QBANK_TEXT.unflag}` : QBANK_TEXT.flag}
            </Button>
            <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {QBANK_TEXT.previous}
            </Button>
            <Button
              variant="secondary"
              disabled={index === session.questions.length - 1}
              onClick={() => setIndex(index + 1)}
            >
              {QBANK_TEXT.next}
            </Button>
          </div>
        </section>
        <aside className="flex flex-col gap-4">
          <QuestionNavigator
            questions={session.questions}
            answers={savedAnswers}
            flagged={new Set(session.flags)}
            current={index}
            onGo={setIndex}
          />
          <Button onClick={finish}>{QBANK_TEXT.finish}</Button>
        </aside>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{QBANK_TEXT.title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
