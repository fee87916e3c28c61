import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that marks the queries under `queryKey` stale when it succeeds, or when it ends either way
 * (`'settled'`); the returned promise waits for the re-read.
 */
export function useInvalidatingMutation<TData, TVars = void>(
  mutationFn: (vars: TVars) => Promise<TData>,
  queryKey: QueryKey,
  when: 'success' | 'settled' = 'success',
) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    onSuccess: when === 'success' ? invalidate : undefined,
    onSettled: when === 'settled' ? invalidate : undefined,
  });
}
