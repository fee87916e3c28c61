import { type TutorAvailability, TutorAvailabilityBody } from '@medprep/shared';
import {
  isTutorDate,
  isValidTutorRow,
  TUTOR_BUFFER_STEP,
  TUTOR_MESSAGES,
  TUTOR_SLOT_SIZE_MIN,
  TUTOR_SLOT_SIZE_STEP,
  tutorRowProblem,
} from '@medprep/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { LeaveGuard } from '../../../ui/leave-guard';
import { saveAvailability, tutorKeys, useMyAvailability } from '../api';
import { type Draft, draftOf, snapshot } from '../availability-draft';
import {
  DayOffRow,
  dropRow,
  HoursRow,
  patchRow,
  RowsSection,
  TimeZoneSelect,
} from '../components/availability-fields';
import { QueryPage } from '../components/query-page';
import { rowKey } from '../form';
import { TUTORS_UI } from '../text';

function AvailabilityForm({ initial }: { initial: TutorAvailability }) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [baseline, setBaseline] = useState(() => snapshot(draftOf(initial)));
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const client = useQueryClient();
  const dirty = snapshot(draft) !== baseline;

  const update = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const rowProblem = (r: { date?: string; start: string; end: string }) =>
    checked ? tutorRowProblem(r) : null;
  const dayOffBad = (date: string) => checked && !isTutorDate(date);

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const save = async () => {
    if (saving) return;
    setChecked(true);
    setSaved(false);
    if (!draft.timezone.trim()) return fail(TUTOR_MESSAGES.timezoneRequired);
    if (
      !draft.weekly.every((r) => isValidTutorRow(r)) ||
      !draft.exceptions.every((r) => isValidTutorRow(r)) ||
      !draft.daysOff.every((r) => isTutorDate(r.date))
    )
      return fail(TUTOR_MESSAGES.invalidRows);
    const parsed = TutorAvailabilityBody.safeParse({
      timezone: draft.timezone.trim(),
      slotSizeMin: Number(draft.slotSizeMin),
      bufferMin: Number(draft.bufferMin),
      weekly: draft.weekly.map(({ weekday, start, end }) => ({ weekday, start, end })),
      exceptions: draft.exceptions.map(({ date, start, end }) => ({ date, start, end })),
      daysOff: draft.daysOff.map((r) => r.date),
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? TUTOR_MESSAGES.saveFailed);
    setError(null);
    setSaving(true);
    try {
      const answer = await saveAvailability(parsed.data);
      client.setQueryData(tutorKeys.availability, answer);
      void client.invalidateQueries({ queryKey: ['tutors', 'slots'] });
      const next = draftOf(answer);
      setDraft(next);
      setBaseline(snapshot(next));
      setChecked(false);
      setSaved(true);
    } catch (e) {
      fail(e instanceof ApiError ? e.message : TUTOR_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-6"
    >
      {error && (
        <p
          ref={errorRef}
          role="alert"
          tabIndex={-1}
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TimeZoneSelect value={draft.timezone} onChange={(timezone) => update({ timezone })} />
        <Field
          label={TUTORS_UI.slotSize}
          type="number"
          min={TUTOR_SLOT_SIZE_MIN}
          step={TUTOR_SLOT_SIZE_STEP}
          value={draft.slotSizeMin}
          onChange={(e) => update({ slotSizeMin: e.target.value })}
        />
        <Field
          label={TUTORS_UI.buffer}
          type="number"
          min={0}
          step={TUTOR_BUFFER_STEP}
          value={draft.bufferMin}
          onChange={(e) => update({ bufferMin: e.target.value })}
        />
      </div>

      <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold text-slate-900">{TUTORS_UI.weeklyHours}</legend>
        {TUTORS_UI.weekdays.map((dayName, weekday) => {
          const rows = draft.weekly.filter((r) => r.weekday === weekday);
          return (
            <div key={dayName} className="flex flex-col gap-2 border-b border-slate-100 pb-3 last:border-0">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-medium text-slate-900">{dayName}</h3>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${TUTORS_UI.addRow}: ${dayName}`}
                  onClick={() =>
                    update({
                      weekly: [...draft.weekly, { key: rowKey(), weekday, start: '09:00', end: '17:00' }],
                    })
                  }
                >
                  {TUTORS_UI.addRow}
                </Button>
              </div>
              {rows.length === 0 ? (
                <p className="text-sm text-slate-600">{TUTORS_UI.noHours}</p>
              ) : (
                rows.map((row, i) => (
                  <HoursRow
                    key={row.key}
                    label={`${dayName} ${i + 1}`}
                    row={{ start: row.start, end: row.end }}
                    problem={rowProblem({ start: row.start, end: row.end })}
                    onChange={(patch) => update({ weekly: patchRow(draft.weekly, row.key, patch) })}
                    onRemove={() => update({ weekly: dropRow(draft.weekly, row.key) })}
                  />
                ))
              )}
            </div>
          );
        })}
      </fieldset>

      <RowsSection
        title={TUTORS_UI.exceptions}
        hint={TUTORS_UI.exceptionsHint}
        empty={draft.exceptions.length === 0 ? TUTORS_UI.noExceptions : null}
        addLabel={TUTORS_UI.addException}
        onAdd={() =>
          update({
            exceptions: [...draft.exceptions, { key: rowKey(), date: '', start: '09:00', end: '12:00' }],
          })
        }
      >
        {draft.exceptions.map((row, i) => (
          <HoursRow
            key={row.key}
            label={`${TUTORS_UI.exceptions} ${i + 1}`}
            row={row}
            problem={rowProblem(row)}
            onChange={(patch) => update({ exceptions: patchRow(draft.exceptions, row.key, patch) })}
            onRemove={() => update({ exceptions: dropRow(draft.exceptions, row.key) })}
          />
        ))}
      </RowsSection>

      <RowsSection
        title={TUTORS_UI.daysOff}
        hint={TUTORS_UI.daysOffHint}
        empty={draft.daysOff.length === 0 ? TUTORS_UI.noDaysOff : null}
        addLabel={TUTORS_UI.addDayOff}
        onAdd={() => update({ daysOff: [...draft.daysOff, { key: rowKey(), date: '' }] })}
      >
        {draft.daysOff.map((row, i) => (
          <DayOffRow
            key={row.key}
            label={`${TUTORS_UI.daysOff} ${i + 1}`}
            date={row.date}
            bad={dayOffBad(row.date)}
            onChange={(date) => update({ daysOff: patchRow(draft.daysOff, row.key, { date }) })}
            onRemove={() => update({ daysOff: dropRow(draft.daysOff, row.key) })}
          />
        ))}
      </RowsSection>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving}>
          {TUTORS_UI.save}
        </Button>
        {saved && (
          <p role="status" className="text-sm text-emerald-800">
            {TUTORS_UI.saved}
          </p>
        )}
      </div>
      <LeaveGuard dirty={dirty && !saving} />
    </form>
  );
}

/** /me/tutor/availability: weekly hours and dated exceptions, in the tutor's zone. */
export default function TutorAvailabilityPage() {
  const availability = useMyAvailability();
  return (
    <QueryPage
      title={TUTORS_UI.availabilityTitle}
      width="max-w-4xl"
      query={availability}
      loadingLabel={TUTORS_UI.loadingAvailability}
      failedMessage={TUTOR_MESSAGES.loadAvailabilityFailed}
    >
      {(data) => <AvailabilityForm initial={data} />}
    </QueryPage>
  );
}
