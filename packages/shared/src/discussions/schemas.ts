import { z } from 'zod';
import { Role } from '../auth/schemas.ts';
import { limitParam, pageParam, pathId, queryEnum, queryText, text, uuid } from '../fields/schemas.ts';
import {
  DEFAULT_QUESTION_SORT,
  DISCUSSION_BODY_MAX,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  DISCUSSION_REPLY_MAX,
  DISCUSSION_TITLE_MAX,
  QUESTION_LIST_STATUSES,
  QUESTION_SORTS,
  QUESTION_STATUSES,
} from './copy.ts';

/* ---------- Schemas ---------- */

const title = () =>
  text({
    max: DISCUSSION_TITLE_MAX,
    min: 1,
    label: 'Title',
    requiredMessage: DISCUSSION_MESSAGES.titleRequired,
    tooLongMessage: DISCUSSION_MESSAGES.titleTooLong,
  });
const body = (max: number, requiredMessage: string) =>
  text({ max, min: 1, multiline: true, label: 'Body', requiredMessage });

export const QuestionsQuery = z.object({
  page: pageParam(),
  limit: limitParam(DISCUSSION_PAGE_SIZE),
  q: queryText(),
  sort: queryEnum(QUESTION_SORTS, 'Sort').transform((v) => v ?? DEFAULT_QUESTION_SORT),
  status: queryEnum(QUESTION_LIST_STATUSES, 'Status'),
  courseId: z
    .union([z.literal(''), uuid('Course')])
    .optional()
    .transform((v) => v || undefined),
});
export type QuestionsQuery = z.input<typeof QuestionsQuery>;
export type QuestionsQueryInput = z.output<typeof QuestionsQuery>;

export const AskBody = z
  .object({
    title: title(),
    body: body(DISCUSSION_BODY_MAX, DISCUSSION_MESSAGES.bodyRequired),
    courseId: uuid('Course').nullable().optional(),
  })
  .meta({ id: 'AskQuestionBody' });
export type AskBody = z.input<typeof AskBody>;
export type AskInput = z.output<typeof AskBody>;

export const ReplyBody = z
  .object({ body: body(DISCUSSION_REPLY_MAX, DISCUSSION_MESSAGES.replyRequired) })
  .meta({ id: 'DiscussionReplyBody' });
export type ReplyBody = z.infer<typeof ReplyBody>;

export const QuestionIdParams = z.object({ id: pathId('Question id') });
export const AcceptParams = z.object({ id: pathId('Question id'), answerId: pathId('Answer id') });
export const CommentIdParams = z.object({ id: pathId('Comment id') });

/** Who wrote a post: `id` null and the name 'Deleted user' once the author deleted their account. */
export const DiscussionAuthor = z
  .object({ id: z.string().nullable(), name: z.string(), role: Role })
  .meta({ id: 'DiscussionAuthor' });
export type DiscussionAuthor = z.infer<typeof DiscussionAuthor>;

export const RelatedCourse = z.object({ id: z.string(), slug: z.string(), title: z.string() });
export type RelatedCourse = z.infer<typeof RelatedCourse>;

export const Question = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    status: z.enum(QUESTION_STATUSES),
    answersCount: z.number(),
    commentsCount: z.number(),
    hasAcceptedAnswer: z.boolean(),
    authorId: z.string().nullable(),
    author: DiscussionAuthor,
    course: RelatedCourse.nullable(),
    createdAt: z.string(),
    lastActivityAt: z.string(),
  })
  .meta({ id: 'DiscussionQuestion' });
export type Question = z.infer<typeof Question>;

export const Answer = z
  .object({
    id: z.string(),
    questionId: z.string(),
    body: z.string(),
    authorId: z.string().nullable(),
    author: DiscussionAuthor,
    isAccepted: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'DiscussionAnswer' });
export type Answer = z.infer<typeof Answer>;

export const AuthorComment = z
  .object({
    id: z.string(),
    questionId: z.string(),
    body: z.string(),
    authorId: z.string().nullable(),
    author: DiscussionAuthor,
    createdAt: z.string(),
  })
  .meta({ id: 'DiscussionComment' });
export type AuthorComment = z.infer<typeof AuthorComment>;

export const QuestionsResponse = z
  .object({
    items: z.array(Question),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
  })
  .meta({ id: 'DiscussionQuestionsResponse' });
export type QuestionsResponse = z.infer<typeof QuestionsResponse>;

export const QuestionDetailResponse = z
  .object({ question: Question, answers: z.array(Answer), comments: z.array(AuthorComment) })
  .meta({ id: 'DiscussionQuestionDetail' });
export type QuestionDetailResponse = z.infer<typeof QuestionDetailResponse>;

export const QuestionResponse = z.object({ question: Question });
export type QuestionResponse = z.infer<typeof QuestionResponse>;
export const AnswerResponse = z.object({ answer: Answer });
export type AnswerResponse = z.infer<typeof AnswerResponse>;
export const CommentResponse = z.object({ comment: AuthorComment });
export type CommentResponse = z.infer<typeof CommentResponse>;
export const DeletedResponse = z.object({ deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof DeletedResponse>;

/** The ask form's fields: the related course a select ('' for none); parses to `AskBody`'s values. */
export const AskForm = AskBody.extend({
  courseId: z.union([z.literal(''), uuid('Course')]).transform((v) => v || null),
});
export type AskFormValues = z.input<typeof AskForm>;
