import {
  BUILDER_BOOLEAN_AUTOSAVE_MS,
  BUILDER_OPTIONS_AUTOSAVE_MS,
  cleanAcceptedAnswers,
  newQuestionDefaults,
  optionId,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  QUESTION_TYPES,
} from '@medprep/shared/constants';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { Field, TextAreaField } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import type { InstructorQuestion, QuestionType } from '../types';
import { EmqEditor } from './emq-editor';
import { MediaEditor } from './media-editor';

export const TYPE_LABELS: Record<QuestionType, string> = {
  mcq: 'Single choice',
  multi: 'Multiple choice',
  boolean: 'True / false',
  short: 'Short answer',
  emq: 'Extended matching',
};
const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

type Edit = (patch: Partial<InstructorQuestion>, delayMs?: number) => void;

/** Option ids are positions (A, B, …): removing one renames the correct ids after it. */
function withoutOption(q: InstructorQuestion, index: number): Partial<InstructorQuestion> {
  const options = q.options.filter((_, i) => i !== index).map((o, i) => ({ ...o, id: optionId(i) }));
  const correct = q.correctOptionIds.flatMap((id) => {
    const at = q.options.findIndex((o) => o.id === id);
    if (at === index || at < 0) return [];
    return [optionId(at > index ? at - 1 : at)];
  });
  return { options, correctOptionIds: correct };
}

