import type {
  QbankAnswerBody,
  QbankAnswerResponse,
  QbankFiltersResponse,
  QbankSessionResponse,
  ReviewSettingsBody,
  ReviewSettingsResponse,
  ReviewSummary,
  StartQbankSessionBody,
  StudyPlanBody,
  StudyPlanResponse,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api-calls';
import { QBANK_TEXT } from './content';

const paths = apiPaths.qbank;

export const qbankKeys = {
  all: ['qbank'] as const,
  filters: ['qbank', 'filters'] as const,
  session: (id: string) => ['qbank', 'session', id] as const,
  reviewSummary: ['qbank', 'reviews', 'summary'] as const,
  studyPlan: ['qbank', 'study-plan'] as const,
};

const revision = apiPaths.revision;

export const reviewSummaryQuery = () =>
  queryOptions({
    queryKey: qbankKeys.reviewSummary,
    queryFn: ({ signal }) => apiGet<ReviewSummary>(revision.reviewSummary(), QBANK_TEXT.loadFailed, signal),
  });

export const studyPlanQuery = () =>
  queryOptions({
    queryKey: qbankKeys.studyPlan,
    queryFn: ({ signal }) => apiGet<StudyPlanResponse>(revision.studyPlan(), QBANK_TEXT.loadFailed, signal),
  });

export const saveReviewSettings = (body: ReviewSettingsBody) =>
  apiSend<ReviewSettingsResponse>('PATCH', revision.reviewSettings(), body, QBANK_TEXT.saveSettingsFailed);

export const saveStudyPlan = (body: StudyPlanBody) =>
  apiSend<StudyPlanResponse>('PUT', revision.studyPlan(), body, QBANK_TEXT.savePlanFailed);

export const deleteStudyPlan = () =>
  apiSend<null>('DELETE', revision.studyPlan(), undefined, QBANK_TEXT.savePlanFailed);

export const filtersQuery = () =>
  queryOptions({
    queryKey: qbankKeys.filters,
    queryFn: ({ signal }) => apiGet<QbankFiltersResponse>(paths.filters(), QBANK_TEXT.loadFailed, signal),
  });

export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: qbankKeys.session(id),
    queryFn: ({ signal }) => apiGet<QbankSessionResponse>(paths.session(id), QBANK_TEXT.loadFailed, signal),
  });

export const startSession = (body: StartQbankSessionBody) =>
  apiSend<QbankSessionResponse>('POST', paths.sessions(), body, QBANK_TEXT.startFailed);

export const answerQuestion = (id: string, questionId: string, body: QbankAnswerBody) =>
  apiSend<QbankAnswerResponse>('PUT', paths.answer(id, questionId), body, QBANK_TEXT.saveFailed);

export const submitSession = (id: string) =>
  apiSend<QbankSessionResponse>('POST', paths.submit(id), {}, QBANK_TEXT.submitFailed);

export const setFlag = (questionId: string, flagged: boolean) =>
  apiSend<null>(flagged ? 'PUT' : 'DELETE', paths.flag(questionId), undefined, QBANK_TEXT.saveFailed);
