import type { AdminUser } from '@medprep/shared';
import { EXTRA_TIME_PERCENTS } from '@medprep/shared/constants';
import { useId } from 'react';
import { inputClass } from '../../../ui/field';
import { useSetExtraTime } from '../api';
import { ACCOUNT_TEXT, EXTRA_TIME_LABELS } from '../content';

/**
 * The 'Extra time' allowance of one user on timed exams (WCAG 2.2.1; docs/decisions/206): saved
 * as soon as it changes; the outcome is announced in the row's status line.
 */
export function ExtraTimeSelect({ user }: { user: AdminUser }) {
  const id = useId();
  const statusId = `${id}-status`;
  const save = useSetExtraTime();
  const value = save.isPending
    ? (save.variables?.extraTimePercent ?? user.extraTimePercent)
    : user.extraTimePercent;
  const error = save.isError ? save.error.message || ACCOUNT_TEXT.extraTimeFailed : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {ACCOUNT_TEXT.extraTime}
      </label>
      <select
        id={id}
        aria-label={ACCOUNT_TEXT.extraTimeFor(user.name)}
        className={inputClass(Boolean(error))}
        value={value}
        aria-describedby={statusId}
        aria-invalid={error ? true : undefined}
        aria-busy={save.isPending || undefined}
        onChange={(e) => save.mutate({ id: user.id, extraTimePercent: Number(e.target.value) })}
      >
        {EXTRA_TIME_PERCENTS.map((percent) => (
          <option key={percent} value={percent}>
            {EXTRA_TIME_LABELS[percent]}
          </option>
        ))}
      </select>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        className={error ? 'text-sm text-red-700' : 'text-sm text-green-800'}
      >
        {error ?? (save.isSuccess ? ACCOUNT_TEXT.extraTimeSaved : null)}
      </p>
    </div>
  );
}
