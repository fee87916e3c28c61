import type { LiveSessionDetail } from '@medprep/shared';
import { LIVE_MESSAGES, LIVE_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSetLiveReminders } from '../api';

/**
 * 'Remind me by email' for one session (docs/decisions/675), for a viewer the reminder job would remind of it
 * (`session.reminders` not null) while it is still ahead. The switch follows the click at once and is
 * unavailable while it saves; a refusal puts it back and says why. The line under it tells the saved choice.
 * While the viewer's account-wide 'Session reminders' setting is off nothing is sent whatever the switch says,
 * so the switch is not shown: a line says so and links to the account page, where it turns on (678).
 */
export function ReminderSwitch({ session }: { session: LiveSessionDetail }) {
  const reminders = session.reminders;
  if (!reminders || session.status !== 'scheduled') return null;
  if (!reminders.accountEnabled) return <AccountRemindersOff />;
  return <SessionReminderSwitch sessionId={session.id} remind={reminders.remind} />;
}

function AccountRemindersOff() {
  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 pt-4 text-sm">
      <p className="font-medium text-slate-900">{LIVE_TEXT.remindMe}</p>
      <p className="text-slate-600">
        {LIVE_TEXT.remindAccountOff}{' '}
        <Link to={paths.myAccount()} className="font-semibold text-brand-700 underline">
          {LIVE_TEXT.remindAccountLink}
        </Link>
      </p>
    </div>
  );
}

function SessionReminderSwitch({ sessionId, remind }: { sessionId: string; remind: boolean }) {
  const save = useSetLiveReminders(sessionId);
  const id = useId();
  // The value being saved, shown until the answer; then the session's own (updated on success).
  const [saving, setSaving] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (next: boolean) => {
    if (saving !== null) return;
    setSaving(next);
    setError(null);
    try {
      await save.mutateAsync(next);
    } catch (e) {
      setError((e as Error).message || LIVE_MESSAGES.remindersFailed);
    } finally {
      setSaving(null);
    }
  };
  const busy = saving !== null;
  const on = saving ?? remind;
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
        {remind ? LIVE_TEXT.remindOn : LIVE_TEXT.remindOff}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
