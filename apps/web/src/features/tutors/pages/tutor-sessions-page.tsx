import type { TutoringSession } from '@medprep/shared';
import {
  TUTOR_MESSAGES,
  TUTOR_SESSION_DEFAULT_FILTER,
  TUTOR_SESSION_STATUSES,
  TUTOR_TEXT,
} from '@medprep/shared/constants';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge, StatusBadge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useToast } from '../../../ui/toast';
import { useApproveCancel, useCompleteSession, useTutorSessions } from '../api';
import { statusLabel, TUTOR_STATUS_SCHEME } from '../components/status-badge';
import { MeetingDetails, TutorCalendarButtons } from '../components/tutor-session-details';
import { otherDetail, TUTORS_UI } from '../text';
import { formatRange } from '../time';

/** The filter's choices: the default set (confirmed, completed, cancelled), then each status alone. */
const DEFAULT_FILTER = TUTOR_SESSION_DEFAULT_FILTER.join(',');

function Row({ session }: { session: TutoringSession }) {
  const complete = useCompleteSession();
  const approve = useApproveCancel();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const ended = new Date(session.endAt).getTime() <= Date.now();
  const cancelAsked = Boolean(session.cancelRequest?.requestedAt) && !session.cancelRequest?.approvedAt;
  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    setError(null);
    try {
      await run();
      toast(done, 'success');
    } catch (e) {
      setError((e as Error).message || failed);
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{formatRange(session.startAt, session.endAt)}</h2>
          <p className="text-sm text-slate-700">
            {TUTORS_UI.learner}: {session.learner.name} · {formatPrice(session.amountMinor, session.currency)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <StatusBadge status={session.status} scheme={TUTOR_STATUS_SCHEME} />
          {cancelAsked && session.status === 'confirmed' && (
            <Badge tone="amber">{TUTORS_UI.cancelRequested}</Badge>
          )}
        </div>
      </div>
      {cancelAsked && session.cancelRequest?.reason && (
        <p className="text-sm text-slate-700">{TUTORS_UI.reason(session.cancelRequest.reason)}</p>
      )}
      {session.status === 'confirmed' && !ended && (
        <div className="flex flex-col gap-3">
          <MeetingDetails session={session} />
          <TutorCalendarButtons session={session} />
        </div>
      )}
      {session.status === 'confirmed' && (
        <div className="flex flex-wrap gap-2">
          {ended && (
            <Button
              size="sm"
              onClick={() =>
                act(
                  () => complete.mutateAsync(session.id),
                  TUTORS_UI.completed,
                  TUTOR_MESSAGES.completeFailed,
                )
              }
            >
              {TUTOR_TEXT.complete}
            </Button>
          )}
          {cancelAsked && (
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                act(() => approve.mutateAsync(session.id), TUTORS_UI.approved, TUTOR_MESSAGES.approveFailed)
              }
            >
              {TUTOR_TEXT.approveCancel}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}

/** /me/tutor/sessions: the tutor's sessions by status, with complete and approve-cancel. */
export default function TutorSessionsPage() {
  useTitle(TUTORS_UI.tutorSessionsTitle);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') || DEFAULT_FILTER;
  const sessions = useTutorSessions(status);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{TUTORS_UI.tutorSessionsTitle}</h1>
        <FieldShell label={TUTORS_UI.status} className="w-64 max-w-full">
          {({ id }) => (
            <select
              id={id}
              value={status}
              onChange={(event) =>
                setParams(event.target.value === DEFAULT_FILTER ? {} : { status: event.target.value })
              }
              className={inputClass()}
            >
              <option value={DEFAULT_FILTER}>{TUTORS_UI.allStatuses}</option>
              {TUTOR_SESSION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <section aria-label={TUTORS_UI.tutorSessionsTitle} aria-busy={sessions.isFetching} className="mt-6">
        {sessions.isPending ? (
          <LoadingBlock label={TUTORS_UI.loadingSessions} />
        ) : sessions.isError ? (
          <ErrorState
            message={TUTOR_MESSAGES.loadSessionsFailed}
            detail={otherDetail(sessions.error.message, TUTOR_MESSAGES.loadSessionsFailed)}
            onRetry={() => void sessions.refetch()}
          />
        ) : sessions.data.items.length === 0 ? (
          <EmptyState title={TUTORS_UI.noTutorSessions} />
        ) : (
          <ul className="flex flex-col gap-3">
            {sessions.data.items.map((s) => (
              <Row key={s.id} session={s} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
