import type { LibraryEntry } from '@medprep/shared';
import {
  DIGITS,
  hasControlCharacters,
  LIBRARY_MAX_PAGE_SIZE,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SEARCH_DEBOUNCE_MS,
  LIBRARY_STATUSES,
  LIBRARY_TEXT,
  type LibraryStatus,
  PAGE_MAX,
  paths,
  QUERY_TEXT_MAX,
} from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Button, ButtonLink } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states';
import { type InstructorFilters, useInstructorList } from '../api';
import { EntryThumbnail, LibraryPager, StatusBadge } from '../components/library-bits';
import { kindFromPath, kindView, LIBRARY_UI } from '../kinds';

const TABS: { status: LibraryStatus | undefined; label: string }[] = [
  { status: undefined, label: LIBRARY_TEXT.statusTabs.all },
  ...LIBRARY_STATUSES.map((status) => ({ status, label: LIBRARY_TEXT.statusTabs[status] })),
];

/** status, q, page and limit from the address; a value the server would refuse is dropped. */
export function readFilters(params: URLSearchParams): InstructorFilters {
  const status = params.get('status');
  const q = params.get('q')?.trim() ?? '';
  const page = params.get('page') ?? '';
  const limit = params.get('limit') ?? '';
  const int = (value: string, max: number, fallback: number) =>
    DIGITS.test(value) && Number(value) >= 1 ? Math.min(Number(value), max) : fallback;
  return {
    status: (LIBRARY_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as LibraryStatus)
      : undefined,
    q: q && q.length <= QUERY_TEXT_MAX && !hasControlCharacters(q) ? q : undefined,
    page: int(page, PAGE_MAX, 1),
    limit: int(limit, LIBRARY_MAX_PAGE_SIZE, LIBRARY_PAGE_SIZE),
  };
}

function toSearch(filters: InstructorFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.status) search.status = filters.status;
  if (filters.q) search.q = filters.q;
  if (filters.page > 1) search.page = String(filters.page);
  if (filters.limit !== LIBRARY_PAGE_SIZE) search.limit = String(filters.limit);
  return search;
}

const price = (entry: LibraryEntry) => formatPrice(entry.pricing.amountMinor, entry.pricing.currency);

/** /instructor/resources and /instructor/ebooks: 'My Resources' / 'My Ebooks'. */
export default function InstructorListPage() {
  const { kind, info } = kindView(kindFromPath(useLocation().pathname));
  useTitle(info.text.listTitle);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useInstructorList(kind, filters);

  const update = useCallback(
    (patch: Partial<InstructorFilters>, options?: { replace?: boolean }) =>
      setParams((prev) => toSearch({ ...readFilters(prev), page: 1, ...patch }), options),
    [setParams],
  );
  const search = useSearchText(
    filters.q ?? '',
    (q) => update({ q: q || undefined }, { replace: true }),
    LIBRARY_SEARCH_DEBOUNCE_MS,
  );

  const editLink = (entry: LibraryEntry, className?: string) => (
    <Link
      to={paths.libraryInstructorEdit(kind, entry.id)}
      aria-label={`${LIBRARY_TEXT.edit} ${entry.title}`}
      className={clsx(
        'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      {LIBRARY_TEXT.edit}
    </Link>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Instructor</p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{info.text.listTitle}</h1>
        </div>
        <ButtonLink to={paths.libraryInstructorNew(kind)}>{info.text.newLink}</ButtonLink>
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
                    active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
                  )}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
        </fieldset>
        <form
          aria-label={`Search your ${info.plural}`}
          className="md:w-72"
          onSubmit={(event) => {
            event.preventDefault();
            search.flush();
          }}
        >
          <FieldShell label={LIBRARY_UI.searchLabel}>
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

      <section aria-label={info.text.listTitle} aria-busy={list.isFetching} className="mt-6">
        {list.isPending ? (
          <div data-testid="list-skeleton" className="flex flex-col gap-3">
            <span className="sr-only">Loading…</span>
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-16 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          list.error instanceof ApiError && list.error.status === 403 ? (
            <EmptyState title={LIBRARY_UI.onlyInstructors} />
          ) : (
            <ErrorState
              message={info.messages.loadListFailed}
              detail={list.error.message}
              onRetry={() => void list.refetch()}
            />
          )
        ) : list.data.items.length === 0 ? (
          filters.status || filters.q ? (
            <EmptyState
              title={LIBRARY_UI.noMatches}
              action={
                <Button variant="secondary" onClick={() => update({ status: undefined, q: undefined })}>
                  {LIBRARY_UI.clearFilters}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={info.messages.empty}
              action={<ButtonLink to={paths.libraryInstructorNew(kind)}>{info.text.newLink}</ButtonLink>}
            >
              {info.messages.emptyHint}
            </EmptyState>
          )
        ) : (
          <>
            <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      {info.text.column}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Category
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
                  {list.data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-3">
                          <EntryThumbnail entry={entry} size="sm" className="w-20 shrink-0 rounded-md" />
                          <div className="min-w-0">
                            <p className="font-semibold text-slate-900">{entry.title}</p>
                            <p className="truncate text-xs text-slate-600">/{entry.slug}</p>
                          </div>
                        </div>
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={entry.status} />
                      </td>
                      <td className="px-4 py-3 text-slate-700">{entry.category || '—'}</td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        {price(entry)}
                        {entry.pricing.includedInMembership && (
                          <span className="text-slate-600"> {LIBRARY_TEXT.inMembership}</span>
                        )}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                        {formatDate(entry.updatedAt)}
                      </td>
                      <td className="px-4 py-3 text-right">{editLink(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="flex flex-col gap-3 md:hidden">
              {list.data.items.map((entry) => (
                <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex items-start gap-3">
                    <EntryThumbnail entry={entry} size="sm" className="w-20 shrink-0 rounded-md" />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold break-words text-slate-900">{entry.title}</p>
                      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                        <StatusBadge status={entry.status} />
                        {entry.category && <span>{entry.category}</span>}
                        <span>
                          {price(entry)}
                          {entry.pricing.includedInMembership && ` ${LIBRARY_TEXT.inMembership}`}
                        </span>
                      </div>
                    </div>
                  </div>
                  <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-2 text-xs text-slate-600">
                    <span>Updated {formatDate(entry.updatedAt)}</span>
                    {editLink(entry, '-mr-3')}
                  </div>
                </li>
              ))}
            </ul>
            <LibraryPager
              page={filters.page}
              hasNextPage={list.data.meta.hasNextPage}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </section>
    </div>
  );
}
