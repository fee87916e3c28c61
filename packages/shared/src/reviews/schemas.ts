import { z } from 'zod';
import { int, limitParam, pageParam, pathId, queryEnum, text } from '../fields/schemas.ts';
import {
  ADMIN_REVIEW_FILTERS,
  REVIEW_KINDS,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
} from './copy.ts';

export const ReviewKindSchema = z.enum(REVIEW_KINDS, {
  error: `Kind must be one of ${REVIEW_KINDS.join(', ')}.`,
});

export const ReviewItemParams = z.object({ kind: ReviewKindSchema, itemId: pathId('Item id') });
export type ReviewItemParams = z.infer<typeof ReviewItemParams>;
export const ReviewIdParams = z.object({ id: pathId('Review id') });

export const ReviewsQuery = z.object({ page: pageParam(), limit: limitParam(REVIEW_PAGE_SIZE) });
export type ReviewsQuery = z.input<typeof ReviewsQuery>;

export const ReviewBody = z.object({
  rating: int({ min: REVIEW_RATING_MIN, max: REVIEW_RATING_MAX, label: 'Rating' }),
  text: text({ max: REVIEW_TEXT_MAX, multiline: true, label: 'Review' }).optional(),
});
export type ReviewBody = z.infer<typeof ReviewBody>;

export const ReviewReplyBody = z.object({
  text: text({
    max: REVIEW_REPLY_MAX,
    min: 1,
    multiline: true,
    label: 'Reply',
    requiredMessage: REVIEW_MESSAGES.replyRequired,
  }),
});
export type ReviewReplyBody = z.infer<typeof ReviewReplyBody>;

export const ReviewReportBody = z.object({
  reason: text({
    max: REVIEW_REPORT_REASON_MAX,
    min: 1,
    multiline: true,
    label: 'Reason',
    requiredMessage: REVIEW_MESSAGES.reasonRequired,
  }),
});
export type ReviewReportBody = z.infer<typeof ReviewReportBody>;

export const ReviewReply = z.object({ text: z.string(), createdAt: z.string() });

export const Review = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    text: z.string(),
    author: z.object({ name: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
    reply: ReviewReply.nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof Review>;

export const RatingSummary = z.object({
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  /** How many visible reviews gave 1, 2, 3, 4 and 5 stars. */
  histogram: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** What the caller may do here (absent for a guest). */
export const ReviewViewer = z.object({
  canReview: z.boolean(),
  /** Why not, when they may not (what earns the right). */
  reason: z.string().nullable(),
  isOwner: z.boolean(),
  mine: Review.extend({ status: z.enum(REVIEW_STATUSES) }).nullable(),
});
export type ReviewViewer = z.infer<typeof ReviewViewer>;

export const ReviewsResponse = z
  .object({
    items: z.array(Review),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
    summary: RatingSummary,
    viewer: ReviewViewer.nullable(),
  })
  .meta({ id: 'ReviewsResponse' });
export type ReviewsResponse = z.infer<typeof ReviewsResponse>;

export const ReviewResponse = z.object({ review: Review, summary: RatingSummary });
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const ReviewReportedResponse = z.object({ reported: z.literal(true) });

export const AdminReviewsQuery = z.object({
  page: pageParam(),
  limit: limitParam(REVIEW_PAGE_SIZE),
  status: queryEnum(ADMIN_REVIEW_FILTERS, 'Status').transform((v) => v ?? 'reported'),
});
export type AdminReviewsQuery = z.input<typeof AdminReviewsQuery>;

export const AdminReview = Review.extend({
  kind: ReviewKindSchema,
  itemId: z.string(),
  itemTitle: z.string(),
  status: z.enum(REVIEW_STATUSES),
  reportCount: z.number().int(),
  lastReportReason: z.string().nullable(),
}).meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewsResponse = z.object({
  items: z.array(AdminReview),
  meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
});
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponse>;

export const AdminReviewResponse = z.object({ review: AdminReview });
export type AdminReviewResponse = z.infer<typeof AdminReviewResponse>;
