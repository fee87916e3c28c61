import { LIVE_MESSAGES, LIVE_STATUSES, LIVE_TEXT, type LiveStatus } from '@medprep/shared/constants';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { inputClass } from '../../../ui/field';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { usePurchases } from '../../payments';
import { useLiveList } from '../api';
import { LiveSessionCard } from '../components/session-card';
import { liveStatusLabel } from '../components/status-badge';

const FILTERS = LIVE_STATUSES.filter((s) => s !== 'canceled');

function MyLivePurchases() {
  const purchases = usePurchases(['live_session']);
  if (!purchases.data?.items.length) return null;
  return (
    <section
      aria-labelledby="my-live-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
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
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status = (FILTERS as readonly string[]).includes(rawStatus) ? (rawStatus as LiveStatus) : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useLiveList(status, page);
  const filterId = useId();

  const set = (next: { status?: string; page?: number }) => {
    const merged = new URLSearchParams(params);
    if (next.status !== undefined) {
      if (next.status) merged.set('status', next.status);
      else merged.delete('status');
      merged.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) merged.set('page', String(next.page));
      else merged.delete('page');
    }
    setParams(merged);
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="live-list-heading" className="text-3xl font-bold text-slate-900">
          {LIVE_TEXT.listTitle}
        </h1>
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            Status
          </label>
          <select
            id={filterId}
            className={inputClass()}
            value={status}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">All</option>
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {liveStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {user && <MyLivePurchases />}
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorState
          message={LIVE_MESSAGES.loadListFailed}
          onRetry={() => query.refetch()}
          retryLabel={LIVE_MESSAGES.retry}
        />
      ) : query.data.results.length === 0 ? (
        <EmptyState title={LIVE_MESSAGES.noSessions} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="live-list-heading">
            {query.data.results.map((s) => (
              <li key={s.id}>
                <LiveSessionCard session={s} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            hasNextPage={page * query.data.pageSize < query.data.total}
            onPage={(p) => set({ page: p })}
            scrollTargetId="live-list-heading"
          />
        </>
      )}
    </div>
  );
}
