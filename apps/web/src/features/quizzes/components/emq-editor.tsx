import {
  BUILDER_OPTIONS_AUTOSAVE_MS,
  EMQ_OPTIONS_MAX,
  EMQ_OPTIONS_MIN,
  EMQ_STEMS_MAX,
  EMQ_STEMS_MIN,
  optionId,
  QUIZ_DEFAULTS,
  stemPointsTotal,
} from '@medprep/shared/constants';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import type { InstructorQuestion } from '../types';

type Edit = (patch: Partial<InstructorQuestion>, delayMs?: number) => void;
type Stem = InstructorQuestion['stems'][number];

/** Moves item `from` to `to` in a copy of the list. */
const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * Option ids are positions (A, B, …): after options move or go, every stem's answer follows its option (a stem
 * whose option was removed is left without an answer, which the form then asks for).
 */
function reletter(q: InstructorQuestion, order: (number | null)[]): Partial<InstructorQuestion> {
  const options = order.flatMap((from, i) =>
    from === null ? [] : [{ ...q.options[from]!, id: optionId(i) }],
  );
  const newId = new Map(order.flatMap((from, i) => (from === null ? [] : [[optionId(from), optionId(i)]])));
  const stems = q.stems.map((s) => ({ ...s, correctOptionId: newId.get(s.correctOptionId) ?? '' }));
  return { options, stems, points: stemPointsTotal(stems) };
}

/**
 * The answer part of an extended matching question: one option list (8–26), then the stems (2–10), each with
 * its own answer picked from the list and its own points. Everything can be added, removed and moved.
 */
export function EmqEditor({
  question: q,
  problems,
  onEdit,
}: {
  question: InstructorQuestion;
  problems: Record<string, string>;
  onEdit: Edit;
}) {
  const edit = (patch: Partial<InstructorQuestion>) => onEdit(patch, BUILDER_OPTIONS_AUTOSAVE_MS);
  const setStems = (stems: Stem[]) => edit({ stems, points: stemPointsTotal(stems) });
  const positions = q.options.map((_, i) => i);
  const answerChoices = [
    { value: '', label: 'Choose an option' },
    ...q.options.map((o, i) => ({ value: optionId(i), label: `${optionId(i)}. ${o.text}` })),
  ];

  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Option list ({EMQ_OPTIONS_MIN} to {EMQ_OPTIONS_MAX}; every stem is answered from it)
        </legend>
        <ol className="flex flex-col gap-2">
          {q.options.map((o, i) => {
            const id = optionId(i);
            return (
              <li key={id} className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-200 p-3">
                <Field
                  label={`Option ${id}`}
                  className="min-w-40 flex-1"
                  value={o.text}
                  error={problems[`options.${i}.text`]}
                  onChange={(event) =>
                    edit({
                      options: q.options.map((x, j) => (j === i ? { ...x, text: event.target.value } : x)),
                    })
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === 0}
                  onClick={() => edit(reletter(q, moved(positions, i, i - 1)))}
                >
                  Move option {id} up
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === q.options.length - 1}
                  onClick={() => edit(reletter(q, moved(positions, i, i + 1)))}
                >
                  Move option {id} down
                </Button>
                {q.options.length > EMQ_OPTIONS_MIN && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() =>
                      edit(
                        reletter(
                          q,
                          positions.map((p) => (p === i ? null : p)),
                        ),
                      )
                    }
                  >
                    Remove option {id}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
        {problems.options && <p className="text-sm text-red-700">{problems.options}</p>}
        {q.options.length < EMQ_OPTIONS_MAX && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() =>
              edit({ options: [...q.options, { id: optionId(q.options.length), text: '', media: [] }] })
            }
          >
            Add option
          </Button>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Stems ({EMQ_STEMS_MIN} to {EMQ_STEMS_MAX}; each graded on its own) · total{' '}
          {stemPointsTotal(q.stems)} points
        </legend>
        <ol className="flex flex-col gap-3">
          {q.stems.map((s, i) => {
            const n = i + 1;
            const change = (patch: Partial<Stem>) =>
              setStems(q.stems.map((x, j) => (j === i ? { ...x, ...patch } : x)));
            return (
              // Stems not saved yet have no id: their place is their key.
              <li
                key={s.id || `new-${i}`}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
              >
                <TextAreaField
                  label={`Stem ${n}`}
                  value={s.prompt}
                  error={problems[`stems.${i}.prompt`]}
                  onChange={(event) => change({ prompt: event.target.value })}
                />
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
                  <SelectField
                    label={`Correct answer for stem ${n}`}
                    value={s.correctOptionId}
                    options={answerChoices}
                    error={problems[`stems.${i}.correctOptionId`]}
                    onChange={(event) => change({ correctOptionId: event.target.value })}
                  />
                  <Field
                    label={`Points for stem ${n}`}
                    type="number"
                    min={0}
                    inputMode="numeric"
                    value={String(s.points)}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      if (Number.isInteger(value) && value >= 0) change({ points: value });
                    }}
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={i === 0}
                    onClick={() => setStems(moved(q.stems, i, i - 1))}
                  >
                    Move stem {n} up
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={i === q.stems.length - 1}
                    onClick={() => setStems(moved(q.stems, i, i + 1))}
                  >
                    Move stem {n} down
                  </Button>
                  {q.stems.length > EMQ_STEMS_MIN && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setStems(q.stems.filter((_, j) => j !== i))}
                    >
                      Remove stem {n}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {problems.stems && <p className="text-sm text-red-700">{problems.stems}</p>}
        {q.stems.length < EMQ_STEMS_MAX && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() =>
              setStems([
                ...q.stems,
                { id: '', prompt: '', correctOptionId: '', points: QUIZ_DEFAULTS.points },
              ])
            }
          >
            Add stem
          </Button>
        )}
      </fieldset>
    </>
  );
}
