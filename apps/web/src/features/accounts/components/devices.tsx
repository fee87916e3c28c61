import type { Device } from '@medprep/shared';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { logoutEverywhere, useDevices, useSignOutDevice } from '../api';
import { ACCOUNT_TEXT } from '../content';

export function Devices() {
  const devices = useDevices();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const signOutDevice = useSignOutDevice();
  const signOutOne = async (device: Device) => {
    setError(null);
    setSignedOut(null);
    try {
      await signOutDevice.mutateAsync(device.id);
      setSignedOut(ACCOUNT_TEXT.deviceSignedOut(device.name));
    } catch (e) {
      setError((e as Error).message || ACCOUNT_TEXT.signOutDeviceFailed);
    }
  };
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
        {devices.data.map((device) => (
          <li
            key={device.id}
            className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{device.name}</span>
                {device.current && <Badge tone="brand">{ACCOUNT_TEXT.thisDevice}</Badge>}
              </span>
              <span className="text-slate-600">
                {ACCOUNT_TEXT.signedInAt} {formatDateTime(device.signedInAt)} · {ACCOUNT_TEXT.lastActive}{' '}
                {formatDateTime(device.lastActiveAt)}
              </span>
            </div>
            {!device.current && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={ACCOUNT_TEXT.signOutDeviceLabel(device.name)}
                onClick={() => signOutOne(device)}
              >
                {ACCOUNT_TEXT.signOutDevice}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {signedOut}
      </p>
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
