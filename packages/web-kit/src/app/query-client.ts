import { type DehydratedState, MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { currentLocale } from '../i18n/current';
import { subscribeToLocale } from '../i18n/i18n';
import { ApiError } from '../lib/api-error';
import { errorMessage, notifyError } from '../lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The form the query serves (lib/toast.ts `group`): its failure toast goes when the form succeeds, e.g. a
       * receiver UID looked up before a transfer.
       */
      toastGroup?: string;
      /** The page states every failure of this query itself (a post's "Post not found"): no toast repeats it. */
      isErrorShownOnPage?: boolean;
    };
  }
}

// docs/product.md#web-client: fetch failures show the server message as an error toast, said once.
function toastQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (query.meta?.isErrorShownOnPage) return;
  notifyError(errorMessage(error), { group: query.meta?.toastGroup });
}

// A 4xx answer will not change on retry; a dropped connection might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * docs/product.md#maintenance: a money write refused for maintenance reads the settings again, so the member area's
 * notice shows at once, not at the next minute's check.
 */
function onMaintenance(client: () => QueryClient | undefined) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'MAINTENANCE') {
      void client()?.invalidateQueries({ queryKey: ['public-settings'] });
    }
  };
}

export function createQueryClient(): QueryClient {
  let created: QueryClient | undefined;
  const seeMaintenance = onMaintenance(() => created);
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        seeMaintenance(error);
        toastQueryError(error, query);
      },
    }),
    mutationCache: new MutationCache({ onError: seeMaintenance }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  created = queryClient;
  // docs/product.md#languages: the server words notifications, income rules, package names and reasons in the
  // language the request names, so what was fetched in the old language is fetched again in the new one.
  // Held weakly: a prerender makes a client per page, and the listener must not keep each one alive.
  const held = new WeakRef(queryClient);
  const stop = subscribeToLocale(() => {
    const client = held.deref();
    if (client) void client.invalidateQueries();
    else stop();
  });
  return queryClient;
}

/**
 * A client holding the queries a prerendered page was rendered with (app/prerender.tsx), so hydration renders what
 * the markup shows. They count as fetched now: the server read its content version when it answered the page
 * (decision 018), and a refetch while a lazy part still hydrates could meet other data than its markup. Set one by
 * one rather than through React Query's `hydrate`, which would add its code to every page's first scripts.
 * The server words those answers in English (the package names among them), so a reader of another language, whose
 * page is rendered afresh rather than hydrated, starts without them and reads their own (docs/product.md#languages).
 */
export function createQueryClientWith(queries: DehydratedState | undefined): QueryClient {
  const queryClient = createQueryClient();
  if (currentLocale() !== 'en') return queryClient;
  for (const query of queries?.queries ?? []) {
    if (query.state.status === 'success') queryClient.setQueryData(query.queryKey, query.state.data);
  }
  return queryClient;
}
