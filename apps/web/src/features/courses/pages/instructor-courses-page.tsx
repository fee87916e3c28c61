import type { CourseStatus, CourseSummary } from '@medprep/shared';
import { COURSE_MESSAGES, COURSE_STATUSES, LIST_SEARCH_DEBOUNCE_MS } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import { formatDate, formatPrice } from '../../../lib/format';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Button, ButtonLink } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useInstructorCourses } from '../api/get-instructor-courses';
import type { InstructorListFilters } from '../api/keys';
import { InstructorsOnly } from '../components/instructors-only';
import { StatusBadge } from '../components/status-badge';
import { COURSE_UI_TEXT, STATUS_LABELS } from '../content';
import { instructorSearch, readInstructorFilters } from '../url-filters';

const TABS: { status: CourseStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  ...COURSE_STATUSES.map((status) => ({ status, label: STATUS_LABELS[status] })),
];

const price = (course: CourseSummary) => formatPrice(course.pricing.amountMinor, course.pricing.currency);

function Thumb({ course }: { course: CourseSummary }) {
  return (
    <CourseThumbnail
      src={course.thumbnail}
      title={course.title}
      courseId={course.id}
      size="sm"
      className="w-20 shrink-0 rounded-md"
    />
  );
}

function EditLink({ course, className }: { course: CourseSummary; className?: string }) {
  return (
    <Link
      to={paths.instructorCourse(course.id)}
      aria-label={`Edit ${course.title}`}
      className={clsx(
        'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      Edit
    </Link>
  );
}

export default function InstructorCoursesPage() {
  useTitle('My courses · Instructor');
  const [params, setParams] = useSearchParams();
  const filters = readInstructorFilters(params);
  const courses = useInstructorCourses(filters);

  const update = useCallback(
    (patch: Partial<InstructorListFilters>, options?: { replace?: boolean }) =>
      setParams((prev) => instructorSearch({ ...readInstructorFilters(prev), page: 1, ...patch }), options),
    [setParams],
  );
  const search = useSearchText(
    filters.q ?? '',
    (q) => update({ q: q || undefined }, { replace: true }),
    LIST_SEARCH_DEBOUNCE_MS,
  );

  if (courses.error instanceof ApiError && courses.error.status === 403) {
    return (
      <div className="px-4 py-16">
        <InstructorsOnly />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Instructor</p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My courses</h1>
        </div>
        <ButtonLink to={paths.instructorNew()}>New course</ButtonLink>
      </div>

      <div className="mt-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <fieldset className="min-w-0">
          <legend className="sr-only">Status</legend>
          <div className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
            {TABS.map((tab) => {
              const active = filters.status === tab.status;
              return (
                <button
                  key={tab.label}
                  type="button"
                  aria-pressed={active}
                  onClick={() => update({ status: tab.status })}
                  className={clsx(
                    'min-h-9 rounded-lg px-4 text-sm font-semibold transition-colors',
                    active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                  )}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        <form
          aria-label="Search your courses"
          className="md:w-72"
          onSubmit={(event) => {
            event.preventDefault();
            search.flush();
          }}
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
        </form>
      </div>

      <section aria-label="Courses" aria-busy={courses.isFetching} className="mt-6">
        {courses.isPending ? (
          <LoadingBlock label="Loading your courses…" rows={4} />
        ) : courses.isError ? (
          <ErrorState
            message={COURSE_MESSAGES.listFailed}
            detail={courses.error.message}
            onRetry={() => void courses.refetch()}
          />
        ) : courses.data.items.length === 0 ? (
          filters.status || filters.q ? (
            <EmptyState
              title={COURSE_MESSAGES.noMatches}
              action={
                <Button variant="secondary" onClick={() => update({ status: undefined, q: undefined })}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={COURSE_UI_TEXT.noInstructorCourses}
              action={<ButtonLink to={paths.instructorNew()}>New course</ButtonLink>}
            >
              {COURSE_UI_TEXT.createFirstCourse}
            </EmptyState>
          )
        ) : (
          <>
            <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Course
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Price
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Updated
                    </th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {courses.data.items.map((course) => (
                    <tr key={course.id}>
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-3">
                          <Thumb course={course} />
                          <div className="min-w-0">
                            <p className="font-semibold text-slate-900">{course.title}</p>
                            <p className="truncate text-xs text-slate-500">/{course.slug}</p>
                          </div>
                        </div>
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={course.status} />
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        {price(course)}
                        {course.pricing.includedInMembership && !course.pricing.isFree && (
                          <span className="block text-xs text-slate-500">In membership</span>
                        )}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                        {formatDate(course.updatedAt)}
                      </td>
                      <td className="px-4 py-3 text-right">
                        <EditLink course={course} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="flex flex-col gap-3 md:hidden">
              {courses.data.items.map((course) => (
                <li key={course.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex items-start gap-3">
                    <Thumb course={course} />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-slate-900">{course.title}</p>
                      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                        <StatusBadge status={course.status} />
                        <span>{price(course)}</span>
                      </div>
                    </div>
                  </div>
                  <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-2 text-xs text-slate-500">
                    <span>Updated {formatDate(course.updatedAt)}</span>
                    <EditLink course={course} className="-mr-3" />
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={filters.page}
              hasNextPage={courses.data.meta.hasNextPage}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </section>
    </div>
  );
}
