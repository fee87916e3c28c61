import { useEffect } from 'react';
import { useMyMembership } from '../features/membership';
import type { ShellData } from '../lib/shell-data';
import { useHasApplication } from './use-has-application';

/** Asks for the signed-in user's membership and application, and reports the answers (shell-data.tsx). */
export default function ShellDataProbe({ onChange }: { onChange: (data: ShellData) => void }) {
  const { isPending, active } = useMyMembership();
  const hasApplication = useHasApplication();
  useEffect(() => {
    onChange({ membershipPending: isPending, membershipActive: active, hasApplication });
  }, [isPending, active, hasApplication, onChange]);
  return null;
}
