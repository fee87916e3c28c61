import { QBANK_COUNT_MAX, REVISION_COPY } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SectionCard } from '../../../ui/section-card';
import { reviewSummaryQuery, startSession } from '../api';
import { QBANK_TEXT } from '../content';

/**
 * 'Due today': how many review cards are due by tonight, and a button that builds a tutor session of them
 * (the oldest due first).
 */
export function DueToday() {
  const summary = useQuery(reviewSummaryQuery());
  const navigate = useNavigate();
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const due = summary.data?.dueToday ?? 0;

  const start = async () => {
    setStatus({ error: false, text: REVISION_COPY.dueTodayBuilding });
    try {
      const { session } = await startSession({
        status: 'due',
        count: Math.min(Math.max(due, 1), QBANK_COUNT_MAX),
        mode: 'tutor',
      });
      navigate(paths.qbankSession(session.id));
    } catch (e) {
      setStatus({ error: true, text: e instanceof Error ? e.message : QBANK_TEXT.startFailed });
      void summary.refetch();
    }
  };

  return (
    <SectionCard title={REVISION_COPY.dueTodayHeading}>
      {summary.isPending ? (
        <p className="text-sm text-slate-600">…</p>
      ) : summary.isError ? (
        <p className="text-sm text-slate-700">{QBANK_TEXT.loadFailed}</p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-slate-800" data-testid="due-today-count">
            {due > 0 ? QBANK_TEXT.dueCount(due) : REVISION_COPY.dueTodayNone}
          </p>
          {due === 0 && summary.data.nextDueAt && (
            <p className="text-sm text-slate-600">
              {QBANK_TEXT.nextDue}: {formatDateTime(summary.data.nextDueAt)}
            </p>
          )}
          {due > 0 && (
            <Button onClick={start} className="self-start">
              {REVISION_COPY.dueTodayButton}
            </Button>
          )}
          <p
            role={status?.error ? 'alert' : 'status'}
            className={status?.error ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}
          >
            {status?.text}
          </p>
        </div>
      )}
    </SectionCard>
  );
}