/** The editor of one question: prompt, images, the answer of its type, points, explanation and topics. */
export function QuestionEditor({
  question: q,
  number,
  problems,
  onEdit,
  onDelete,
}: {
  question: InstructorQuestion;
  number: number;
  problems: Record<string, string>;
  onEdit: Edit;
  onDelete: () => void;
}) {
  const groupName = useId();
  const [points, setPoints] = useState(String(q.points));
  const [answers, setAnswers] = useState(q.correctText.join('\n'));
  const [topics, setTopics] = useState(q.topics.join(', '));
  const pointsError = /^\d+$/.test(points.trim()) ? undefined : 'Points must be a whole number, 0 or more.';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Question {number}</h2>
        <Button variant="danger" size="sm" onClick={onDelete}>
          Delete question
        </Button>
      </div>
      <SelectField
        label="Type"
        value={q.type}
        options={TYPE_OPTIONS}
        onChange={(event) => {
          const type = event.target.value as QuestionType;
          const d = newQuestionDefaults(type);
          onEdit({
            type,
            options: d.options.map((o, i) => ({ id: optionId(i), text: o.text, media: [] })),
            correctOptionIds: d.correctOptionIds,
            correctBoolean: d.correctBoolean,
            correctText: d.correctText,
            stems: d.stems,
            ...(type === 'emq' ? { points: d.points } : {}),
          });
          if (type === 'emq') setPoints(String(d.points));
          setAnswers(d.correctText.join('\n'));
        }}
      />
      <TextAreaField
        label="Prompt"
        value={q.prompt}
        error={problems.prompt}
        onChange={(event) => onEdit({ prompt: event.target.value })}
      />
      <MediaEditor label="Add image" media={q.media} onChange={(media) => onEdit({ media })} />

      {(q.type === 'mcq' || q.type === 'multi') && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">
            Options ({q.type === 'mcq' ? 'mark the one correct answer' : 'mark every correct answer'})
          </legend>
          {q.options.map((o, i) => {
            const id = optionId(i);
            const checked = q.correctOptionIds.includes(id);
            return (
              <div key={id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
                <div className="flex flex-wrap items-end gap-2">
                  <label className="flex min-h-9 items-center gap-2 text-sm font-medium">
                    <input
                      type={q.type === 'mcq' ? 'radio' : 'checkbox'}
                      name={groupName}
                      checked={checked}
                      onChange={(event) =>
                        onEdit(
                          {
                            correctOptionIds:
                              q.type === 'mcq'
                                ? [id]
                                : event.target.checked
                                  ? [...q.correctOptionIds, id].sort()
                                  : q.correctOptionIds.filter((c) => c !== id),
                          },
                          BUILDER_OPTIONS_AUTOSAVE_MS,
                        )
                      }
                      className="size-5 accent-brand-700"
                    />
                    <span>Option {id} is correct</span>
                  </label>
                  <Field
                    label={`Option ${id}`}
                    className="min-w-40 flex-1"
                    value={o.text}
                    error={problems[`options.${i}.text`]}
                    onChange={(event) =>
                      onEdit(
                        {
                          options: q.options.map((x, j) =>
                            j === i ? { ...x, text: event.target.value } : x,
                          ),
                        },
                        BUILDER_OPTIONS_AUTOSAVE_MS,
                      )
                    }
                  />
                  {q.options.length > QUESTION_OPTIONS_MIN && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onEdit(withoutOption(q, i), BUILDER_OPTIONS_AUTOSAVE_MS)}
                    >
                      Remove option {id}
                    </Button>
                  )}
                </div>
                <MediaEditor
                  label={`Add image to option ${id}`}
                  max={1}
                  media={o.media}
                  onChange={(media) =>
                    onEdit(
                      { options: q.options.map((x, j) => (j === i ? { ...x, media } : x)) },
                      BUILDER_OPTIONS_AUTOSAVE_MS,
                    )
                  }
                />
              </div>
            );
          })}
          {(problems.correctOptionIds || problems.options) && (
            <p className="text-sm text-red-700">{problems.correctOptionIds ?? problems.options}</p>
          )}
          {q.options.length < QUESTION_OPTIONS_MAX && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() =>
                onEdit(
                  { options: [...q.options, { id: optionId(q.options.length), text: '', media: [] }] },
                  BUILDER_OPTIONS_AUTOSAVE_MS,
                )
              }
            >
              Add option
            </Button>
          )}
        </fieldset>
      )}

      {q.type === 'emq' && <EmqEditor question={q} problems={problems} onEdit={onEdit} />}

      {q.type === 'boolean' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Correct answer</legend>
          <div className="flex gap-4">
            {[true, false].map((value) => (
              <label key={String(value)} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={groupName}
                  checked={q.correctBoolean === value}
                  onChange={() => onEdit({ correctBoolean: value }, BUILDER_BOOLEAN_AUTOSAVE_MS)}
                  className="size-5 accent-brand-700"
                />
                {value ? 'True' : 'False'}
              </label>
            ))}
          </div>
          {problems.correctBoolean && <p className="text-sm text-red-700">{problems.correctBoolean}</p>}
        </fieldset>
      )}

      {q.type === 'short' && (
        <TextAreaField
          label="Accepted answers"
          hint="One per line. Compared ignoring case and extra spaces."
          value={answers}
          error={problems.correctText}
          onChange={(event) => {
            setAnswers(event.target.value);
            onEdit(
              { correctText: cleanAcceptedAnswers(event.target.value.split('\n')) },
              BUILDER_OPTIONS_AUTOSAVE_MS,
            );
          }}
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {q.type === 'emq' ? (
          <p className="text-sm text-slate-700">Points: {q.points} (the stems’ points added up)</p>
        ) : (
          <Field
            label="Points"
            inputMode="numeric"
            value={points}
            error={pointsError}
            onChange={(event) => {
              setPoints(event.target.value);
              if (/^\d+$/.test(event.target.value.trim()))
                onEdit({ points: Number(event.target.value.trim()) });
            }}
          />
        )}
        <Field
          label="Topics"
          hint="Comma separated, e.g. Cardiology, ECG"
          value={topics}
          onChange={(event) => {
            setTopics(event.target.value);
            onEdit({
              topics: [
                ...new Set(
                  event.target.value
                    .split(',')
                    .map((t) => t.trim())
                    .filter(Boolean),
                ),
              ],
            });
          }}
        />
      </div>
      <TextAreaField
        label="Explanation"
        hint="Shown with the results, after the learner submits."
        value={q.explanation}
        onChange={(event) => onEdit({ explanation: event.target.value })}
      />
    </div>
  );
}
