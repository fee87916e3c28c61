import { DASHBOARD_TEXT } from '@medprep/shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { DayRange } from '../range';

/** Two dates (both included) and Show; the page keeps the range in its address. */
export function RangeForm({ range, onChange }: { range: DayRange; onChange: (next: DayRange) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || from > to) {
      setError(DASHBOARD_TEXT.fromBeforeTo);
      return;
    }
    setError(undefined);
    onChange({ from, to });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={DASHBOARD_TEXT.range}
      className="flex flex-wrap items-end gap-3"
      noValidate
    >
      <Field
        label={DASHBOARD_TEXT.from}
        type="date"
        name="from"
        value={from}
        max={to}
        onChange={(e) => setFrom(e.target.value)}
        className="w-full min-[420px]:w-44"
      />
      <Field
        label={DASHBOARD_TEXT.to}
        type="date"
        name="to"
        value={to}
        min={from}
        onChange={(e) => setTo(e.target.value)}
        error={error}
        className="w-full min-[420px]:w-44"
      />
      <Button type="submit" variant="secondary">
        {DASHBOARD_TEXT.apply}
      </Button>
    </form>
  );
}
