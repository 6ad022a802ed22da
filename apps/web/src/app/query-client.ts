import { type DehydratedState, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { notifyApiError } from '../lib/toast';

// A 4xx answer will not change on retry; a dropped connection might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // docs/product.md#web-client: fetch failures show the server message as an error toast.
    queryCache: new QueryCache({ onError: notifyApiError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * A client holding the queries a prerendered page was rendered with (app/prerender.tsx), so hydration renders what
 * the markup shows. They count as fetched now: the server read its content version when it answered the page
 * (decision 018), and a refetch while a lazy part still hydrates could meet other data than its markup. Set one by
 * one rather than through React Query's `hydrate`, which would add its code to every page's first scripts.
 */
export function createQueryClientWith(queries: DehydratedState | undefined): QueryClient {
  const queryClient = createQueryClient();
  for (const query of queries?.queries ?? []) {
    if (query.state.status === 'success') queryClient.setQueryData(query.queryKey, query.state.data);
  }
  return queryClient;
}
