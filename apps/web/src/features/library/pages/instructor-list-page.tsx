import type { LibraryEntry } from '@medprep/shared';
import {
  DIGITS,
  LIBRARY_MAX_PAGE_SIZE,
  LIBRARY_PAGE_SIZE,
  LIBRARY_SEARCH_DEBOUNCE_MS,
  LIBRARY_STATUSES,
  LIBRARY_TEXT,
  type LibraryKind,
  type LibraryStatus,
  paths,
} from '@medprep/shared/constants';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import {
  ClearFilters,
  type Column,
  editColumn,
  ListScreen,
  ListSearch,
  ListToolbar,
  ListView,
  lastParam,
  listSearch,
  PictureTitleCell,
  readEnum,
  readPage,
  readText,
  StatusTabs,
  statusColumn,
  updatedColumn,
  useListAddress,
} from '../../../ui/list';
import { EmptyState } from '../../../ui/states';
import { type InstructorFilters, useInstructorList } from '../api';
import { EntryThumbnail, LIBRARY_STATUS_SCHEME } from '../components/library-bits';
import { kindFromPath, kindView, LIBRARY_UI } from '../kinds';

const TABS = [
  { value: undefined, label: LIBRARY_TEXT.statusTabs.all },
  ...LIBRARY_STATUSES.map((status) => ({ value: status, label: LIBRARY_TEXT.statusTabs[status] })),
];

/** status, q, page and limit from the address; a value the server would refuse is dropped. */
export function readFilters(params: URLSearchParams): InstructorFilters {
  const limit = lastParam(params, 'limit') ?? '';
  return {
    status: readEnum(params, 'status', LIBRARY_STATUSES),
    q: readText(params, 'q'),
    page: readPage(params),
    limit:
      DIGITS.test(limit) && Number(limit) >= 1
        ? Math.min(Number(limit), LIBRARY_MAX_PAGE_SIZE)
        : LIBRARY_PAGE_SIZE,
  };
}

const toSearch = (filters: InstructorFilters) =>
  listSearch({ ...filters }, { page: 1, limit: LIBRARY_PAGE_SIZE });

const price = (entry: LibraryEntry) => formatPrice(entry.pricing.amountMinor, entry.pricing.currency);

function columns(kind: LibraryKind, titleHeader: string): Column<LibraryEntry>[] {
  return [
    {
      key: 'entry',
      header: titleHeader,
      role: 'title',
      cell: (entry) => (
        <PictureTitleCell
          picture={<EntryThumbnail entry={entry} size="sm" className="w-20 shrink-0 rounded-md" />}
          title={entry.title}
          detail={`/${entry.slug}`}
        />
      ),
    },
    statusColumn((entry) => entry.status, LIBRARY_STATUS_SCHEME),
    {
      key: 'category',
      header: 'Category',
      className: 'text-slate-700',
      cell: (entry) => entry.category || '—',
      card: (entry) => entry.category || null,
    },
    {
      key: 'price',
      header: 'Price',
      className: 'whitespace-nowrap',
      cell: (entry) => (
        <>
          {price(entry)}
          {entry.pricing.includedInMembership && (
            <span className="text-slate-600"> {LIBRARY_TEXT.inMembership}</span>
          )}
        </>
      ),
    },
    updatedColumn((entry) => entry.updatedAt),
    editColumn(
      (entry) => paths.libraryInstructorEdit(kind, entry.id),
      (entry) => entry.title,
      LIBRARY_TEXT.edit,
    ),
  ];
}

/** /instructor/resources and /instructor/ebooks: 'My Resources' / 'My Ebooks'. */
export default function InstructorListPage() {
  const { kind, info } = kindView(kindFromPath(useLocation().pathname));
  useTitle(info.text.listTitle);
  const { filters, update, pager, searchProps } = useListAddress(readFilters, toSearch);
  const list = useInstructorList(kind, filters);
  const newLink = <ButtonLink to={paths.libraryInstructorNew(kind)}>{info.text.newLink}</ButtonLink>;

  return (
    <ListScreen eyebrow="Instructor" title={info.text.listTitle} action={newLink}>
      <ListToolbar>
        <StatusTabs
          tabs={TABS}
          value={filters.status}
          onChange={(status: LibraryStatus | undefined) => update({ status })}
        />
        <ListSearch
          label={LIBRARY_UI.searchLabel}
          formLabel={`Search your ${info.plural}`}
          {...searchProps('q')}
          delayMs={LIBRARY_SEARCH_DEBOUNCE_MS}
        />
      </ListToolbar>
      <ListView
        query={list}
        label={info.text.listTitle}
        loadingLabel="Loading…"
        errorMessage={info.messages.loadListFailed}
        errorDetail={(error) => error.message}
        errorView={(error) =>
          error instanceof ApiError && error.status === 403 ? (
            <EmptyState title={LIBRARY_UI.onlyInstructors} />
          ) : null
        }
        empty={
          filters.status || filters.q
            ? {
                title: LIBRARY_UI.noMatches,
                action: (
                  <ClearFilters onClear={() => update({ status: undefined, q: undefined })}>
                    {LIBRARY_UI.clearFilters}
                  </ClearFilters>
                ),
              }
            : { title: info.messages.empty, body: info.messages.emptyHint, action: newLink }
        }
        pager={{
          ...pager,
          previousLabel: LIBRARY_TEXT.prev,
          nextLabel: LIBRARY_TEXT.next,
        }}
        table={{
          caption: info.text.listTitle,
          columns: columns(kind, info.text.column),
          rowKey: (e) => e.id,
        }}
      />
    </ListScreen>
  );
}
