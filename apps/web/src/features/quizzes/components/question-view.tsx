import { optionId } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { useId } from 'react';
import { inputClass } from '../../../ui/field';
import { PLAY_TEXT, questionLabel } from '../content';
import type { AttemptAnswer, ShownQuestion } from '../types';
import { AnswerReview, type ReviewKey } from './answer-review';
import { EmqPlay } from './emq-parts';
import { QuestionMedia } from './question-media';

const choiceClass = (checked: boolean) =>
  clsx(
    'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-base has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
    checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white hover:bg-slate-50',
  );

/**
 * One question with the control its type needs: radios (mcq, boolean), checkboxes (multi) or text (short).
 * Options are lettered by their place on the screen (A, B, C… whatever their ids after a shuffle); answers
 * still carry the option ids. With `review` (a checked answer) the options show what was right and wrong.
 */
export function QuestionView({
  question,
  index,
  total,
  answer,
  onAnswer,
  review,
  disabled = false,
}: {
  question: ShownQuestion;
  index: number;
  total: number;
  answer: AttemptAnswer | undefined;
  onAnswer: (answer: AttemptAnswer) => void;
  review?: ReviewKey;
  /** A checked answer is final: the controls stay visible but cannot change. */
  disabled?: boolean;
}) {
  const name = useId();
  const selected = answer?.selectedOptionIds ?? [];
  const base = { questionId: question.id };
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="mb-2 flex w-full flex-col gap-1">
        <span className="text-sm font-semibold text-slate-600">
          {questionLabel(index + 1, total)} · {question.points} {question.points === 1 ? 'mark' : 'marks'}
          {question.type === 'multi' && ' · select all that apply'}
        </span>
        <span className="text-lg font-semibold whitespace-pre-line text-slate-900">{question.prompt}</span>
      </legend>
      <QuestionMedia media={question.media} />
      {review && <AnswerReview review={review} />}
      {!review && (question.type === 'mcq' || question.type === 'multi') && (
        <div className="flex flex-col gap-2">
          {question.options.map((option, i) => {
            const checked = selected.includes(option.id);
            return (
              <label key={option.id} className={choiceClass(checked)}>
                <input
                  type={question.type === 'mcq' ? 'radio' : 'checkbox'}
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={(event) => {
                    const next =
                      question.type === 'mcq'
                        ? [option.id]
                        : event.target.checked
                          ? [...selected, option.id]
                          : selected.filter((id) => id !== option.id);
                    onAnswer({ ...base, selectedOptionIds: next });
                  }}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span className="flex flex-col gap-2">
                  <span>
                    <span className="font-semibold">{optionId(i)}.</span> {option.text}
                  </span>
                  <QuestionMedia media={option.media} small />
                </span>
              </label>
            );
          })}
        </div>
      )}
      {!review && question.type === 'emq' && (
        <EmqPlay
          options={question.options}
          stems={question.stems ?? []}
          stemAnswers={answer?.stemAnswers ?? {}}
          onChange={(stemAnswers) => onAnswer({ ...base, stemAnswers })}
        />
      )}
      {!review && question.type === 'boolean' && (
        <div className="grid grid-cols-2 gap-2">
          {[true, false].map((value) => {
            const checked = answer?.booleanAnswer === value;
            return (
              <label key={String(value)} className={choiceClass(checked)}>
                <input
                  type="radio"
                  name={name}
                  checked={checked}
                  onChange={() => onAnswer({ ...base, booleanAnswer: value })}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span>{value ? PLAY_TEXT.trueLabel : PLAY_TEXT.falseLabel}</span>
              </label>
            );
          })}
        </div>
      )}
      {!review && question.type === 'short' && (
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-800">{PLAY_TEXT.answerLabel}</span>
          <input
            type="text"
            value={answer?.textAnswer ?? ''}
            onChange={(event) => onAnswer({ ...base, textAnswer: event.target.value })}
            autoComplete="off"
            className={clsx(inputClass(), 'text-base')}
          />
        </label>
      )}
    </fieldset>
  );
}
