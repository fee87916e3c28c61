import { LIVE_MESSAGES, LIVE_TEXT } from '@medprep/shared/constants';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/states';
import { useUpcomingLive } from '../api';
import { LiveSessionCard } from './session-card';

/**
 * The body of the home page's 'Upcoming live sessions' (inside LiveHomeSection): the next 6 by start,
 * fresh for 30 s; loading, error with Try again, and empty states in the same reserved space.
 */
export default function LiveCarousel() {
  const query = useUpcomingLive();
  if (query.isPending) return <LoadingBlock rows={1} />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 px-4 py-3">
        <p className="text-sm font-semibold text-red-800">{LIVE_MESSAGES.homeLoadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
          {LIVE_MESSAGES.homeTryAgain}
        </Button>
      </div>
    );
  if (query.data.results.length === 0)
    return (
      <p className="flex min-h-[347px] items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-700">
        {LIVE_MESSAGES.homeEmpty}
      </p>
    );
  return (
    <ul
      className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2"
      aria-label={LIVE_TEXT.homeTitle}
    >
      {query.data.results.map((s) => (
        <li key={s.id} className="w-72 shrink-0 snap-start">
          <LiveSessionCard session={s} clampTitle />
        </li>
      ))}
    </ul>
  );
}
