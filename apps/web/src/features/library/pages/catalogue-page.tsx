import type { LibraryEntry } from '@medprep/shared';
import { LIBRARY_SEARCH_DEBOUNCE_MS, LIBRARY_TEXT, paths } from '@medprep/shared/constants';
import { Link, useLocation } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import {
  ListScreen,
  ListSearch,
  ListView,
  listSearch,
  readPage,
  readText,
  useListAddress,
} from '../../../ui/list';
import { useCatalogue } from '../api';
import { EntryThumbnail } from '../components/library-bits';
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

interface CatalogueFilters {
  q: string;
  page: number;
}
const readFilters = (params: URLSearchParams): CatalogueFilters => ({
  q: readText(params, 'q') ?? '',
  page: readPage(params),
});
const writeFilters = (filters: CatalogueFilters) => listSearch({ q: filters.q, page: filters.page });

/** /resources and /ebooks: search, a card grid, Prev/Next and the My Resources / My Ebooks panel. */
export default function CataloguePage() {
  const { kind, info } = kindView(kindFromPath(useLocation().pathname));
  useTitle(info.text.catalogueTitle);
  const { filters, update } = useListAddress(readFilters, writeFilters);
  const list = useCatalogue(kind, filters.q, filters.page);

  return (
    <ListScreen title={info.text.catalogueTitle}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ListSearch
            label={LIBRARY_UI.searchLabel}
            formLabel={`Search ${info.plural}`}
            value={filters.q}
            onSearch={(q) => update({ q }, { replace: true })}
            delayMs={LIBRARY_SEARCH_DEBOUNCE_MS}
          />
          <ListView
            query={list}
            label={info.text.catalogueTitle}
            errorMessage={info.messages.loadCatalogueFailed}
            errorDetail={(error) => error.message}
            empty={{ title: filters.q ? LIBRARY_UI.noMatches : info.messages.empty }}
            pager={{
              page: filters.page,
              hasNextPage: (data) => data.meta.hasNextPage,
              onPage: (page) => update({ page }),
              previousLabel: LIBRARY_TEXT.prev,
              nextLabel: LIBRARY_TEXT.next,
            }}
            cards={{
              className: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
              item: (entry) => <EntryCard entry={entry} />,
            }}
          />
        </div>
        <aside aria-label={info.text.myPanel}>
          <MyPanel kind={kind} />
        </aside>
      </div>
    </ListScreen>
  );
}
