import type { LiveSessionDetail } from '@medprep/shared';
import { LIVE_MESSAGES, LIVE_TEXT } from '@medprep/shared/constants';
import { useId, useState } from 'react';
import { useSetLiveReminders } from '../api';

/**
 * 'Remind me by email' for one session (docs/decisions/675), for a viewer the reminder job would remind of it
 * (`session.reminders` not null) while it is still ahead. The switch follows the click at once and is
 * unavailable while it saves; a refusal puts it back and says why. The line under it tells the saved choice.
 */
export function ReminderSwitch({ session }: { session: LiveSessionDetail }) {
  const save = useSetLiveReminders(session.id);
  const id = useId();
  // The value being saved, shown until the answer; then the session's own (updated on success).
  const [saving, setSaving] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reminders = session.reminders;
  if (!reminders || session.status !== 'scheduled') return null;

  const change = async (remind: boolean) => {
    if (saving !== null) return;
    setSaving(remind);
    setError(null);
    try {
      await save.mutateAsync(remind);
    } catch (e) {
      setError((e as Error).message || LIVE_MESSAGES.remindersFailed);
    } finally {
      setSaving(null);
    }
  };
  const busy = saving !== null;
  const on = saving ?? reminders.remind;
  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 pt-4">
      <div className="flex items-center gap-3">
        {/* aria-disabled, not disabled: a disabled control drops the keyboard focus of the person using it. */}
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="size-5 shrink-0 rounded border-slate-300 text-brand-600 aria-disabled:opacity-60"
          checked={on}
          aria-checked={on}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {LIVE_TEXT.remindMe}
        </label>
      </div>
      <p id={`${id}-status`} role="status" className="text-sm text-slate-600">
        {reminders.remind ? LIVE_TEXT.remindOn : LIVE_TEXT.remindOff}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
