import type { ReviewKind } from '@medprep/shared';
import { REVIEW_ANCHOR, REVIEW_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { Pager } from '../../../ui/pager';
import { ErrorState, LoadingBlock } from '../../../ui/states';
import { useReviews } from '../api';
import { REVIEW_TEXT } from '../content';
import { RatingSummaryView } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

export interface ReviewPanelProps {
  kind: ReviewKind;
  itemId: string;
}

/**
 * A detail page's reviews: the summary and histogram, the caller's form when they have earned a review
 * (or what earns it), and the visible reviews newest first, a page at a time.
 */
export default function ReviewPanel({ kind, itemId }: ReviewPanelProps) {
  const [page, setPage] = useState(1);
  const { user } = useSession();
  const location = useLocation();
  const reviews = useReviews(kind, itemId, page);
  const listId = `${REVIEW_ANCHOR}-list`;

  if (reviews.isPending) return <LoadingBlock label="Loading reviews…" />;
  if (reviews.isError)
    return <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  const { items, meta, summary, viewer } = reviews.data;
  // The form keeps its own state (and its 'saved' message) across the re-read that follows a save.
  const mine = viewer?.mine ?? null;

  return (
    <div className="grid gap-6">
      <RatingSummaryView summary={summary} />
      {viewer?.canReview ? (
        <ReviewForm
          kind={kind}
          itemId={itemId}
          mine={mine}
          title={mine ? REVIEW_TEXT.editTitle : REVIEW_MESSAGES.promptTitle}
        />
      ) : viewer ? (
        !viewer.isOwner && viewer.reason && <p className="text-sm text-slate-700">{viewer.reason}</p>
      ) : (
        <p className="text-sm">
          <Link
            to={paths.login(`${location.pathname}#${REVIEW_ANCHOR}`)}
            className="font-medium text-brand-700 underline"
          >
            {REVIEW_TEXT.signInToReview}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-slate-700">{REVIEW_TEXT.noReviews}</p>
      ) : (
        <div id={listId} tabIndex={-1}>
          {items.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              kind={kind}
              canReport={Boolean(user) && review.id !== mine?.id}
              isOwner={Boolean(viewer?.isOwner)}
            />
          ))}
        </div>
      )}
      {(page > 1 || meta.hasNextPage) && (
        <Pager page={page} hasNextPage={meta.hasNextPage} onPage={setPage} scrollTargetId={listId} />
      )}
    </div>
  );
}
