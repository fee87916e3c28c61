import type { LiveSession } from '@medprep/shared';
import { LIVE_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { clsx } from 'clsx';
import { CourseThumbnail } from '../../../lib/course-thumbnail';
import { formatPrice } from '../../../lib/format';
import { formatWhen } from '../../../lib/viewer-time';
import { StatusBadge } from '../../../ui/badge';
import { CardLink } from '../../../ui/text-link';
import { LIVE_STATUS_SCHEME } from './status-badge';

export const priceLabel = (session: Pick<LiveSession, 'pricing'>) =>
  session.pricing.type === 'free'
    ? LIVE_TEXT.free
    : formatPrice(session.pricing.amountMinor, session.pricing.currency);

/** A session in a list or the home carousel: picture, title, when (viewer's zone), price, status. */
export function LiveSessionCard({
  session,
  headingLevel = 3,
  clampTitle = false,
}: {
  session: LiveSession;
  headingLevel?: 2 | 3;
  /** Two lines of title, always (the home row keeps one height so nothing below it moves). */
  clampTitle?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600">
      {/* A session without a picture gets the generated cover of its subject. */}
      <CourseThumbnail src={session.thumbnail} title={session.title} courseId={session.id} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={session.status} scheme={LIVE_STATUS_SCHEME} />
          <span className="text-sm font-semibold text-slate-900">{priceLabel(session)}</span>
        </div>
        <Heading
          className={clsx('text-base font-semibold text-slate-900', clampTitle && 'line-clamp-2 min-h-12')}
        >
          <CardLink to={paths.liveSession(session.id)}>{session.title}</CardLink>
        </Heading>
        <p className="text-sm text-slate-600">
          <time dateTime={session.startAt}>{formatWhen(session.startAt)}</time>
        </p>
        <p className="text-xs text-slate-600">with {session.hostName}</p>
      </div>
    </article>
  );
}
