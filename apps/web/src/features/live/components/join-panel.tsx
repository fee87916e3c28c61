import type { LiveSessionDetail } from '@medprep/shared';
import {
  joinWindowAt,
  LIVE_MESSAGES,
  LIVE_PURCHASE_POLL_MAX_MS,
  LIVE_TEXT,
  type LiveJoinReason,
} from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { Button, ButtonLink } from '../../../ui/button';
import { joinSession, liveNavigation, useEntitlement, useLiveCheckout } from '../api';
import { LIVE_JOIN_REASON_TEXT } from '../content';
import { AttendanceModal } from './attendance-modal';
import { priceLabel } from './session-card';

/** Re-reads the clock now and then, so Join appears when the window opens on a page left open. */
function useMinuteClock(periodMs = 15_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}

type JoinState =
  | { kind: 'idle' }
  | { kind: 'joined'; url: string; passcode: string | null | undefined }
  | { kind: 'refused'; reason: LiveJoinReason }
  | { kind: 'failed' };

/**
 * What the caller has, then the action it allows. The host: 'You are hosting', Join inside the window and the
 * attendance. Someone with access: 'You're booked · joining opens 10 minutes before the start' (or 'You're
 * in' when access comes free, with membership or as an admin), Join inside the window. Anyone else: Buy, or
 * why not ('Cannot join: …'). After a purchase return (`purchased`), the entitlement is polled until access
 * shows (up to 60 s).
 */
export function JoinPanel({ session, purchased }: { session: LiveSessionDetail; purchased: boolean }) {
  const { user } = useSession();
  const entitlement = useEntitlement(session.id, purchased);
  const checkout = useLiveCheckout(session.id);
  const now = useMinuteClock();
  const [join, setJoin] = useState<JoinState>({ kind: 'idle' });
  const [gaveUp, setGaveUp] = useState(false);
  const [showAttendance, setShowAttendance] = useState(false);
  const hasAccess = entitlement.data?.hasAccess ?? false;
  const hosting = Boolean(user) && (user?.id === session.hostUserId || entitlement.data?.source === 'owner');

  useEffect(() => {
    if (!purchased) return;
    const timer = setTimeout(() => setGaveUp(true), LIVE_PURCHASE_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, [purchased]);

  if (session.status === 'canceled') {
    return <p className="font-semibold text-red-800">{LIVE_MESSAGES.canceledNoCheckout}</p>;
  }
  const window = joinWindowAt(session, now);
  if (!user) {
    return (
      <ButtonLink to={paths.login(paths.liveSession(session.id))}>
        {session.pricing.type === 'paid' && window !== 'after'
          ? LIVE_TEXT.signInToBuy
          : LIVE_TEXT.signInToJoin}
      </ButtonLink>
    );
  }
  if (entitlement.isPending) return <p role="status">Checking your access…</p>;

  const onJoin = async () => {
    try {
      const answer = await joinSession(session.id);
      if (answer.ok && answer.url) {
        setJoin({ kind: 'joined', url: answer.url, passcode: answer.passcode });
        liveNavigation.open(answer.url);
      } else {
        setJoin({ kind: 'refused', reason: answer.reason ?? 'not_entitled' });
      }
    } catch {
      setJoin({ kind: 'failed' });
    }
  };

  let action: React.ReactNode;
  if (!hasAccess && purchased && !gaveUp) {
    action = (
      <p role="status" className="text-slate-700">
        {LIVE_TEXT.checkingPurchase}
      </p>
    );
  } else if (!hasAccess && window !== 'after' && session.pricing.type === 'paid') {
    action = (
      <div className="flex flex-col gap-2">
        {purchased && gaveUp && <p role="status">{LIVE_TEXT.purchaseSlow}</p>}
        <Button onClick={() => checkout.mutateAsync().catch(() => undefined)} loading={checkout.isPending}>
          {`${LIVE_TEXT.buy} · ${priceLabel(session)}`}
        </Button>
        {checkout.isError && (
          <p role="alert" className="text-sm text-red-700">
            {checkout.error.message || LIVE_MESSAGES.checkoutFailed}
          </p>
        )}
      </div>
    );
  } else if (!hasAccess) {
    action = (
      <p>{LIVE_MESSAGES.cannotJoin(LIVE_JOIN_REASON_TEXT[window === 'after' ? 'ended' : 'not_entitled'])}</p>
    );
  } else if (hosting) {
    action = (
      <div className="flex flex-col gap-3">
        <p className="text-lg font-bold text-slate-900" data-testid="live-standing">
          {LIVE_TEXT.hosting}
        </p>
        <p className="text-sm text-slate-700">{LIVE_TEXT.hostingLead}</p>
        <div className="flex flex-wrap gap-2">
          {window === 'open' && <Button onClick={onJoin}>{LIVE_TEXT.join}</Button>}
          <Button variant="secondary" onClick={() => setShowAttendance(true)}>
            {LIVE_TEXT.seeAttendance}
          </Button>
        </div>
        <AttendanceModal session={showAttendance ? session : null} onClose={() => setShowAttendance(false)} />
      </div>
    );
  } else if (window === 'after') {
    action = <p>{LIVE_MESSAGES.cannotJoin(LIVE_JOIN_REASON_TEXT.ended)}</p>;
  } else {
    const standing = entitlement.data?.source === 'purchase' ? LIVE_TEXT.booked : LIVE_TEXT.included;
    action = (
      <div className="flex flex-col gap-3">
        <p className="text-lg font-bold text-slate-900" data-testid="live-standing">
          <span aria-hidden className="mr-1 text-emerald-700">
            ✓
          </span>
          {standing} · {window === 'open' ? LIVE_TEXT.openNow : LIVE_TEXT.opensSoon}
        </p>
        {window === 'open' && <Button onClick={onJoin}>{LIVE_TEXT.join}</Button>}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {action}
      <div aria-live="polite">
        {join.kind === 'joined' && (
          <p className="text-sm text-slate-700">
            <a
              href={join.url}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {LIVE_TEXT.openZoom}
            </a>
            {join.passcode ? ` · ${LIVE_TEXT.passcodeLabel} ${join.passcode}` : ''}
          </p>
        )}
        {join.kind === 'refused' && (
          <p role="alert" className="text-sm text-red-700">
            {LIVE_MESSAGES.cannotJoin(LIVE_JOIN_REASON_TEXT[join.reason])}
          </p>
        )}
        {join.kind === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            {LIVE_MESSAGES.joinFailed}
          </p>
        )}
      </div>
    </div>
  );
}
