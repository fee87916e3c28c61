import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { QueryFallback } from '../../../ui/states';
import { TextLink } from '../../../ui/text-link';
import { ReportQuestionButton } from '../../question-reports';
import { checkPractice, quizKeys, startPractice } from '../api';
import { QuestionView } from '../components/question-view';
import { PLAY_TEXT } from '../content';
import { isAnswered } from '../play/answers';
import { correctText } from '../results-text';
import type { AttemptAnswer, PracticeCheck, PracticeResponse } from '../types';

function Practice({ session }: { session: PracticeResponse }) {
  const { questions, quiz } = session;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, AttemptAnswer>>(() =>
    Object.fromEntries(session.checked.map((c) => [c.questionId, c.answer])),
  );
  const [checks, setChecks] = useState<Record<string, PracticeCheck>>(() =>
    Object.fromEntries(session.checked.map((c) => [c.questionId, c])),
  );
  const [error, setError] = useState<string | null>(null);
  const question = questions[index];
  if (!question) return null;
  const check = checks[question.id];
  const correctCount = Object.values(checks).filter((c) => c.correct).length;

  const submitCheck = async () => {
    const answer = answers[question.id];
    if (!answer) return;
    setError(null);
    try {
      const { check: result } = await checkPractice(session.practice.id, answer);
      setChecks((all) => ({ ...all, [question.id]: result }));
    } catch (e) {
      setError(e instanceof Error ? e.message : QUIZ_MESSAGES.requestFailed);
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <p>
        <TextLink to={paths.quiz(quiz.slug)}>{PLAY_TEXT.backToQuiz}</TextLink>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">
        {session.practice.source === 'mistakes' ? QUIZ_MESSAGES.reviseMistakes : QUIZ_MESSAGES.practiceMode}:{' '}
        {quiz.title}
      </h1>
      <p className="text-sm text-slate-700">
        Untimed; each answer is checked at once. Not counted as an attempt. {correctCount} of{' '}
        {Object.keys(checks).length} checked answers correct.
      </p>
      <section
        aria-label="Question"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <QuestionView
          key={question.id}
          question={question}
          index={index}
          total={questions.length}
          answer={answers[question.id]}
          onAnswer={(a) => {
            if (check) return;
            setAnswers((all) => ({ ...all, [question.id]: a }));
          }}
          review={
            check
              ? {
                  type: question.type,
                  options: question.options,
                  answer: check.answer,
                  correctOptionIds: check.correctOptionIds,
                  correctBoolean: check.correctBoolean,
                  correctText: check.correctText,
                  correct: check.correct,
                  stems: question.stems?.map((s) => ({
                    ...s,
                    correctOptionId: check.correctStems?.[s.id] ?? '',
                  })),
                }
              : undefined
          }
        />
        {check ? (
          <div
            role="status"
            className={clsx(
              'mt-4 rounded-xl border p-4 text-sm',
              check.correct ? 'border-emerald-300 bg-emerald-50' : 'border-red-300 bg-red-50',
            )}
          >
            <p className="font-bold">{check.correct ? 'Correct' : 'Incorrect'}</p>
            <p className="mt-1">
              Correct answer: {correctText({ ...check, type: question.type, options: question.options })}
            </p>
            {check.explanation && <p className="mt-2 whitespace-pre-line">{check.explanation}</p>}
          </div>
        ) : (
          <Button className="mt-4" disabled={!isAnswered(answers[question.id])} onClick={submitCheck}>
            Check answer
          </Button>
        )}
        {check && <ReportQuestionButton questionId={question.id} className="mt-3" />}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </section>
      <div className="flex justify-between gap-2">
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {PLAY_TEXT.previous}
        </Button>
        <Button
          variant="secondary"
          disabled={index >= questions.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          {PLAY_TEXT.next}
        </Button>
      </div>
    </div>
  );
}

/** /quizzes/{slug}/practice: practice mode, or 'Revise my mistakes' with ?source=mistakes (docs/decisions/226). */
export default function PracticePage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const source = params.get('source') === 'mistakes' ? 'mistakes' : 'all';
  useTitle(source === 'mistakes' ? QUIZ_MESSAGES.reviseMistakes : QUIZ_MESSAGES.practiceMode);
  const session = useQuery({
    queryKey: quizKeys.practice(slug, source),
    queryFn: () => startPractice(slug, source),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (session.isPending || session.isError)
    return (
      <QueryFallback
        query={session}
        errorWidth="max-w-xl"
        loadingLabel="Opening practice…"
        errorMessage={QUIZ_MESSAGES.couldNotStart}
        errorDetail={(error) => (error instanceof ApiError ? error.message : undefined)}
        retry={false}
      >
        <p className="mt-4 text-center">
          <Link to={paths.quiz(slug)} className="font-medium text-brand-700 underline">
            {PLAY_TEXT.backToQuiz}
          </Link>
        </p>
      </QueryFallback>
    );
  return <Practice session={session.data} />;
}
