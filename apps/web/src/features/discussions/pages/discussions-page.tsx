import type { Question } from '@medprep/shared';
import {
  DISCUSSION_MESSAGES,
  QUESTION_LIST_STATUSES,
  QUESTION_SORT_LABELS,
  QUESTION_SORTS,
  QUESTION_STATUS_LABELS,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge, StatusBadge } from '../../../ui/badge';
import { buttonClass } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FieldShell, inputClass } from '../../../ui/field';
import {
  ClearFilters,
  FilterSelect,
  ListScreen,
  ListToolbar,
  ListView,
  StatusTabs,
  useListAddress,
} from '../../../ui/list';
import { type DiscussionFilters, useCourseOptions, useQuestions } from '../api';
import { DISCUSSION_TEXT, QUESTION_STATUS_SCHEME, ROLE_BADGES } from '../content';
import { discussionSearch, readDiscussionFilters } from '../url-filters';

const TITLE_ID = 'discussions-title';
const STATUS_TABS = QUESTION_LIST_STATUSES.map((status) => ({
  value: status,
  label: QUESTION_STATUS_LABELS[status],
}));
const SORT_OPTIONS = QUESTION_SORTS.map((sort) => ({ value: sort, label: QUESTION_SORT_LABELS[sort] }));

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
    <Card as="li" className="sm:p-5">
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
    </Card>
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
  const known = courses.data?.some((c) => c.id === filters.courseId);
  const courseOptions = [
    { value: '', label: DISCUSSION_TEXT.allCourses },
    ...(filters.courseId && !known ? [{ value: filters.courseId, label: DISCUSSION_TEXT.courseLabel }] : []),
    ...(courses.data ?? []).map((course) => ({ value: course.id, label: course.title })),
  ];
  // The address changed elsewhere (Back, Clear filters): the box follows.
  useEffect(() => setText(filters.q ?? ''), [filters.q]);

  return (
    <div className="flex flex-col gap-4">
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
          <FilterSelect
            label={DISCUSSION_TEXT.sortLabel}
            value={filters.sort}
            options={SORT_OPTIONS}
            onChange={(sort) => update({ sort })}
          />
          <FilterSelect
            label={DISCUSSION_TEXT.courseLabel}
            value={filters.courseId ?? ''}
            options={courseOptions}
            onChange={(courseId) => update({ courseId: courseId || undefined })}
            className="sm:max-w-56"
          />
        </div>
      </div>
      <ListToolbar>
        <StatusTabs
          tabs={STATUS_TABS}
          value={filters.status}
          legend={DISCUSSION_TEXT.statusFilters}
          // Toggle chips: pressing the pressed one shows every question again.
          onChange={(status) => update({ status: status === filters.status ? undefined : status })}
        />
      </ListToolbar>
    </div>
  );
}

/** /discussions: search (on Enter), sort, Answered/Open chips, course filter, Prev/Next; all in the address. */
export default function DiscussionsPage() {
  useTitle(DISCUSSION_TEXT.listTitle);
  const { filters, update } = useListAddress(readDiscussionFilters, discussionSearch);
  const list = useQuestions(filters);
  const filtered = Boolean(filters.q || filters.status || filters.courseId);
  const askLink = (
    <Link to={paths.discussionAsk()} className={buttonClass('primary', 'md')}>
      {DISCUSSION_TEXT.askQuestion}
    </Link>
  );

  return (
    <ListScreen
      width="4xl"
      title={DISCUSSION_TEXT.listTitle}
      titleId={TITLE_ID}
      intro={DISCUSSION_TEXT.listIntro}
      action={askLink}
    >
      <Filters filters={filters} update={update} />
      <ListView
        query={list}
        label={DISCUSSION_TEXT.listTitle}
        loadingLabel="Loading questions…"
        errorMessage={DISCUSSION_MESSAGES.loadFailed}
        serverDetail
        empty={{
          title: filtered ? DISCUSSION_MESSAGES.noQuestions : DISCUSSION_MESSAGES.noQuestionsYet,
          action: filtered ? (
            <ClearFilters onClear={() => update({ q: undefined, status: undefined, courseId: undefined })}>
              {DISCUSSION_TEXT.clearFilters}
            </ClearFilters>
          ) : (
            askLink
          ),
        }}
        summary={(data) => DISCUSSION_TEXT.resultCount(data.meta.total)}
        pager={{
          page: filters.page,
          hasNextPage: (data) => data.meta.hasNextPage,
          onPage: (page) => update({ page }),
          scrollTargetId: TITLE_ID,
        }}
        cards={{ className: 'flex flex-col gap-3', item: (question) => <QuestionCard question={question} /> }}
      />
    </ListScreen>
  );
}
