import type { LiveSessionListItem } from '@medprep/shared';
import { LIVE_MESSAGES, LIVE_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/use-title';
import { formatWhen } from '../../../lib/viewer-time';
import { Button, ButtonLink } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Pager } from '../../../ui/pager';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useDeleteLive, useMyLiveSessions } from '../api';
import { AttendanceModal } from '../components/attendance-modal';
import { LiveStatusBadge } from '../components/status-badge';

/** /instructor/live: the host's own sessions (20 a page): edit, delete, attendance. */
export default function InstructorLivePage() {
  useTitle(LIVE_TEXT.mySessions);
  const [page, setPage] = useState(1);
  const query = useMyLiveSessions(page);
  const remove = useDeleteLive();
  const [deleting, setDeleting] = useState<LiveSessionListItem | null>(null);
  const [attendanceOf, setAttendanceOf] = useState<LiveSessionListItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
      setDeleteError(null);
    } catch {
      setDeleteError(LIVE_MESSAGES.deleteFailed);
      setDeleting(null);
    }
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="my-live-heading" className="text-3xl font-bold text-slate-900">
          {LIVE_TEXT.mySessions}
        </h1>
        <ButtonLink to={paths.instructorLiveNew()}>{LIVE_TEXT.newSession}</ButtonLink>
      </div>
      {deleteError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {deleteError}
        </p>
      )}
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorState message={LIVE_MESSAGES.loadSessionsFailed} onRetry={() => query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <EmptyState title={LIVE_MESSAGES.noSessions} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {query.data.results.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="flex min-w-0 flex-col gap-1">
                  <Link
                    to={paths.liveSession(s.id)}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {s.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    <time dateTime={s.startAt}>{formatWhen(s.startAt)}</time>
                  </p>
                  <div className="flex items-center gap-2">
                    <LiveStatusBadge status={s.status} />
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setAttendanceOf(s)}>
                    {`${LIVE_TEXT.attendance} (${s.attendeeCount ?? 0})`}
                  </Button>
                  {s.status !== 'canceled' && (
                    <ButtonLink
                      to={paths.liveEdit(s.id)}
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit ${s.title}`}
                    >
                      Edit
                    </ButtonLink>
                  )}
                  {s.status !== 'canceled' && (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => setDeleting(s)}
                      aria-label={`Delete ${s.title}`}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            hasNextPage={page * query.data.pageSize < query.data.total}
            onPage={setPage}
            scrollTargetId="my-live-heading"
          />
        </>
      )}
      <Modal
        open={Boolean(deleting)}
        title="Delete live session"
        onClose={() => setDeleting(null)}
        initialFocus="close"
        footer={
          <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
            Delete
          </Button>
        }
      >
        <p>{LIVE_MESSAGES.deleteConfirm}</p>
      </Modal>
      <AttendanceModal session={attendanceOf} onClose={() => setAttendanceOf(null)} />
    </div>
  );
}
