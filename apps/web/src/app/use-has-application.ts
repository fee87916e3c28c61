import { useQuery } from '@tanstack/react-query';
import { myApplicationQueryOptions } from '../features/applications';
import { useSession } from '../lib/session';

/**
 * Whether the signed-in user has applied to teach, for the 'My application' entry. Shares the query (and its
 * cache key) with the applications feature, so the entry appears as soon as an application is sent; any
 * error (no such endpoint, offline) hides the entry rather than showing a broken one.
 */
export function useHasApplication(): boolean {
  const { user } = useSession();
  const query = useQuery({ ...myApplicationQueryOptions(), enabled: Boolean(user), retry: false });
  return Boolean(user && query.data?.application);
}
