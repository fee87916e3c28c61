import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { logoutEverywhere, useDevices } from '../api';
import { ACCOUNT_TEXT } from '../content';

export function Devices() {
  const devices = useDevices();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOutEverywhere = async () => {
    setBusy(true);
    setError(null);
    try {
      await logoutEverywhere();
      await logout();
      navigate(paths.login(), { replace: true });
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  if (devices.isPending) return <LoadingBlock rows={1} />;
  if (devices.isError)
    return <ErrorState message={devices.error.message} onRetry={() => void devices.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
        {devices.data.map((device, i) => (
          <li
            key={device.id}
            className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:justify-between"
          >
            <span className="font-semibold text-slate-900">{ACCOUNT_TEXT.deviceLabel(i + 1)}</span>
            <span className="text-slate-600">
              {ACCOUNT_TEXT.signedInAt} {formatDateTime(device.signedInAt)} · {ACCOUNT_TEXT.lastActive}{' '}
              {formatDateTime(device.lastActiveAt)}
            </span>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button variant="secondary" loading={busy} onClick={() => void signOutEverywhere()}>
          {ACCOUNT_TEXT.signOutEverywhere}
        </Button>
      </div>
    </div>
  );
}
