import { LIVE_TEXT } from '@medprep/shared/constants';
import { formatWhen } from '../../../lib/viewer-time';
import { Modal } from '../../../ui/modal';
import { LoadingBlock } from '../../../ui/states';
import { useAttendance } from '../api';

/** Who joined a session (the host's and admins' view): shown by the host's list and the session's page. */
export function AttendanceModal({
  session,
  onClose,
}: {
  session: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const attendance = useAttendance(session?.id ?? null);
  return (
    <Modal
      open={Boolean(session)}
      title={`${LIVE_TEXT.attendance}: ${session?.title ?? ''}`}
      onClose={onClose}
    >
      {attendance.isPending ? (
        <LoadingBlock rows={1} />
      ) : attendance.isError ? (
        <p role="alert">{attendance.error.message}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{`${attendance.data.total} joined`}</p>
          <ul className="divide-y divide-slate-100">
            {attendance.data.items.map((a) => (
              <li key={a.userId} className="flex justify-between gap-4 py-2 text-sm">
                <span>{a.name}</span>
                <time dateTime={a.joinedAt} className="text-slate-600">
                  {formatWhen(a.joinedAt)}
                </time>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
