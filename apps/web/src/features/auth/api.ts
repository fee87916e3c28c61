import type { PublicConfig } from '@medprep/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const authKeys = { config: ['config'] as const };

export const getPublicConfig = () => apiRequest<PublicConfig>('/config');

/** GET /api/config: the Google client id (null when Google sign-in is not configured). */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.config, queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
