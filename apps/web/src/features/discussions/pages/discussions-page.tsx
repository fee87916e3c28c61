import type { Question } from '@medprep/shared';
import {
  DISCUSSION_MESSAGES,
  QUESTION_LIST_STATUSES,
  QUESTION_SORT_LABELS,
  QUESTION_SORTS,
  QUESTION_STATUS_LABELS,
  type QuestionListStatus,
  type QuestionSort,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge, StatusBadge } from '../../../ui/badge';
import { Button, buttonClass } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { type DiscussionFilters, useCourseOptions, useQuestions } from '../api';
import { DISCUSSION_TEXT, QUESTION_STATUS_SCHEME, ROLE_BADGES } from '../content';
import { discussionFiltersQuery, readDiscussionFilters } from '../url-filters';

/** The body as a plain line for the card: markdown's marks dropped (the question page renders it). */
const plainExcerpt = (markdown: string) =>
  markdown
    .replace(/[*_`#>~]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

function QuestionCard({ question }: { question: Question }) {
  const badge = ROLE_BADGES[question.author.role];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={question.status} scheme={QUESTION_STATUS_SCHEME} />
        {question.hasAcceptedAnswer && <Badge tone="green">{DISCUSSION_TEXT.acceptedAnswer}</Badge>}
        <span className="text-sm text-slate-600">{DISCUSSION_TEXT.answersShort(question.answersCount)}</span>
      </div>
      <h2 className="mt-2 text-lg font-semibold break-words text-slate-900">
        <Link to={paths.discussion(question.id)} className="hover:text-brand-800 hover:underline">
          {question.title}
        </Link>
      </h2>
      <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{plainExcerpt(question.body)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>
          <span className="font-medium text-slate-800">{question.author.name}</span>
          {badge && (
            <Badge tone={badge.tone} className="ml-1.5">
              {badge.label}
            </Badge>
          )}
        </span>
        <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time>
        {question.course && (
          <Link
            to={paths.discussions({ courseId: question.course.id })}
            className="font-medium text-brand-700 hover:underline"
          >
            {question.course.title}
          </Link>
        )}
      </div>
    </li>
  );
}

function Filters({
  filters,
  update,
}: {
  filters: DiscussionFilters;
  update: (patch: Partial<DiscussionFilters>) => void;
}) {
  const [text, setText] = useState(filters.q ?? '');
  const courses = useCourseOptions();
  // The address changed elsewhere (Back, Clear filters): the box follows.
  useEffect(() => setText(filters.q ?? ''), [filters.q]);

  return (
    <div className="mt-6 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <form
          aria-label={DISCUSSION_TEXT.searchLabel}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: text.trim() || undefined });
          }}
        >
          <FieldShell label={DISCUSSION_TEXT.searchLabel} hint={DISCUSSION_TEXT.searchHint}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="search"
                value={text}
                aria-describedby={describedBy}
                onChange={(event) => setText(event.target.value)}
                className={inputClass()}
                autoComplete="off"
                enterKeyHint="search"
              />
            )}
          </FieldShell>
        </form>
        <div className="grid grid-cols-2 gap-4 sm:contents">
          <FieldShell label={DISCUSSION_TEXT.sortLabel}>
            {({ id }) => (
              <select
                id={id}
                value={filters.sort}
                onChange={(event) => update({ sort: event.target.value as QuestionSort })}
                className={inputClass()}
              >
                {QUESTION_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {QUESTION_SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <FieldShell label={DISCUSSION_TEXT.courseLabel}>
            {({ id }) => (
              <select
                id={id}
                value={filters.courseId ?? ''}
                onChange={(event) => update({ courseId: event.target.value || undefined })}
                className={clsx(inputClass(), 'sm:max-w-56')}
              >
                <option value="">{DISCUSSION_TEXT.allCourses}</option>
                {filters.courseId && !courses.data?.some((c) => c.id === filters.courseId) && (
                  <option value={filters.courseId}>{DISCUSSION_TEXT.courseLabel}</option>
                )}
                {courses.data?.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{DISCUSSION_TEXT.statusFilters}</legend>
        {QUESTION_LIST_STATUSES.map((status) => {
          const on = filters.status === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={on}
              onClick={() => update({ status: on ? undefined : (status as QuestionListStatus) })}
              className={clsx(
                'inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-semibold',
                on
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              {QUESTION_STATUS_LABELS[status]}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

/** /discussions: search (on Enter), sort, Answered/Open chips, course filter, Prev/Next; all in the address. */
export default function DiscussionsPage() {
  useTitle(DISCUSSION_TEXT.listTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readDiscussionFilters(params);
  const list = useQuestions(filters);

  /** Any change but the page starts again at page 1 (marketplace.md §2). */
  const update = (patch: Partial<DiscussionFilters>) =>
    navigate(paths.discussions(discussionFiltersQuery({ ...filters, page: 1, ...patch })));
  const filtered = Boolean(filters.q || filters.status || filters.courseId);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="discussions-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {DISCUSSION_TEXT.listTitle}
          </h1>
          <p className="mt-2 text-slate-600">{DISCUSSION_TEXT.listIntro}</p>
        </div>
        <Link to={paths.discussionAsk()} className={buttonClass('primary', 'md')}>
          {DISCUSSION_TEXT.askQuestion}
        </Link>
      </div>
      <Filters filters={filters} update={update} />
      <section aria-labelledby="discussions-title" aria-busy={list.isFetching} className="mt-6">
        {list.isPending ? (
          <LoadingBlock label="Loading questions…" rows={4} />
        ) : list.isError ? (
          <ErrorState
            message={DISCUSSION_MESSAGES.loadFailed}
            detail={list.error.message !== DISCUSSION_MESSAGES.loadFailed ? list.error.message : undefined}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title={filtered ? DISCUSSION_MESSAGES.noQuestions : DISCUSSION_MESSAGES.noQuestionsYet}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => update({ q: undefined, status: undefined, courseId: undefined })}
                >
                  {DISCUSSION_TEXT.clearFilters}
                </Button>
              ) : (
                <Link to={paths.discussionAsk()} className={buttonClass('primary', 'md')}>
                  {DISCUSSION_TEXT.askQuestion}
                </Link>
              )
            }
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {DISCUSSION_TEXT.resultCount(list.data.meta.total)}
            </p>
            <ul className="flex flex-col gap-3">
              {list.data.items.map((question) => (
                <QuestionCard key={question.id} question={question} />
              ))}
            </ul>
          </>
        )}
        {list.data && (list.data.meta.page > 1 || list.data.meta.hasNextPage) && (
          <Pager
            page={filters.page}
            hasNextPage={list.data.meta.hasNextPage}
            scrollTargetId="discussions-title"
            onPage={(page) => navigate(paths.discussions(discussionFiltersQuery({ ...filters, page })))}
          />
        )}
      </section>
    </div>
  );
}
