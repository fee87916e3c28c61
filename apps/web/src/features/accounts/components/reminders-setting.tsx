import type { Account } from '@medprep/shared';
import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { useId, useState } from 'react';
import { useUpdateAccount } from '../api';
import { ACCOUNT_TEXT } from '../content';
import { Saved } from './section';

/** Session reminders on or off (docs/decisions/366): saved as soon as the box is ticked or unticked. */
export function RemindersSetting({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The box follows the click at once; a refusal puts it back and says why.
  const [checked, setChecked] = useState(account.remindersEnabled);
  const change = async (remindersEnabled: boolean) => {
    if (update.isPending) return;
    setChecked(remindersEnabled);
    setSaved(null);
    setError(null);
    try {
      await update.mutateAsync({ remindersEnabled });
      setSaved(remindersEnabled ? ACCOUNT_MESSAGES.remindersOn : ACCOUNT_MESSAGES.remindersOff);
    } catch (e) {
      setChecked(!remindersEnabled);
      setError((e as Error).message || ACCOUNT_TEXT.saveFailed);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 rounded border-slate-300 text-brand-600"
          checked={checked}
          aria-describedby={`${id}-hint`}
          aria-busy={update.isPending || undefined}
          onChange={(event) => void change(event.target.checked)}
        />
        <div>
          <label htmlFor={id} className="font-medium text-slate-900">
            {ACCOUNT_TEXT.remindersLabel}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {ACCOUNT_TEXT.remindersHint}
          </p>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Saved message={saved} />
    </div>
  );
}
