import type { ReviewKind, ReviewViewer } from '@medprep/shared';
import { REVIEW_MESSAGES, REVIEW_RATING_MAX, REVIEW_TEXT_MAX } from '@medprep/shared/constants';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { AlertText } from '../../../ui/alert-text';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { useDeleteReview, useSaveReview } from '../api';
import { REVIEW_TEXT, starsLabel } from '../content';

/** Five stars as a radio group: arrow keys move between them, the label says the number in words. */
export function RatingInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{REVIEW_TEXT.yourRating}</legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((star) => (
          <label
            key={star}
            className="flex min-h-11 cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-2 text-sm has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span aria-hidden="true" className={star <= value ? 'text-amber-600' : 'text-slate-400'}>
              ★
            </span>
            <span>{starsLabel(star)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The caller's review of the thing: write, change or delete it. */
export function ReviewForm({
  kind,
  itemId,
  mine,
  title,
}: {
  kind: ReviewKind;
  itemId: string;
  mine: ReviewViewer['mine'];
  title: string;
}) {
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  const [status, setStatus] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReview();
  const remove = useDeleteReview();

  const fail = (e: unknown) => {
    setStatus(null);
    if (e instanceof ApiError) {
      setFields(e.fields);
      setError(Object.keys(e.fields).length ? null : e.message);
    } else setError(REVIEW_TEXT.saveFailed);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFields({});
    setError(null);
    if (rating < 1) {
      setFields({ rating: REVIEW_MESSAGES.ratingRequired });
      return;
    }
    try {
      await save.mutateAsync({ kind, itemId, body: { rating, ...(text.trim() ? { text } : {}) } });
      setStatus(REVIEW_TEXT.saved);
    } catch (e) {
      fail(e);
    }
  };

  const onDelete = async () => {
    if (!window.confirm(REVIEW_TEXT.confirmDelete)) return;
    try {
      await remove.mutateAsync({ kind, itemId });
      setRating(0);
      setText('');
      setStatus(REVIEW_TEXT.deleted);
    } catch (e) {
      fail(e);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {mine?.status === 'hidden' && <p className="text-sm text-amber-800">{REVIEW_TEXT.hiddenMine}</p>}
      <RatingInput value={rating} onChange={setRating} error={fields.rating} />
      <TextAreaField
        label={REVIEW_TEXT.yourReview}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        error={fields.text}
      />
      {error && <AlertText>{error}</AlertText>}
      <p role="status" className="text-sm text-green-800">
        {status}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {REVIEW_TEXT.save}
        </Button>
        {mine && (
          <Button type="button" variant="secondary" onClick={onDelete} loading={remove.isPending}>
            {REVIEW_TEXT.delete}
          </Button>
        )}
      </div>
    </form>
  );
}
