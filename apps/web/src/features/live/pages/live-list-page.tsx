import { LIVE_MESSAGES, LIVE_STATUSES, LIVE_TEXT } from '@medprep/shared/constants';
import { useTitle } from '../../../lib/use-title';
import {
  filterAddress,
  ListScreen,
  ListToolbar,
  ListView,
  StatusTabs,
  useListAddress,
} from '../../../ui/list';
import { PurchasesPanel, usePurchases } from '../../payments';
import { useLiveList } from '../api';
import { LiveSessionCard } from '../components/session-card';
import { liveStatusLabel } from '../components/status-badge';

const FILTERS = LIVE_STATUSES.filter((s) => s !== 'canceled');
const TABS = [
  { value: undefined, label: 'All' },
  ...FILTERS.map((status) => ({ value: status, label: liveStatusLabel(status) })),
];
const HEADING_ID = 'live-list-heading';

const ADDRESS = filterAddress({ status: FILTERS });

/** /live: every session with a status filter and pager, and the caller's bought sessions. */
export default function LiveListPage() {
  useTitle(LIVE_TEXT.listTitle);
  const purchases = usePurchases(['live_session']);
  const { filters, update } = useListAddress(ADDRESS);
  const query = useLiveList(filters.status ?? '', filters.page);

  return (
    <ListScreen title={LIVE_TEXT.listTitle} titleId={HEADING_ID}>
      <ListToolbar>
        <StatusTabs tabs={TABS} value={filters.status} onChange={(status) => update({ status })} />
      </ListToolbar>
      <PurchasesPanel
        title={LIVE_TEXT.myPurchases}
        headingId="my-live-heading"
        query={purchases}
        hideWhenEmpty
      />
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
        cards={{
          className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
          labelledBy: HEADING_ID,
          li: true,
          item: (s) => <LiveSessionCard session={s} headingLevel={2} />,
        }}
      />
    </ListScreen>
  );
}
