import type { PublicConfig } from '@medprep/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => apiRequest<PublicConfig>('/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
