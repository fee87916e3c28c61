import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { ErrorState, QueryFallback } from '../../../ui/states';
import { TableHead } from '../../../ui/table-head';
import { ReportQuestionButton } from '../../question-reports';
import { useAttempt } from '../api';
import { AnswerReview } from '../components/answer-review';
import { MockStanding } from '../components/mock-standing';
import { QuestionMedia } from '../components/question-media';
import { formatTimeTaken } from '../content';

export const RESULTS_TEXT = {
  revise: QUIZ_MESSAGES.reviseMistakes,
  retake: 'Back to the quiz',
  attempts: 'All my attempts',
  passed: QUIZ_MESSAGES.passed,
  notPassed: QUIZ_MESSAGES.notPassed,
  byTopic: 'By topic',
  questions: 'Questions',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  explanation: 'Explanation',
  answersOf: 'Options and answers of question',
  correct: 'Correct',
  incorrect: 'Incorrect',
} as const;

/** A section named by its h2. */
function TitledSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Results of a submitted attempt: score, pass, time, every question, by topic. */
export default function ResultsPage() {
  const { attemptId = '' } = useParams();
  const attempt = useAttempt(attemptId);
  useTitle(attempt.data ? `Results: ${attempt.data.quiz.title}` : 'Results');

  if (attempt.isPending || attempt.isError)
    return (
      <QueryFallback
        query={attempt}
        loadingLabel="Loading results…"
        errorMessage={QUIZ_MESSAGES.loadAttemptFailed}
      />
    );

  const { attempt: a, quiz, results, lessons } = attempt.data;
  if (a.status !== 'submitted' || !results) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <ErrorState message={QUIZ_MESSAGES.notSubmittedYet} />
        <p className="mt-4 text-center">
          <ButtonLink to={paths.quizPlay(quiz.slug)}>Resume the attempt</ButtonLink>
        </p>
      </div>
    );
  }
  const topics = results.topics;
  const mistakes = results.perQuestion.filter((r) => !r.grade.correct).length;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
      <section
        aria-labelledby="results-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm font-medium text-slate-600">Results</p>
        <h1 id="results-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {quiz.title}
        </h1>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-600">Score</dt>
            <dd className="text-2xl font-bold text-slate-900">
              {a.score ?? 0} / {a.maxScore}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Percent</dt>
            <dd className="text-2xl font-bold text-slate-900">{a.percent ?? 0}%</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Result</dt>
            <dd className="mt-1">
              <Badge tone={a.passed ? 'green' : 'red'} className="text-sm">
                {a.passed ? RESULTS_TEXT.passed : RESULTS_TEXT.notPassed}
              </Badge>
              <span className="mt-1 block text-xs text-slate-600">Pass mark {quiz.passPercent}%</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Time taken</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatTimeTaken(a.timeTakenSec ?? 0)}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          {mistakes > 0 && (
            <ButtonLink to={paths.quizPractice(quiz.slug, 'mistakes')}>{RESULTS_TEXT.revise}</ButtonLink>
          )}
          <ButtonLink variant="secondary" to={paths.quiz(quiz.slug)}>
            {RESULTS_TEXT.retake}
          </ButtonLink>
          {lessons.map((l) => (
            <ButtonLink key={l.lessonId} variant="secondary" to={paths.learn(l.courseSlug, l.lessonId)}>
              Back to {l.courseTitle}
            </ButtonLink>
          ))}
          <ButtonLink variant="ghost" to={paths.quizAttempts()}>
            {RESULTS_TEXT.attempts}
          </ButtonLink>
        </div>
      </section>

      <MockStanding percent={a.percent ?? 0} results={results} />

      <TitledSection id="topics-title" title={RESULTS_TEXT.byTopic}>
        <table className="mt-3 w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm">
          <TableHead columns={['Topic', 'Correct', 'Marks']} cellClass="px-3 py-2" />
          <tbody>
            {topics.map((t) => (
              <tr key={t.topic} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {t.topic}
                </th>
                <td className="px-3 py-2">
                  {t.correct} / {t.questions}
                </td>
                <td className="px-3 py-2">
                  {t.score} / {t.maxScore} ({t.percent}%)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TitledSection>

      <TitledSection id="questions-title" title={RESULTS_TEXT.questions}>
        <ol className="mt-3 flex flex-col gap-4">
          {results.perQuestion.map((r, i) => (
            <li
              key={r.id}
              className={clsx(
                'rounded-2xl border bg-white p-4 sm:p-6',
                r.grade.correct ? 'border-emerald-300' : 'border-red-300',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">Question {i + 1}</h3>
                <Badge tone={r.grade.correct ? 'green' : 'red'}>
                  {r.grade.correct ? RESULTS_TEXT.correct : RESULTS_TEXT.incorrect} · {r.grade.earned}/
                  {r.points}
                </Badge>
              </div>
              <p className="mt-2 whitespace-pre-line text-slate-900">{r.prompt}</p>
              <QuestionMedia media={r.media} />
              <div className="mt-3">
                <AnswerReview
                  label={`${RESULTS_TEXT.answersOf} ${i + 1}`}
                  review={{ ...r, answer: r.answer, correct: r.grade.correct }}
                />
              </div>
              {r.explanation && (
                <dl className="mt-3 text-sm">
                  <dt className="font-semibold text-slate-700">{RESULTS_TEXT.explanation}</dt>
                  <dd className="whitespace-pre-line">{r.explanation}</dd>
                </dl>
              )}
              <ReportQuestionButton questionId={r.id} className="mt-3" />
            </li>
          ))}
        </ol>
      </TitledSection>
      <p>
        <Link to={paths.quizzesCatalogue()} className="font-medium text-brand-700 underline">
          All quizzes
        </Link>
      </p>
    </div>
  );
}
