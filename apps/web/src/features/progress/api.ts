import type { ProgressResponse, QbankSessionResponse, StartQbankSessionBody } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { PROGRESS_PRACTICE_COUNT } from '@medprep/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiGetWith, apiSend } from '../../lib/api-calls';
import { viewerZone } from '../../lib/viewer-time';
import { PROGRESS_TEXT } from './content';

export const progressKeys = {
  all: ['progress'] as const,
  mine: (zone: string) => ['progress', 'mine', zone] as const,
};

/**
 * The caller's dashboard, its days and weeks counted in the viewer's time zone. Answers given anywhere since
 * change it, so it is read afresh each time the page opens.
 */
export const progressQuery = (zone: string = viewerZone()) =>
  queryOptions({
    queryKey: progressKeys.mine(zone),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGetWith<ProgressResponse>(apiPaths.progress.mine(), { tz: zone }, PROGRESS_TEXT.loadFailed, signal),
  });

/** A tutor session of these topics from the bank: last answered wrong first, then unseen, then the rest. */
export function practiseTopics(topics: string[]) {
  const body: StartQbankSessionBody = {
    topics,
    status: 'all',
    count: PROGRESS_PRACTICE_COUNT,
    mode: 'tutor',
    order: 'weakest',
  };
  return apiSend<QbankSessionResponse>('POST', apiPaths.qbank.sessions(), body, PROGRESS_TEXT.practiseFailed);
}
