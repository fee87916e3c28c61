import type { LibraryEntry } from '@medprep/shared';
import { DIGITS, LIBRARY_SEARCH_DEBOUNCE_MS, LIBRARY_TEXT, PAGE_MAX, paths } from '@medprep/shared/constants';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useSearchText } from '../../../lib/use-search-text';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { FieldShell, inputClass } from '../../../ui/field';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states';
import { useCatalogue } from '../api';
import { EntryThumbnail, LibraryPager } from '../components/library-bits';
import { MyPanel } from '../components/my-panel';
import { kindFromPath, kindView, LIBRARY_UI } from '../kinds';

function EntryCard({ entry }: { entry: LibraryEntry }) {
  const free = entry.pricing.amountMinor === 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <EntryThumbnail entry={entry} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {entry.category && (
          <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {entry.category}
          </span>
        )}
        <h2 className="text-base font-semibold break-words text-slate-900">
          <Link to={paths.libraryDetail(entry.kind, entry.slug)} className="hover:underline">
            {entry.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-slate-700">{entry.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-sm">
          <span className="font-semibold text-slate-900">
            {free ? LIBRARY_TEXT.badgeFree : formatPrice(entry.pricing.amountMinor, entry.pricing.currency)}
          </span>
          {!free && entry.pricing.includedInMembership && (
            <Badge tone="brand">{LIBRARY_TEXT.freeForMembers}</Badge>
          )}
          {entry.unlocked && !free && <Badge tone="green">{LIBRARY_TEXT.badgeOwned}</Badge>}
          <span className="text-slate-600">· {LIBRARY_UI.items(entry.itemCount)}</span>
        </div>
      </div>
    </li>
  );
}

/** /resources and /ebooks: search, a card grid, Prev/Next and the My Resources / My Ebooks panel. */
export default function CataloguePage() {
  const { kind, info } = kindView(kindFromPath(useLocation().pathname));
  useTitle(info.text.catalogueTitle);
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rawPage = params.get('page') ?? '';
  const page = DIGITS.test(rawPage) && Number(rawPage) >= 1 ? Math.min(Number(rawPage), PAGE_MAX) : 1;
  const list = useCatalogue(kind, q, page);
  const setQuery = (next: { q?: string; page?: number }, replace = false) =>
    setParams(
      () => {
        const search: Record<string, string> = {};
        const nq = next.q ?? q;
        const np = next.page ?? 1;
        if (nq) search.q = nq;
        if (np > 1) search.page = String(np);
        return search;
      },
      { replace },
    );
  const search = useSearchText(q, (text) => setQuery({ q: text, page: 1 }, true), LIBRARY_SEARCH_DEBOUNCE_MS);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{info.text.catalogueTitle}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <form
            aria-label={`Search ${info.plural}`}
            className="max-w-md"
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
          <section aria-label={info.text.catalogueTitle} aria-busy={list.isFetching} className="mt-6">
            {list.isPending ? (
              <div data-testid="catalogue-skeleton" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                <span className="sr-only">Loading…</span>
                {[0, 1, 2].map((n) => (
                  <Skeleton key={n} className="h-64 w-full" />
                ))}
              </div>
            ) : list.isError ? (
              <ErrorState
                message={info.messages.loadCatalogueFailed}
                detail={list.error.message}
                onRetry={() => void list.refetch()}
              />
            ) : list.data.items.length === 0 ? (
              <EmptyState title={q ? LIBRARY_UI.noMatches : info.messages.empty} />
            ) : (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {list.data.items.map((entry) => (
                    <EntryCard key={entry.id} entry={entry} />
                  ))}
                </ul>
                <LibraryPager
                  page={page}
                  hasNextPage={list.data.meta.hasNextPage}
                  onPage={(next) => setQuery({ page: next })}
                />
              </>
            )}
          </section>
        </div>
        <aside aria-label={info.text.myPanel}>
          <MyPanel kind={kind} />
        </aside>
      </div>
    </div>
  );
}
