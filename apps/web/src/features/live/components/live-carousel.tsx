import { LIVE_MESSAGES, LIVE_TEXT } from '@medprep/shared/constants';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/states';
import { useUpcomingLive } from '../api';
import { LiveSessionCard } from './session-card';

/** The home page's 'Upcoming live sessions': the next 6 by start, View all, fresh for 30 s. */
export default function LiveCarousel() {
  const query = useUpcomingLive();
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="upcoming-live-heading">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="upcoming-live-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {LIVE_TEXT.homeTitle}
        </h2>
        <Link
          to={paths.live()}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {LIVE_TEXT.viewAll}
        </Link>
      </div>
      <div className="mt-6">
        {query.isPending ? (
          <LoadingBlock rows={1} />
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 px-4 py-3">
            <p className="text-sm font-semibold text-red-800">{LIVE_MESSAGES.homeLoadFailed}</p>
            <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
              {LIVE_MESSAGES.homeTryAgain}
            </Button>
          </div>
        ) : query.data.results.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
            {LIVE_MESSAGES.homeEmpty}
          </p>
        ) : (
          <ul
            className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2"
            aria-label={LIVE_TEXT.homeTitle}
          >
            {query.data.results.map((s) => (
              <li key={s.id} className="w-72 shrink-0 snap-start">
                <LiveSessionCard session={s} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
