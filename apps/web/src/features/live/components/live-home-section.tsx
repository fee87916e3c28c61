import { HOME_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The home page's 'Upcoming live sessions' frame: its heading, View all and a body of fixed least height,
 * drawn with the page, so the sessions arriving later (lazy code, then data) move nothing below them
 * (Lighthouse measured a 0.10 layout shift on `/` when the whole section appeared at once).
 */
export function LiveHomeSection({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="upcoming-live-heading">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="upcoming-live-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {HOME_TEXT.upcomingLive}
        </h2>
        <Link
          to={paths.live()}
          className="shrink-0 whitespace-nowrap text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {HOME_TEXT.viewAllLive}
        </Link>
      </div>
      {/* A card is 347 px tall (its title kept to two lines) plus the scroll row's 8 px. */}
      <div className="mt-6 min-h-[355px]">{children}</div>
    </section>
  );
}
