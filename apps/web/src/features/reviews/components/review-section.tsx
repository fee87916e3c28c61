import { REVIEW_ANCHOR } from '@medprep/shared/reviews/copy';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadingBlock } from '../../../ui/states';
import { REVIEW_TEXT } from '../content';
import type { ReviewPanelProps } from './review-panel';

const ReviewPanel = lazy(() => import('./review-panel'));

/**
 * The reviews section of a detail page. Its code and data load in the browser once the page is shown (the
 * server's first paint draws the heading only), so the page's own first load stays as it was.
 */
export function ReviewSection(props: ReviewPanelProps & { className?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const loading = <LoadingBlock label="Loading reviews…" />;
  return (
    <section id={REVIEW_ANCHOR} aria-labelledby={`${REVIEW_ANCHOR}-heading`} className={props.className}>
      <h2 id={`${REVIEW_ANCHOR}-heading`} className="mb-4 text-xl font-bold text-slate-900">
        {REVIEW_TEXT.heading}
      </h2>
      {shown ? (
        <Suspense fallback={loading}>
          <ReviewPanel kind={props.kind} itemId={props.itemId} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
