import { LIVE_MESSAGES, LIVE_STATUSES, LIVE_TEXT } from '@medprep/shared/constants';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { cardClass } from '../../../ui/card';
import {
  ListHeader,
  ListPage,
  ListToolbar,
  ListView,
  listSearch,
  readEnum,
  readPage,
  StatusTabs,
  useListAddress,
} from '../../../ui/list';
import { usePurchases } from '../../payments';
import { useLiveList } from '../api';
import { LiveSessionCard } from '../components/session-card';
import { liveStatusLabel } from '../components/status-badge';

const FILTERS = LIVE_STATUSES.filter((s) => s !== 'canceled');
const TABS = [
  { value: undefined, label: 'All' },
  ...FILTERS.map((status) => ({ value: status, label: liveStatusLabel(status) })),
];
const HEADING_ID = 'live-list-heading';

const readFilters = (params: URLSearchParams) => ({
  status: readEnum(params, 'status', FILTERS),
  page: readPage(params),
});
const writeFilters = (filters: ReturnType<typeof readFilters>) => listSearch(filters);

function MyLivePurchases() {
  const purchases = usePurchases(['live_session']);
  if (!purchases.data?.items.length) return null;
  return (
    <section aria-labelledby="my-live-heading" className={cardClass()}>
      <h2 id="my-live-heading" className="text-lg font-semibold text-slate-900">
        {LIVE_TEXT.myPurchases}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {purchases.data.items.map((p) => (
          <li key={p.id} className="py-2">
            <Link to={p.deepLink} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /live: every session with a status filter and pager, and the caller's bought sessions. */
export default function LiveListPage() {
  useTitle(LIVE_TEXT.listTitle);
  const { user } = useSession();
  const { filters, update } = useListAddress(readFilters, writeFilters);
  const query = useLiveList(filters.status ?? '', filters.page);

  return (
    <ListPage>
      <ListHeader title={LIVE_TEXT.listTitle} titleId={HEADING_ID} />
      <ListToolbar>
        <StatusTabs tabs={TABS} value={filters.status} onChange={(status) => update({ status })} />
      </ListToolbar>
      {user && <MyLivePurchases />}
      <ListView
        query={query}
        items={(data) => data.results}
        errorMessage={LIVE_MESSAGES.loadListFailed}
        empty={{ title: LIVE_MESSAGES.noSessions }}
        pager={{
          page: filters.page,
          hasNextPage: (data) => filters.page * data.pageSize < data.total,
          onPage: (page) => update({ page }),
          scrollTargetId: HEADING_ID,
        }}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={HEADING_ID}>
            {items.map((s) => (
              <li key={s.id}>
                <LiveSessionCard session={s} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </ListPage>
  );
}
