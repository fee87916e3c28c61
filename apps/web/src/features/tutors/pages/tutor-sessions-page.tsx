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
import { Card } from '../../../ui/card';
import { FilterSelect, ListScreen, ListView, readEnum } from '../../../ui/list';
import { useToast } from '../../../ui/toast';
import { useApproveCancel, useCompleteSession, useTutorSessions } from '../api';
import { statusLabel, TUTOR_STATUS_SCHEME } from '../components/status-badge';
import { MeetingDetails, TutorCalendarButtons } from '../components/tutor-session-details';
import { TUTORS_UI } from '../text';
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
    <Card as="li" className="flex flex-col gap-2">
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
    </Card>
  );
}

const STATUS_OPTIONS = [
  { value: DEFAULT_FILTER, label: TUTORS_UI.allStatuses },
  ...TUTOR_SESSION_STATUSES.map((s) => ({ value: s as string, label: statusLabel(s) })),
];

/** /me/tutor/sessions: the tutor's sessions by status, with complete and approve-cancel. */
export default function TutorSessionsPage() {
  useTitle(TUTORS_UI.tutorSessionsTitle);
  const [params, setParams] = useSearchParams();
  const status = readEnum(params, 'status', TUTOR_SESSION_STATUSES) ?? DEFAULT_FILTER;
  const sessions = useTutorSessions(status);
  return (
    <ListScreen
      width="4xl"
      title={TUTORS_UI.tutorSessionsTitle}
      action={
        <FilterSelect
          label={TUTORS_UI.status}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => setParams(next === DEFAULT_FILTER ? {} : { status: next })}
        />
      }
    >
      <ListView
        query={sessions}
        label={TUTORS_UI.tutorSessionsTitle}
        loadingLabel={TUTORS_UI.loadingSessions}
        errorMessage={TUTOR_MESSAGES.loadSessionsFailed}
        serverDetail
        empty={{ title: TUTORS_UI.noTutorSessions }}
        cards={{ className: 'flex flex-col gap-3', item: (s) => <Row session={s} /> }}
      />
    </ListScreen>
  );
}
