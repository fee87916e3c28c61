import type { TutoringSession, TutorSlot } from '@medprep/shared';
import { isTutorSessionUpcoming, TUTOR_MESSAGES, TUTOR_TEXT } from '@medprep/shared/constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge, StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useToast } from '../../../ui/toast';
import { useCancelRequest, useMySessions, useReschedule } from '../api';
import { SlotPicker } from '../components/slot-picker';
import { TUTOR_STATUS_SCHEME } from '../components/status-badge';
import { CalendarButtons, MeetingLink } from '../components/tutor-session-details';
import { otherDetail, TUTORS_UI } from '../text';
import { formatRange } from '../time';

const isUpcoming = (s: TutoringSession, now: number) => isTutorSessionUpcoming(s, new Date(now));

function SessionItem({
  session,
  upcoming,
  onCancel,
  onReschedule,
}: {
  session: TutoringSession;
  upcoming: boolean;
  onCancel: (s: TutoringSession) => void;
  onReschedule: (s: TutoringSession) => void;
}) {
  const confirmed = session.status === 'confirmed';
  const askedCancel = Boolean(session.cancelRequest?.requestedAt);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{formatRange(session.startAt, session.endAt)}</h3>
          <p className="text-sm text-slate-700">
            {TUTORS_UI.withTutor(session.tutor.name)} · {formatPrice(session.amountMinor, session.currency)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <StatusBadge status={session.status} scheme={TUTOR_STATUS_SCHEME} />
          {askedCancel && session.status === 'confirmed' && (
            <Badge tone="amber">{TUTORS_UI.cancelRequested}</Badge>
          )}
        </div>
      </div>
      {confirmed && session.meetingLink && (
        <MeetingLink link={session.meetingLink} className="self-start font-medium text-brand-700 underline">
          {TUTOR_TEXT.meetingLink}
        </MeetingLink>
      )}
      {confirmed && upcoming && (
        <div className="flex flex-col gap-3">
          <CalendarButtons session={session} googleUrl={session.googleCalendarUrl} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onReschedule(session)}>
              {TUTOR_TEXT.reschedule}
            </Button>
            {!askedCancel && (
              <Button size="sm" variant="secondary" onClick={() => onCancel(session)}>
                {TUTOR_TEXT.askToCancel}
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

function CancelDialog({ session, onClose }: { session: TutoringSession | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelRequest();
  const toast = useToast();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!session) return;
    setError(null);
    try {
      await cancel.mutateAsync({ id: session.id, reason: reason.trim() });
      toast(TUTORS_UI.cancelSent, 'success');
      close();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Modal
      open={session !== null}
      title={TUTORS_UI.cancelTitle}
      onClose={close}
      footer={
        <Button variant="danger" busy={cancel.isPending} onClick={send}>
          {TUTORS_UI.sendCancel}
        </Button>
      }
    >
      {session && <p className="mb-3">{formatRange(session.startAt, session.endAt)}</p>}
      <TextAreaField
        label={TUTORS_UI.cancelReason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
      />
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </Modal>
  );
}

function RescheduleDialog({ session, onClose }: { session: TutoringSession | null; onClose: () => void }) {
  const reschedule = useReschedule();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const pick = async (slot: TutorSlot) => {
    if (!session) return;
    setError(null);
    setMoving(slot.startAt);
    try {
      await reschedule.mutateAsync({ id: session.id, startAt: slot.startAt, endAt: slot.endAt });
      toast(TUTORS_UI.rescheduled, 'success');
      close();
    } catch (e) {
      setError((e as Error).message || TUTOR_MESSAGES.rescheduleFailed);
    } finally {
      setMoving(null);
    }
  };
  const minutes = session
    ? Math.round((new Date(session.endAt).getTime() - new Date(session.startAt).getTime()) / 60_000)
    : 0;
  return (
    <Modal open={session !== null} title={TUTORS_UI.rescheduleTitle} onClose={close}>
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {session && (
        <SlotPicker
          tutorId={session.tutor.id}
          tutorZone={null}
          actionLabel={TUTORS_UI.moveHere}
          onPick={pick}
          busyStart={moving}
          initialDuration={minutes}
          fixedDuration
        />
      )}
    </Modal>
  );
}

/** /me/sessions: the learner's tutoring sessions (Upcoming, Past) and their tutor requests. */
/** A part of the page under its h2, named by it. */
function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function MySessionsPage() {
  useTitle(TUTORS_UI.sessionsTitle);
  const sessions = useMySessions();
  const [cancelling, setCancelling] = useState<TutoringSession | null>(null);
  const [moving, setMoving] = useState<TutoringSession | null>(null);
  // "Now" is read once per render of the list; sessions move to Past when they end.
  const now = useRef(Date.now()).current;
  // `?reschedule={id}` or `?cancel={id}` (the booking confirmation's links) opens that dialog, once.
  const [params, setParams] = useSearchParams();
  const asked = { reschedule: params.get('reschedule'), cancel: params.get('cancel') };
  useEffect(() => {
    if (!sessions.data || (!asked.reschedule && !asked.cancel)) return;
    const find = (id: string | null) =>
      sessions.data.items.find((s) => s.id === id && s.status === 'confirmed' && isUpcoming(s, now)) ?? null;
    const toMove = find(asked.reschedule);
    const toCancel = find(asked.cancel);
    if (toMove) setMoving(toMove);
    else if (toCancel && !toCancel.cancelRequest?.requestedAt) setCancelling(toCancel);
    setParams({}, { replace: true });
  }, [sessions.data, asked.reschedule, asked.cancel, now, setParams]);

  const items = sessions.data?.items ?? [];
  const upcoming = items.filter((s) => isUpcoming(s, now)).sort((a, b) => a.startAt.localeCompare(b.startAt));
  const past = items.filter((s) => !isUpcoming(s, now)).sort((a, b) => b.startAt.localeCompare(a.startAt));

  const list = (rows: TutoringSession[], isUp: boolean, empty: string) =>
    rows.length === 0 ? (
      <EmptyState title={empty} />
    ) : (
      <ul className="flex flex-col gap-3">
        {rows.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            upcoming={isUp}
            onCancel={setCancelling}
            onReschedule={setMoving}
          />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{TUTORS_UI.sessionsTitle}</h1>
      {sessions.isPending ? (
        <LoadingBlock label={TUTORS_UI.loadingSessions} />
      ) : sessions.isError ? (
        <div className="mt-6">
          <ErrorState
            message={TUTOR_MESSAGES.loadSessionsFailed}
            detail={otherDetail(sessions.error.message, TUTOR_MESSAGES.loadSessionsFailed)}
            onRetry={() => void sessions.refetch()}
          />
        </div>
      ) : (
        <>
          <TitledSection id="upcoming-title" title={TUTOR_TEXT.upcoming} className="mt-6">
            {list(upcoming, true, TUTORS_UI.noUpcoming)}
          </TitledSection>
          <TitledSection id="past-title" title={TUTOR_TEXT.past} className="mt-8">
            {list(past, false, TUTORS_UI.noPast)}
          </TitledSection>
        </>
      )}
      <TitledSection id="requests-title" title={TUTORS_UI.myRequests} className="mt-8">
        {!sessions.data ? null : sessions.data.requests.length === 0 ? (
          <EmptyState title={TUTORS_UI.noRequests} />
        ) : (
          <ul className="flex flex-col gap-2">
            {sessions.data.requests.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3"
              >
                <span className="min-w-0 text-sm text-slate-900">
                  <span className="font-medium">{r.subject}</span>
                  {r.matchedTutor && (
                    <span className="block text-slate-600">{TUTORS_UI.withTutor(r.matchedTutor.name)}</span>
                  )}
                </span>
                <StatusBadge status={r.status} scheme={TUTOR_STATUS_SCHEME} />
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      <CancelDialog session={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleDialog session={moving} onClose={() => setMoving(null)} />
    </div>
  );
}
