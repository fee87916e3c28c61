import { QUIZ_MESSAGES, QUIZ_SEARCH_DEBOUNCE_MS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useMyAttempts } from '../api';
import { formatTimeTaken } from '../content';
import type { AttemptHistoryItem } from '../types';
import { pageFrom } from './catalogue-page';

function statusBadge(a: AttemptHistoryItem) {
  if (a.status === 'in_progress') return <Badge tone="amber">{QUIZ_MESSAGES.inProgress}</Badge>;
  if (a.passed === true) return <Badge tone="green">{QUIZ_MESSAGES.passed}</Badge>;
  if (a.passed === false) return <Badge tone="red">{QUIZ_MESSAGES.notPassed}</Badge>;
  return <Badge tone="gray">{QUIZ_MESSAGES.submitted}</Badge>;
}

/** /quizzes/attempts: 'Your attempts' (marketplace.md §2). */
export default function AttemptsPage() {
  useTitle(QUIZ_MESSAGES.yourAttempts);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFrom(params);
  const attempts = useMyAttempts(q, page);
  const search = useSearchText(
    q,
    (next) => setParams(next ? { q: next } : {}, { replace: true }),
    QUIZ_SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{QUIZ_MESSAGES.yourAttempts}</h1>
      <form
        aria-label="Search"
        onSubmit={(event) => {
          event.preventDefault();
          search.flush();
        }}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <FieldShell label="Search by quiz title">
          {({ id }) => (
            <input
              id={id}
              type="search"
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              className={inputClass()}
              autoComplete="off"
            />
          )}
        </FieldShell>
      </form>
      <section aria-label="Attempts" aria-busy={attempts.isFetching} className="mt-6">
        {attempts.isPending ? (
          <LoadingBlock label="Loading attempts…" />
        ) : attempts.isError ? (
          <ErrorState message={QUIZ_MESSAGES.catalogueFailed} onRetry={() => void attempts.refetch()} />
        ) : attempts.data.items.length === 0 ? (
          <EmptyState
            title="No attempts yet"
            action={<ButtonLink to={paths.quizzesCatalogue()}>Browse mock exams</ButtonLink>}
          />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2">
              {attempts.data.items.map((a) => (
                <li key={a.id}>
                  <article className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="font-bold text-slate-900">{a.quiz.title}</h2>
                      {statusBadge(a)}
                    </div>
                    <p className="text-sm text-slate-700">
                      Attempt {a.attemptNo} · started {formatDateTime(a.startedAt)}
                    </p>
                    {a.status === 'submitted' && (
                      <p className="text-sm text-slate-700">
                        {a.score ?? 0} / {a.maxScore ?? 0} ({a.percent ?? 0}%) ·{' '}
                        {formatTimeTaken(a.timeTakenSec ?? 0)}
                      </p>
                    )}
                    <div className="mt-auto flex flex-wrap gap-2 pt-2">
                      {a.status === 'submitted' ? (
                        <ButtonLink size="sm" to={paths.quizAttempt(a.id)}>
                          {QUIZ_MESSAGES.viewResults}
                        </ButtonLink>
                      ) : (
                        <ButtonLink size="sm" to={paths.quiz(a.quiz.slug)}>
                          {QUIZ_MESSAGES.resumeFromQuizPage}
                        </ButtonLink>
                      )}
                      <ButtonLink size="sm" variant="secondary" to={paths.quiz(a.quiz.slug)}>
                        {QUIZ_MESSAGES.openQuiz}
                      </ButtonLink>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              hasNextPage={attempts.data.meta.hasNextPage}
              onPage={(next) => setParams(q ? { q, page: String(next) } : { page: String(next) })}
            />
          </>
        )}
      </section>
      <p className="mt-6">
        <Link to={paths.quizzesCatalogue()} className="font-medium text-brand-700 underline">
          All mock exams
        </Link>
      </p>
    </div>
  );
}
