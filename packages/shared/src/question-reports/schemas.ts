import { z } from 'zod';
import { limitParam, pageParam, pathId, queryEnum, text } from '../fields/schemas.ts';
import {
  QUESTION_REPORT_MESSAGES,
  QUESTION_REPORT_OUTCOMES,
  QUESTION_REPORT_PAGE_SIZE,
  QUESTION_REPORT_REASONS,
  QUESTION_REPORT_REPLY_MAX,
  QUESTION_REPORT_STATUSES,
  QUESTION_REPORT_TEXT_MAX,
} from './copy.ts';

export const QuestionReportQuestionParams = z.object({ id: pathId('Question id') });
export const QuestionReportIdParams = z.object({ id: pathId('Report id') });

export const QuestionReportBody = z.object({
  reason: z.enum(QUESTION_REPORT_REASONS, { error: QUESTION_REPORT_MESSAGES.reasonRequired }),
  text: text({
    max: QUESTION_REPORT_TEXT_MAX,
    min: 1,
    multiline: true,
    label: 'Text',
    requiredMessage: QUESTION_REPORT_MESSAGES.textRequired,
  }),
});
export type QuestionReportBody = z.infer<typeof QuestionReportBody>;

export const ResolveQuestionReportBody = z.object({
  outcome: z.enum(QUESTION_REPORT_OUTCOMES, { error: QUESTION_REPORT_MESSAGES.outcomeRequired }),
  reply: text({
    max: QUESTION_REPORT_REPLY_MAX,
    min: 1,
    multiline: true,
    label: 'Reply',
    requiredMessage: QUESTION_REPORT_MESSAGES.replyRequired,
  }),
});
export type ResolveQuestionReportBody = z.infer<typeof ResolveQuestionReportBody>;

export const QuestionReportsQuery = z.object({
  page: pageParam(),
  limit: limitParam(QUESTION_REPORT_PAGE_SIZE),
  status: queryEnum(QUESTION_REPORT_STATUSES, 'Status').transform((v) => v ?? 'open'),
});
export type QuestionReportsQuery = z.input<typeof QuestionReportsQuery>;

export const QuestionReport = z
  .object({
    id: z.string(),
    questionId: z.string(),
    quizId: z.string(),
    quizTitle: z.string(),
    prompt: z.string(),
    reason: z.enum(QUESTION_REPORT_REASONS),
    text: z.string(),
    status: z.enum(QUESTION_REPORT_STATUSES),
    outcome: z.enum(QUESTION_REPORT_OUTCOMES).nullable(),
    reply: z.string().nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'QuestionReport' });
export type QuestionReport = z.infer<typeof QuestionReport>;

export const QuestionReportResponse = z.object({ report: QuestionReport });
export type QuestionReportResponse = z.infer<typeof QuestionReportResponse>;

export const QuestionReportsResponse = z.object({
  items: z.array(QuestionReport),
  meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
});
export type QuestionReportsResponse = z.infer<typeof QuestionReportsResponse>;
