import type { TutorSlot } from '@medprep/shared';
import { TUTOR_DEFAULT_DURATION, TUTOR_DURATIONS, TUTOR_HORIZON_DAYS } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../ui/button';
import { FieldShell, inputClass } from '../../../ui/field';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { useTutorSlots } from '../api';
import { TUTORS_UI } from '../text';
import { dateIn, dayLabel, formatClock, groupByDate, pickerWindow, viewerZone } from '../time';

/**
 * The slot picker: today to 14 days ahead in the viewer's zone, a duration of 30,
 * 45, 60 or 90 minutes (60 unless changed), the days as a list of tabs, each day's slots with an action
 * button ('Book' on the profile, 'Move here' when rescheduling). Times are the viewer's; the tutor's zone
 * is named too.
 */
export function SlotPicker({
  tutorId,
  tutorZone,
  actionLabel,
  onPick,
  busyStart,
  initialDuration = TUTOR_DEFAULT_DURATION,
  fixedDuration = false,
}: {
  tutorId: string;
  tutorZone: string | null;
  actionLabel: string;
  onPick: (slot: TutorSlot) => unknown;
  /** The start of the slot whose request runs. */
  busyStart?: string | null;
  initialDuration?: number;
  /** A reschedule keeps the session's length. */
  fixedDuration?: boolean;
}) {
  const zone = viewerZone();
  const [duration, setDuration] = useState(initialDuration);
  // The window is fixed when the picker opens: a re-render never moves it.
  const [window] = useState(() => pickerWindow(TUTOR_HORIZON_DAYS));
  const slots = useTutorSlots(tutorId, window.from, window.to, duration);
  const groups = useMemo(() => groupByDate(slots.data?.slots ?? [], zone), [slots.data, zone]);
  const days = window.dates.filter((date) => groups.has(date));
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen && groups.has(chosen) ? chosen : (days[0] ?? null);
  const tabsId = useId();
  const today = dateIn(Date.now(), zone);

  return (
    <section aria-labelledby={`${tabsId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${tabsId}-title`} className="text-lg font-semibold text-slate-900">
            {TUTORS_UI.availableTimes}
          </h2>
          <p className="text-sm text-slate-600">
            {TUTORS_UI.timesShownIn(zone)}
            {tutorZone && tutorZone !== zone ? ` ${TUTORS_UI.tutorZone(tutorZone)}` : ''}
          </p>
        </div>
        {!fixedDuration && (
          <FieldShell label={TUTORS_UI.duration} className="w-40">
            {({ id }) => (
              <select
                id={id}
                value={duration}
                onChange={(event) => setDuration(Number(event.target.value))}
                className={inputClass()}
              >
                {TUTOR_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {TUTORS_UI.minutes(d)}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
        )}
      </div>
      {slots.isPending ? (
        <LoadingBlock label={TUTORS_UI.loadingSlots} />
      ) : slots.isError ? (
        <ErrorState message={slots.error.message} onRetry={() => void slots.refetch()} />
      ) : days.length === 0 || !day ? (
        <EmptyState title={TUTORS_UI.noSlots} />
      ) : (
        <div className="flex flex-col gap-4">
          <div role="tablist" aria-label={TUTORS_UI.days} className="flex gap-2 overflow-x-auto pb-1">
            {days.map((date) => (
              <button
                key={date}
                type="button"
                role="tab"
                id={`${tabsId}-${date}`}
                aria-selected={date === day}
                aria-controls={`${tabsId}-panel`}
                tabIndex={date === day ? 0 : -1}
                onClick={() => setChosen(date)}
                onKeyDown={(event) => {
                  const at = days.indexOf(date);
                  const next =
                    event.key === 'ArrowRight'
                      ? days[at + 1]
                      : event.key === 'ArrowLeft'
                        ? days[at - 1]
                        : null;
                  if (!next) return;
                  event.preventDefault();
                  setChosen(next);
                  document.getElementById(`${tabsId}-${next}`)?.focus();
                }}
                className={clsx(
                  'shrink-0 rounded-lg border px-3 py-2 text-sm font-medium',
                  date === day
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                {date === today ? TUTORS_UI.today : dayLabel(date)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${day}`}>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {(groups.get(day) ?? []).map((slot) => {
                const time = `${formatClock(slot.startAt, zone)}–${formatClock(slot.endAt, zone)}`;
                return (
                  <li
                    key={slot.startAt}
                    className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
                  >
                    <span className="text-sm text-slate-900">
                      <span className="font-semibold">{time}</span>
                      {tutorZone && tutorZone !== zone && (
                        <span className="block text-xs text-slate-600">
                          {TUTORS_UI.tutorTime(slot.local.start, slot.local.end)}
                        </span>
                      )}
                    </span>
                    <Button
                      size="sm"
                      busy={busyStart === slot.startAt}
                      aria-label={`${actionLabel} ${dayLabel(day)} ${time}`}
                      onClick={() => onPick(slot)}
                    >
                      {actionLabel}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
