import { TUTOR_MESSAGES, type TutorRowProblem } from '@medprep/shared/constants';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { TUTORS_UI } from '../text';
import { timeZoneChoices } from '../time';

const ROW_MESSAGES: Record<TutorRowProblem, string> = {
  date: TUTOR_MESSAGES.rowDate,
  times: TUTOR_MESSAGES.rowTimes,
  endBeforeStart: TUTOR_MESSAGES.rowEndBeforeStart,
};

/** A row's inputs, in order (the date only on a dated exception). */
const FIELDS = ['date', 'start', 'end'] as const;

/**
 * One row of hours: its optional date, start and end, its Remove button, and its own error beside it:
 * the inputs at fault say aria-invalid and are described by the row's message.
 */
export function HoursRow({
  label,
  row,
  problem,
  onChange,
  onRemove,
}: {
  label: string;
  row: { date?: string; start: string; end: string };
  problem: TutorRowProblem | null;
  onChange: (patch: { date?: string; start?: string; end?: string }) => void;
  onRemove: () => void;
}) {
  const errorId = useId();
  const described = problem ? errorId : undefined;
  const dateBad = problem === 'date';
  const timesBad = problem === 'times' || problem === 'endBeforeStart';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        {FIELDS.map((key) =>
          key === 'date' && row.date === undefined ? null : (
            <HoursInput
              key={key}
              type={key === 'date' ? 'date' : 'time'}
              caption={TUTORS_UI[key]}
              rowLabel={label}
              bad={key === 'date' ? dateBad : timesBad}
              describedBy={described}
              value={row[key] ?? ''}
              onChange={(value) => onChange({ [key]: value })}
            />
          ),
        )}
        <Button size="sm" variant="ghost" aria-label={`${TUTORS_UI.remove}: ${label}`} onClick={onRemove}>
          {TUTORS_UI.remove}
        </Button>
      </div>
      {problem && (
        <p id={errorId} className="flex items-center gap-1 text-sm text-red-700">
          <span aria-hidden>⚠</span>
          {ROW_MESSAGES[problem]}
        </p>
      )}
    </div>
  );
}

/** One date or time of a row, named by the row and its caption, invalid (and described) when at fault. */
function HoursInput({
  type,
  caption,
  rowLabel,
  bad,
  describedBy,
  value,
  onChange,
}: {
  type: 'date' | 'time';
  caption: string;
  rowLabel: string;
  bad: boolean;
  describedBy: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-700">
      {caption}
      <input
        type={type}
        aria-label={`${rowLabel} ${caption}`}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? describedBy : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass(bad)}
      />
    </label>
  );
}

/** The tutor's zone: a select of every zone the browser knows, the browser's own first. */
export function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [choices] = useState(() => timeZoneChoices(value));
  const browser = choices[0];
  return (
    <FieldShell label={TUTORS_UI.timezone} hint={TUTORS_UI.timezoneHint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass()}
        >
          {choices.map((zone) => (
            <option key={zone} value={zone}>
              {zone === browser ? TUTORS_UI.thisDevice(zone) : zone}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A row of a list edited in place, changed by its key. */
export const patchRow = <R extends { key: string }>(
  rows: readonly R[],
  key: string,
  patch: Partial<R>,
): R[] => rows.map((r) => (r.key === key ? { ...r, ...patch } : r));

/** The list without the row of this key. */
export const dropRow = <R extends { key: string }>(rows: readonly R[], key: string): R[] =>
  rows.filter((r) => r.key !== key);

/** A titled group of rows (dated hours, days off): its hint, its rows or what it says when empty, and Add. */
export function RowsSection({
  title,
  hint,
  empty,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  hint: string;
  /** Said instead of the rows when there are none. */
  empty: string | null;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      <p className="text-sm text-slate-600">{hint}</p>
      {empty ? <p className="text-sm text-slate-600">{empty}</p> : children}
      <div>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

/** One day off: its date (invalid and described when it is not a real date), and Remove. */
export function DayOffRow({
  label,
  date,
  bad,
  onChange,
  onRemove,
}: {
  label: string;
  date: string;
  bad: boolean;
  onChange: (date: string) => void;
  onRemove: () => void;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <HoursInput
        type="date"
        caption={TUTORS_UI.date}
        rowLabel={label}
        bad={bad}
        describedBy={errorId}
        value={date}
        onChange={onChange}
      />
      <Button size="sm" variant="ghost" aria-label={`${TUTORS_UI.remove}: ${label}`} onClick={onRemove}>
        {TUTORS_UI.remove}
      </Button>
      {bad && (
        <p id={errorId} className="flex w-full items-center gap-1 text-sm text-red-700">
          <span aria-hidden>⚠</span>
          {TUTOR_MESSAGES.rowDate}
        </p>
      )}
    </div>
  );
}
