import type {
  AdminReviewFilter,
  AdminReviewResponse,
  AdminReviewsResponse,
  ReviewBody,
  ReviewKind,
  ReviewResponse,
  ReviewsResponse,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGetWith, apiSend } from '../../lib/api-calls';
import { apiRequest } from '../../lib/api-client';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { readPagedQuery } from '../../lib/read-query';
import { useSession } from '../../lib/session';
import { REVIEW_TEXT } from './content';

export const reviewKeys = {
  all: ['reviews'] as const,
  item: (kind: ReviewKind, itemId: string) => ['reviews', kind, itemId] as const,
  page: (kind: ReviewKind, itemId: string, page: number, viewer: string | null) =>
    ['reviews', kind, itemId, page, viewer] as const,
  admin: (status: AdminReviewFilter, page: number) => ['reviews', 'admin', status, page] as const,
};

/** GET /reviews/{kind}/{itemId}: one page of visible reviews, the summary, and what the caller may do. */
export const getReviews = (kind: ReviewKind, itemId: string, page: number, signal?: AbortSignal) =>
  apiGetWith<ReviewsResponse>(
    apiPaths.reviews.item(kind, itemId),
    { page: page > 1 ? page : undefined },
    REVIEW_TEXT.loadFailed,
    signal,
  );

export const reviewsQueryOptions = (kind: ReviewKind, itemId: string, page: number, viewer: string | null) =>
  readPagedQuery(reviewKeys.page(kind, itemId, page, viewer), (signal) =>
    getReviews(kind, itemId, page, signal),
  );

export function useReviews(kind: ReviewKind, itemId: string, page: number) {
  const { user } = useSession();
  return useQuery(reviewsQueryOptions(kind, itemId, page, user?.id ?? null));
}

export const saveReview = (input: { kind: ReviewKind; itemId: string; body: ReviewBody }) =>
  apiSend<ReviewResponse>(
    'PUT',
    apiPaths.reviews.item(input.kind, input.itemId),
    input.body,
    REVIEW_TEXT.saveFailed,
  );

export const deleteReview = (input: { kind: ReviewKind; itemId: string }) =>
  apiRequest<null>(apiPaths.reviews.item(input.kind, input.itemId), {
    method: 'DELETE',
    fallback: REVIEW_TEXT.saveFailed,
  });

export const replyToReview = (input: { id: string; text: string }) =>
  apiSend<ReviewResponse>(
    'POST',
    apiPaths.reviews.reply(input.id),
    { text: input.text },
    REVIEW_TEXT.saveFailed,
  );

export const reportReview = (input: { id: string; reason: string }) =>
  apiSend<{ reported: true }>(
    'POST',
    apiPaths.reviews.report(input.id),
    { reason: input.reason },
    REVIEW_TEXT.saveFailed,
  );

export const useSaveReview = () => useInvalidatingMutation(saveReview, reviewKeys.all);
export const useDeleteReview = () => useInvalidatingMutation(deleteReview, reviewKeys.all);
export const useReplyToReview = () => useInvalidatingMutation(replyToReview, reviewKeys.all);
export const useReportReview = () => useInvalidatingMutation(reportReview, reviewKeys.all);

/** GET /admin/reviews?status=reported|hidden. */
export const getAdminReviews = (status: AdminReviewFilter, page: number, signal?: AbortSignal) =>
  apiGetWith<AdminReviewsResponse>(
    apiPaths.reviews.adminList(),
    { status, page: page > 1 ? page : undefined },
    REVIEW_TEXT.loadFailed,
    signal,
  );

export const adminReviewsQueryOptions = (status: AdminReviewFilter, page: number) =>
  readPagedQuery(reviewKeys.admin(status, page), (signal) => getAdminReviews(status, page, signal));

export const useAdminReviews = (status: AdminReviewFilter, page: number) =>
  useQuery(adminReviewsQueryOptions(status, page));

export const setReviewVisibility = (input: { id: string; action: 'hide' | 'unhide' }) =>
  apiRequest<AdminReviewResponse>(
    input.action === 'hide' ? apiPaths.reviews.adminHide(input.id) : apiPaths.reviews.adminUnhide(input.id),
    { method: 'POST', fallback: REVIEW_TEXT.saveFailed },
  );

export const useSetReviewVisibility = () => useInvalidatingMutation(setReviewVisibility, reviewKeys.all);
