import type {
  QuestionReportBody,
  QuestionReportResponse,
  QuestionReportStatus,
  QuestionReportsResponse,
  ResolveQuestionReportBody,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGetWith, apiSend } from '../../lib/api-calls';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { readPagedQuery } from '../../lib/read-query';
import { QUESTION_REPORT_TEXT } from './content';

export const questionReportKeys = {
  all: ['question-reports'] as const,
  list: (status: QuestionReportStatus, page: number) => ['question-reports', status, page] as const,
};

/** POST /questions/{id}/reports: the caller reports a question they answered. */
export const reportQuestion = (input: { questionId: string; body: QuestionReportBody }) =>
  apiSend<QuestionReportResponse>(
    'POST',
    apiPaths.questionReports.report(input.questionId),
    input.body,
    QUESTION_REPORT_TEXT.sendFailed,
  );

/** GET /instructor/question-reports?status=open|resolved: the author's (an admin's: every) reports. */
export const getQuestionReports = (status: QuestionReportStatus, page: number, signal?: AbortSignal) =>
  apiGetWith<QuestionReportsResponse>(
    apiPaths.questionReports.list(),
    { status, page: page > 1 ? page : undefined },
    QUESTION_REPORT_TEXT.loadFailed,
    signal,
  );

export const questionReportsQueryOptions = (status: QuestionReportStatus, page: number) =>
  readPagedQuery(questionReportKeys.list(status, page), (signal) => getQuestionReports(status, page, signal));

export const useQuestionReports = (status: QuestionReportStatus, page: number) =>
  useQuery(questionReportsQueryOptions(status, page));

/** POST /instructor/question-reports/{id}/resolve. */
export const resolveQuestionReport = (input: { id: string; body: ResolveQuestionReportBody }) =>
  apiSend<QuestionReportResponse>(
    'POST',
    apiPaths.questionReports.resolve(input.id),
    input.body,
    QUESTION_REPORT_TEXT.resolveFailed,
  );

export const useResolveQuestionReport = () =>
  useInvalidatingMutation(resolveQuestionReport, questionReportKeys.all);
