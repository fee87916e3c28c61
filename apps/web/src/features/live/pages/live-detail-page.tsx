import { joinWindowAt, LIVE_MESSAGES, LIVE_TEXT, POST_PAYMENT_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { formatRange, viewerZone } from '../../../lib/viewer-time';
import { StatusBadge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { PostPaymentBanner, useReturnedCheckout } from '../../payments';
import { useEntitlementAnswer, useLiveSession } from '../api';
import { AddToCalendar } from '../components/add-to-calendar';
import { Countdown } from '../components/countdown';
import { JoinPanel } from '../components/join-panel';
import { ReminderSwitch } from '../components/reminder-switch';
import { priceLabel } from '../components/session-card';
import { LIVE_STATUS_SCHEME } from '../components/status-badge';

/** /live/{id}: when (viewer's zone, the session's zone named), price, countdown, the action, calendar. */
export default function LiveDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const purchased = params.get('purchased') === '1';
  // Read once: the purchase watcher tidies session_id from the address.
  const returnedCheckout = useReturnedCheckout({ requirePurchaseParam: false });
  const { user } = useSession();
  const query = useLiveSession(id);
  const entitlement = useEntitlementAnswer(id);
  const session = query.data?.session;
  useTitle(session?.title ?? LIVE_TEXT.listTitle);

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <LoadingBlock />
      </div>
    );
  }
  if (query.isError || !session) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="sr-only">{LIVE_TEXT.listTitle}</h1>
        {missing ? (
          <EmptyState
            title={LIVE_MESSAGES.notFound}
            action={<ButtonLink to={paths.live()}>{LIVE_TEXT.backToLive}</ButtonLink>}
          />
        ) : (
          <ErrorState
            message={(query.error as Error | null)?.message || LIVE_MESSAGES.loadSessionFailed}
            onRetry={() => query.refetch()}
          />
        )}
      </div>
    );
  }

  const zone = viewerZone();
  const canEdit = Boolean(session.zoom) && (user?.role === 'admin' || user?.id === session.hostUserId);
  // Back from paying, once the entitlement shows access (the join panel polls it).
  const paidSession = purchased && entitlement?.hasAccess ? returnedCheckout : null;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[2fr_1fr]">
      {paidSession && (
        <div className="lg:col-span-2">
          <PostPaymentBanner
            kind="live_session"
            sessionId={paidSession}
            next={{
              label:
                joinWindowAt(session, new Date()) === 'open'
                  ? POST_PAYMENT_TEXT.liveOpenNow
                  : POST_PAYMENT_TEXT.next.live_session,
            }}
          />
        </div>
      )}
      <article className="flex min-w-0 flex-col gap-4">
        {session.thumbnail && (
          <img src={session.thumbnail} alt="" className="aspect-video w-full rounded-2xl object-cover" />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={session.status} scheme={LIVE_STATUS_SCHEME} />
          <span className="font-semibold text-slate-900">{priceLabel(session)}</span>
        </div>
        <h1 className="text-3xl font-bold text-balance text-slate-900">{session.title}</h1>
        <p className="text-slate-700">with {session.hostName}</p>
        <dl className="grid gap-1 text-sm text-slate-700">
          <div>
            <dt className="inline font-semibold">Your time ({zone}): </dt>
            <dd className="inline">
              <time dateTime={session.startAt}>{formatRange(session.startAt, session.endAt, zone)}</time>
            </dd>
          </div>
          {session.timezone !== zone && (
            <div>
              <dt className="inline font-semibold">Session time ({session.timezone}): </dt>
              <dd className="inline">{formatRange(session.startAt, session.endAt, session.timezone)}</dd>
            </div>
          )}
        </dl>
        {session.description && <p className="whitespace-pre-line text-slate-800">{session.description}</p>}
        {canEdit && (
          <div className="flex flex-wrap gap-3 rounded-xl bg-slate-100 p-4 text-sm">
            <p className="w-full font-semibold">{LIVE_TEXT.hostDetails}</p>
            <p className="break-all">
              {LIVE_TEXT.zoomLabel} {session.zoom?.joinUrl ?? '—'}
            </p>
            <p>
              {LIVE_TEXT.passcodeLabel} {session.zoom?.passcode ?? '—'}
            </p>
            <Link to={paths.liveEdit(session.id)} className="font-semibold text-brand-700 underline">
              {LIVE_TEXT.editSessionLink}
            </Link>
          </div>
        )}
      </article>
      <aside
        className="flex h-fit flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-label="Attend"
      >
        <JoinPanel session={session} purchased={purchased} />
        <ReminderSwitch session={session} />
        {session.status === 'scheduled' && <Countdown startAt={session.startAt} />}
        <AddToCalendar session={session} />
      </aside>
    </div>
  );
}
