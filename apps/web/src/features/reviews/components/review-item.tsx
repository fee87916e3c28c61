import type { Review, ReviewKind } from '@medprep/shared';
import { REVIEW_REPLY_MAX, REVIEW_REPORT_REASON_MAX } from '@medprep/shared/constants';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { AlertText } from '../../../ui/alert-text';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { useReplyToReview, useReportReview } from '../api';
import { OWNER_WORD, REVIEW_TEXT, ratedLabel } from '../content';

/** A short form under a review (a report, a reply), with its own error and cancel. */
function InlineForm({
  label,
  submitLabel,
  max,
  initial = '',
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  max: number;
  initial?: string;
  onSubmit: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text);
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.fields)[0] ?? e.message) : REVIEW_TEXT.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="mt-2 grid gap-2" noValidate>
      <TextAreaField
        label={label}
        value={text}
        maxLength={max}
        rows={3}
        onChange={(e) => setText(e.target.value)}
      />
      <AlertText>{error}</AlertText>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {REVIEW_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}

/** One review: stars in words, who and when, the text, the owner's reply, and Report / Reply. */
export function ReviewItem({
  review,
  kind,
  canReport,
  isOwner,
}: {
  review: Review;
  kind: ReviewKind;
  canReport: boolean;
  isOwner: boolean;
}) {
  const [open, setOpen] = useState<'report' | 'reply' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const report = useReportReview();
  const reply = useReplyToReview();
  return (
    <article className="border-b border-slate-200 py-4 last:border-b-0">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{review.author.name}</span>
        <span className="text-amber-700">
          <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
          <span className="sr-only">{ratedLabel(review.rating)}</span>
          <span aria-hidden="true" className="ml-1 text-sm text-slate-700">
            {review.rating}/5
          </span>
        </span>
        <time dateTime={review.createdAt} className="text-sm text-slate-600">
          {formatDate(review.createdAt)}
        </time>
      </header>
      {review.text && <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.text}</p>}
      {review.reply && (
        <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">Reply from the {OWNER_WORD[kind]}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{review.reply.text}</p>
        </div>
      )}
      <p role="status" className="mt-1 text-sm text-green-800">
        {notice}
      </p>
      {open === null && (canReport || isOwner) && (
        <div className="mt-1 flex flex-wrap gap-2">
          {isOwner && (
            <Button size="sm" variant="secondary" onClick={() => setOpen('reply')}>
              {REVIEW_TEXT.reply}
            </Button>
          )}
          {canReport && (
            <Button size="sm" variant="ghost" onClick={() => setOpen('report')}>
              {REVIEW_TEXT.report}
            </Button>
          )}
        </div>
      )}
      {open === 'report' && (
        <InlineForm
          label={REVIEW_TEXT.reportReason}
          submitLabel={REVIEW_TEXT.sendReport}
          max={REVIEW_REPORT_REASON_MAX}
          onCancel={() => setOpen(null)}
          onSubmit={async (reason) => {
            await report.mutateAsync({ id: review.id, reason });
            setOpen(null);
            setNotice(REVIEW_TEXT.reported);
          }}
        />
      )}
      {open === 'reply' && (
        <InlineForm
          label={REVIEW_TEXT.replyLabel}
          submitLabel={REVIEW_TEXT.sendReply}
          max={REVIEW_REPLY_MAX}
          initial={review.reply?.text ?? ''}
          onCancel={() => setOpen(null)}
          onSubmit={async (text) => {
            await reply.mutateAsync({ id: review.id, text });
            setOpen(null);
            setNotice(REVIEW_TEXT.replied);
          }}
        />
      )}
    </article>
  );
}
