import { optionId } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useId } from 'react';
import { inputClass } from '../../../ui/field';
import { EMQ_TEXT } from '../content';
import type { PlayOption } from '../types';
import { QuestionMedia } from './question-media';

type Stem = { id: string; prompt: string; points: number };

/** The options lettered by their place on the screen, as the selects and the review name them. */
const lettered = (options: PlayOption[]) =>
  options.map((o, i) => ({ id: o.id, label: `${optionId(i)}. ${o.text}` }));

/**
 * An extended matching question in play: the option list once, then each stem with a native select labelled
 * 'Answer for stem N' (the stem's text describes it), so it works by keyboard and with a screen reader.
 */
export function EmqPlay({
  options,
  stems,
  stemAnswers,
  onChange,
}: {
  options: PlayOption[];
  stems: Stem[];
  stemAnswers: Record<string, string>;
  onChange: (stemAnswers: Record<string, string>) => void;
}) {
  const id = useId();
  const labels = lettered(options);
  const answered = stems.filter((s) => stemAnswers[s.id]).length;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby={`${id}-options`}
        className="rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id={`${id}-options`} className="text-sm font-semibold text-slate-800">
          {EMQ_TEXT.optionList}
        </h3>
        <ol className="mt-2 grid gap-x-6 gap-y-1 text-base sm:grid-cols-2">
          {options.map((o, i) => (
            <li key={o.id} className="flex flex-col gap-1">
              <span>
                <span className="font-semibold">{optionId(i)}.</span> {o.text}
              </span>
              <QuestionMedia media={o.media} small />
            </li>
          ))}
        </ol>
      </section>
      <p className="text-sm text-slate-700">{EMQ_TEXT.stemsAnswered(answered, stems.length)}</p>
      <ol className="flex flex-col gap-4">
        {stems.map((stem, i) => {
          const selectId = `${id}-stem-${i}`;
          return (
            <li key={stem.id} className="flex flex-col gap-2 rounded-xl border border-slate-300 bg-white p-4">
              <p id={`${selectId}-text`} className="whitespace-pre-line text-slate-900">
                <span className="font-semibold">{EMQ_TEXT.stem(i + 1)}</span> ({EMQ_TEXT.marks(stem.points)}):{' '}
                {stem.prompt}
              </p>
              <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
                {EMQ_TEXT.answerFor(i + 1)}
              </label>
              <select
                id={selectId}
                aria-describedby={`${selectId}-text`}
                value={stemAnswers[stem.id] ?? ''}
                onChange={(event) => {
                  const next = { ...stemAnswers };
                  if (event.target.value) next[stem.id] = event.target.value;
                  else delete next[stem.id];
                  onChange(next);
                }}
                className={clsx(inputClass(), 'text-base')}
              >
                <option value="">{EMQ_TEXT.noChoice}</option>
                {labels.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * Each stem after checking: the answer given, the correct one, and ✓/✗ with the words 'Correct' or
 * 'Incorrect' (never colour alone).
 */
export function EmqReview({
  options,
  stems,
  stemAnswers,
  label,
}: {
  options: PlayOption[];
  stems: (Stem & { correctOptionId: string })[];
  stemAnswers: Record<string, string>;
  label?: string | undefined;
}) {
  const labels = new Map(lettered(options).map((o) => [o.id, o.label]));
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {stems.map((stem, i) => {
        const given = stemAnswers[stem.id];
        const right = given === stem.correctOptionId;
        return (
          <li
            key={stem.id}
            data-mark={right ? 'right' : 'wrong'}
            className={clsx(
              'flex flex-col gap-1 rounded-xl border-2 px-4 py-3',
              right ? 'border-emerald-700 bg-emerald-50' : 'border-red-700 bg-red-50',
            )}
          >
            <p className="whitespace-pre-line text-slate-900">
              <span className="font-semibold">{EMQ_TEXT.stem(i + 1)}:</span> {stem.prompt}
            </p>
            <p className={clsx('text-sm font-semibold', right ? 'text-emerald-800' : 'text-red-800')}>
              {right ? EMQ_TEXT.right : EMQ_TEXT.wrong} · {right ? stem.points : 0}/{stem.points}
            </p>
            <p className="text-sm">
              {EMQ_TEXT.yourAnswer}: {given ? (labels.get(given) ?? given) : EMQ_TEXT.unanswered}
            </p>
            {!right && (
              <p className="text-sm">
                {EMQ_TEXT.correctAnswer}: {labels.get(stem.correctOptionId) ?? stem.correctOptionId}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
