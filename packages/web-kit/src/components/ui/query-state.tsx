import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';

/** What a screen reads of a query (or of queryGroup's several) to show it loading or failed. */
export interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
}

/**
 * While the query loads, grey rows saying what loads; once it has failed with nothing to show, what did not load and
 * a retry. Nothing once it has data: the screen shows it.
 */
export function QueryState({ query, loadingLabel, what }: { query: LoadingQuery; loadingLabel: string; what: string }) {
  return (
    <>
      {query.isPending && <ListSkeleton label={loadingLabel} />}
      {query.isError && !query.data && <LoadError what={what} onRetry={() => void query.refetch()} />}
    </>
  );
}

/** Several queries a screen needs together: loading while any loads, failed when any failed, retried together. */
export function queryGroup(queries: readonly LoadingQuery[]): LoadingQuery {
  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    refetch: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
