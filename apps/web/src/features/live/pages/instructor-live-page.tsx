import type { LiveSessionListItem } from '@medprep/shared';
import { LIVE_MESSAGES, LIVE_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { useTitle } from '../../../lib/use-title';
import { formatWhen } from '../../../lib/viewer-time';
import { StatusBadge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { CardRow, ListScreen, ListView, listSearch, readPage, useListAddress } from '../../../ui/list';
import { Modal } from '../../../ui/modal';
import { useDeleteLive, useMyLiveSessions } from '../api';
import { AttendanceModal } from '../components/attendance-modal';
import { LIVE_STATUS_SCHEME } from '../components/status-badge';

const readPageOnly = (params: URLSearchParams) => ({ page: readPage(params) });
const pageSearch = (filters: { page: number }) => listSearch(filters);

/** /instructor/live: the host's own sessions (20 a page): edit, delete, attendance. */
export default function InstructorLivePage() {
  useTitle(LIVE_TEXT.mySessions);
  const { filters, pager } = useListAddress(readPageOnly, pageSearch);
  const query = useMyLiveSessions(filters.page);
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
    <ListScreen
      width="5xl"
      eyebrow="Instructor"
      title={LIVE_TEXT.mySessions}
      titleId="my-live-heading"
      action={<ButtonLink to={paths.instructorLiveNew()}>{LIVE_TEXT.newSession}</ButtonLink>}
    >
      {deleteError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {deleteError}
        </p>
      )}
      <ListView
        query={query}
        items={(data) => data.results}
        errorMessage={LIVE_MESSAGES.loadSessionsFailed}
        loadingRows={3}
        empty={{ title: LIVE_MESSAGES.noSessions }}
        pager={{
          ...pager,
          hasNextPage: (data) => filters.page * data.pageSize < data.total,
          scrollTargetId: 'my-live-heading',
        }}
        rowCards={{
          item: (s) => (
            <CardRow
              title={s.title}
              to={paths.liveSession(s.id)}
              badges={<StatusBadge status={s.status} scheme={LIVE_STATUS_SCHEME} />}
              actions={
                <>
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
                </>
              }
            >
              <p className="text-sm text-slate-600">
                <time dateTime={s.startAt}>{formatWhen(s.startAt)}</time>
              </p>
            </CardRow>
          ),
        }}
      />
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
    </ListScreen>
  );
}
