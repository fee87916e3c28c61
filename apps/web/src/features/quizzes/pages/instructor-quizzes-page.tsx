import {
  countLabel,
  QUIZ_MESSAGES,
  QUIZ_PUBLISHED_FILTERS,
  QUIZ_SEARCH_DEBOUNCE_MS,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { type PublishedFilter, useInstructorQuizzes } from '../api';
import { PriceBadge } from '../components/quiz-facts';
import { pageFrom } from './catalogue-page';

const FILTER_LABELS: Record<PublishedFilter, string> = {
  all: 'All',
  published: QUIZ_MESSAGES.published,
  unpublished: QUIZ_MESSAGES.unpublished,
};

/** /instructor/quizzes: 'My Quizzes' (marketplace.md §2). */
export default function InstructorQuizzesPage() {
  useTitle(QUIZ_MESSAGES.myQuizzes);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const raw = params.get('published');
  const published: PublishedFilter = raw === 'published' || raw === 'unpublished' ? raw : 'all';
  const page = pageFrom(params);
  const quizzes = useInstructorQuizzes(q, published, page);
  const write = (next: { q?: string; published?: PublishedFilter; page?: number }) => {
    const merged = { q, published, page: 1, ...next };
    const out: Record<string, string> = {};
    if (merged.q) out.q = merged.q;
    if (merged.published !== 'all') out.published = merged.published;
    if (merged.page > 1) out.page = String(merged.page);
    setParams(out, { replace: next.q !== undefined });
  };
  const search = useSearchText(q, (next) => write({ q: next }), QUIZ_SEARCH_DEBOUNCE_MS);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{QUIZ_MESSAGES.myQuizzes}</h1>
        <ButtonLink to={paths.instructorQuizNew()}>New quiz</ButtonLink>
      </div>
      <form
        aria-label="Search"
        onSubmit={(event) => {
          event.preventDefault();
          search.flush();
        }}
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem]"
      >
        <FieldShell label="Search by title">
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
        <FieldShell label="Show">
          {({ id }) => (
            <select
              id={id}
              value={published}
              onChange={(event) => write({ published: event.target.value as PublishedFilter })}
              className={inputClass()}
            >
              {QUIZ_PUBLISHED_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </form>
      <section aria-label="Quizzes" aria-busy={quizzes.isFetching} className="mt-6">
        {quizzes.isPending ? (
          <LoadingBlock label="Loading quizzes…" />
        ) : quizzes.isError ? (
          <ErrorState message={QUIZ_MESSAGES.listFailed} onRetry={() => void quizzes.refetch()} />
        ) : quizzes.data.items.length === 0 ? (
          <EmptyState
            title={QUIZ_MESSAGES.noQuizzes}
            action={<ButtonLink to={paths.instructorQuizNew()}>New quiz</ButtonLink>}
          />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {quizzes.data.items.map((quiz) => (
                <li
                  key={quiz.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <Link
                      to={paths.instructorQuizQuestions(quiz.id)}
                      className="font-bold text-slate-900 hover:underline"
                    >
                      {quiz.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {countLabel(quiz.questionCount, 'question')} · updated {formatDate(quiz.updatedAt)}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <PriceBadge quiz={quiz} />
                    <Badge tone={quiz.isPublished ? 'green' : 'gray'}>
                      {quiz.isPublished ? QUIZ_MESSAGES.published : QUIZ_MESSAGES.unpublished}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              hasNextPage={quizzes.data.meta.hasNextPage}
              onPage={(next) => write({ page: next })}
            />
          </>
        )}
      </section>
    </div>
  );
}
