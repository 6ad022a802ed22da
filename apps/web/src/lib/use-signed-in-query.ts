import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from './use-session';

/**
 * A member's read, asked only while a session is held: without one the call could only answer 401, which would send
 * a member who just logged out to / (a log-out from a page clears the cache while it still shows). Signed in, the
 * query's own `enabled` still decides.
 */
export function useSignedInQuery<QueryFnData, Error, Data, Key extends QueryKey>(
  options: UseQueryOptions<QueryFnData, Error, Data, Key>,
) {
  const { isSignedIn } = useSession();
  return useQuery({ ...options, enabled: isSignedIn ? (options.enabled ?? true) : false });
}
