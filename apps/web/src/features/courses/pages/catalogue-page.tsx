import type { CourseLevel, CourseSort } from '@medprep/shared';
import {
  COURSE_LEVELS,
  COURSE_MESSAGES,
  COURSE_SEARCH_DEBOUNCE_MS,
  COURSE_SORTS,
  SEARCH_PLACEHOLDER,
} from '@medprep/shared/constants';
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { levelLabel } from '../../../lib/format';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useCategories } from '../api/get-categories';
import { useCourses } from '../api/get-courses';
import type { CatalogueFilters } from '../api/keys';
import { CourseCard, CourseCardSkeleton } from '../components/course-card';
import { CATALOGUE_SKELETON_CARDS, COURSE_UI_TEXT, SORT_LABELS } from '../content';
import { catalogueSearch, readCatalogueFilters } from '../url-filters';

export default function CataloguePage() {
  useTitle('Courses');
  const [params, setParams] = useSearchParams();
  const filters = readCatalogueFilters(params);
  const courses = useCourses(filters);
  const categories = useCategories();
  const freeOnlyId = useId();

  /** Any change of a filter goes back to page 1; the page itself is set only by the pager. */
  const update = useCallback(
    (patch: Partial<CatalogueFilters>, options?: { replace?: boolean }) =>
      setParams((prev) => catalogueSearch({ ...readCatalogueFilters(prev), page: 1, ...patch }), options),
    [setParams],
  );
  const search = useSearchText(
    filters.q ?? '',
    (q) => update({ q: q || undefined }, { replace: true }),
    COURSE_SEARCH_DEBOUNCE_MS,
  );
  const filtered = Boolean(filters.q || filters.level || filters.isFree || filters.category);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Courses</h1>
      <p className="mt-2 text-slate-600">
        Revision courses for PLAB, UKMLA, MRCP, MRCS and USMLE, written by UK clinicians.
      </p>

      <form
        aria-label="Filter courses"
        onSubmit={(event) => {
          event.preventDefault();
          search.flush();
        }}
        className="mt-6 grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <FieldShell label="Search courses" className="col-span-2 lg:col-span-1">
          {({ id }) => (
            <input
              id={id}
              type="search"
              value={search.text}
              onChange={(event) => search.setText(event.target.value)}
              placeholder={SEARCH_PLACEHOLDER}
              className={inputClass()}
              autoComplete="off"
            />
          )}
        </FieldShell>
        <FieldShell label="Level">
          {({ id }) => (
            <select
              id={id}
              value={filters.level ?? ''}
              onChange={(event) =>
                update({ level: (event.target.value || undefined) as CourseLevel | undefined })
              }
              className={inputClass()}
            >
              <option value="">All levels</option>
              {COURSE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {levelLabel(level)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label="Category">
          {({ id }) => (
            <select
              id={id}
              value={filters.category ?? ''}
              onChange={(event) => update({ category: event.target.value || undefined })}
              className={inputClass()}
            >
              <option value="">All categories</option>
              {(categories.data ?? []).map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
              {filters.category && !categories.data?.includes(filters.category) && (
                <option value={filters.category}>{filters.category}</option>
              )}
            </select>
          )}
        </FieldShell>
        <FieldShell label="Sort by">
          {({ id }) => (
            <select
              id={id}
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as CourseSort })}
              className={inputClass()}
            >
              {COURSE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <div className="flex min-h-10 items-center gap-2 lg:pb-0.5">
          <input
            id={freeOnlyId}
            type="checkbox"
            checked={filters.isFree === true}
            onChange={(event) => update({ isFree: event.target.checked ? true : undefined })}
            className="size-5 rounded border-slate-300 accent-brand-700"
          />
          <label htmlFor={freeOnlyId} className="text-sm font-medium whitespace-nowrap text-slate-800">
            {COURSE_UI_TEXT.freeOnly}
          </label>
        </div>
      </form>

      <section aria-label="Results" aria-busy={courses.isFetching} className="mt-8">
        {courses.isPending ? (
          <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">Loading courses…</span>
            {Array.from({ length: CATALOGUE_SKELETON_CARDS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <CourseCardSkeleton key={i} />
            ))}
          </div>
        ) : courses.isError ? (
          <ErrorState message={COURSE_MESSAGES.listFailed} onRetry={() => void courses.refetch()} />
        ) : courses.data.items.length === 0 ? (
          <EmptyState
            title={COURSE_MESSAGES.noMatches}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    update({ q: undefined, level: undefined, isFree: undefined, category: undefined })
                  }
                >
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.data.items.map((course) => (
                <li key={course.id} className="flex">
                  <CourseCard course={course} />
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
