import type { PublicConfig } from '@medprep/shared';
import { configApiPath } from '@medprep/shared/shell-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const publicConfigKey = ['config'] as const;

export const getPublicConfig = () => apiRequest<PublicConfig>(configApiPath());

/** GET /api/config: the Google client id (null when not configured) and the payment provider; read once. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: publicConfigKey, queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
