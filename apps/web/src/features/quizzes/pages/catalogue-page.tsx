import { QUIZ_CATALOGUE_TITLE, QUIZ_MESSAGES, QUIZ_SEARCH_DEBOUNCE_MS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useSearchParams } from 'react-router';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useQuizzes } from '../api';
import { MyMocksPanel } from '../components/my-mocks';
import { QuizCard } from '../components/quiz-card';

export const pageFrom = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /quizzes: the public catalogue of mock exams, with 'My Mocks' for a signed-in learner. */
export default function QuizCataloguePage() {
  useTitle(QUIZ_CATALOGUE_TITLE);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFrom(params);
  const quizzes = useQuizzes(q, page);
  const search = useSearchText(
    q,
    (next) => setParams(next ? { q: next } : {}, { replace: true }),
    QUIZ_SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{QUIZ_CATALOGUE_TITLE}</h1>
          <p className="mt-2 text-slate-600">Timed PLAB and UKMLA-style papers with explanations.</p>
        </div>
        <Link to={paths.quizAttempts()} className="font-medium text-brand-700 underline">
          {QUIZ_MESSAGES.viewPastAttempts}
        </Link>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <form
            aria-label="Search"
            onSubmit={(event) => {
              event.preventDefault();
              search.flush();
            }}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <FieldShell label="Search mock exams">
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
          <section aria-label="Results" aria-busy={quizzes.isFetching} className="mt-6">
            {quizzes.isPending ? (
              <LoadingBlock label="Loading mock exams…" />
            ) : quizzes.isError ? (
              <ErrorState
                message={QUIZ_MESSAGES.catalogueFailed}
                detail={quizzes.error.message || QUIZ_MESSAGES.unknownError}
                onRetry={() => void quizzes.refetch()}
              />
            ) : quizzes.data.items.length === 0 ? (
              <EmptyState title={QUIZ_MESSAGES.noQuizzes} />
            ) : (
              <>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {quizzes.data.items.map((quiz) => (
                    <li key={quiz.id} className="flex">
                      <QuizCard quiz={quiz} />
                    </li>
                  ))}
                </ul>
                <Pager
                  page={page}
                  hasNextPage={quizzes.data.meta.hasNextPage}
                  onPage={(next) => setParams(q ? { q, page: String(next) } : { page: String(next) })}
                />
              </>
            )}
          </section>
        </div>
        <MyMocksPanel />
      </div>
    </div>
  );
}
