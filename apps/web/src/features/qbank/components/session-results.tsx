import type { AttemptResults, QbankSession } from '@medprep/shared';
import { paths } from '@medprep/shared/paths';
import { ButtonLink } from '../../../ui/button';
import { ReportQuestionButton } from '../../question-reports';
import { AnswerReview } from '../../quizzes';
import { answerText, optionLabels } from '../answer-text';
import { QBANK_TEXT } from '../content';
import { PeerBars } from './peer-bars';

/** A submitted session's results, as a mock's: score, by topic, every question with its explanation. */
export function SessionResults({ session, results }: { session: QbankSession; results: AttemptResults }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="qbank-score" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="qbank-score" className="text-xl font-semibold text-slate-900">
          {QBANK_TEXT.results}: {session.percent ?? 0}%
        </h2>
        <p className="mt-1 text-slate-700">
          {session.score ?? 0} of {session.maxScore ?? 0} marks.
        </p>
        <div className="mt-4">
          <ButtonLink to={paths.qbank()}>{QBANK_TEXT.newSession}</ButtonLink>
        </div>
      </section>
      <section aria-labelledby="qbank-topics">
        <h2 id="qbank-topics" className="text-lg font-semibold text-slate-900">
          {QBANK_TEXT.byTopic}
        </h2>
        <ul className="mt-2 flex flex-col gap-1">
          {results.topics.map((t) => (
            <li key={t.topic} className="flex justify-between gap-4 text-sm">
              <span>{t.topic}</span>
              <span className="tabular-nums">
                {t.correct}/{t.questions} · {t.percent}%
              </span>
            </li>
          ))}
        </ul>
      </section>
      <ol className="flex flex-col gap-4">
        {results.perQuestion.map((q, i) => (
          <li key={q.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <p className="text-sm font-semibold text-slate-600">
              Question {i + 1} · {q.grade.correct ? QBANK_TEXT.correct : QBANK_TEXT.incorrect}
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-900">{q.prompt}</p>
            {q.type === 'emq' ? (
              <div className="mt-2">
                <AnswerReview
                  review={{ ...q, answer: q.answer, correct: q.grade.correct }}
                  label={`${QBANK_TEXT.correctAnswer}, question ${i + 1}`}
                />
              </div>
            ) : (
              <>
                <p className="mt-2 text-sm">Your answer: {q.answer ? answerText(q, q.answer) : '—'}</p>
                <p className="text-sm">
                  {QBANK_TEXT.correctAnswer}:{' '}
                  {answerText(q, {
                    selectedOptionIds: q.correctOptionIds,
                    booleanAnswer: q.correctBoolean,
                    textAnswer: q.correctText.join(' / '),
                  })}
                </p>
              </>
            )}
            {q.explanation && (
              <p className="mt-2 text-sm text-slate-700">
                {QBANK_TEXT.explanation}: {q.explanation}
              </p>
            )}
            <div className="mt-3">
              {q.type !== 'emq' && <PeerBars peers={q.peers} options={optionLabels(q)} />}
            </div>
            <ReportQuestionButton questionId={q.id} className="mt-3" />
          </li>
        ))}
      </ol>
    </div>
  );
}
