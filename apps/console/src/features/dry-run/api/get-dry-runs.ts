// GET /adminApi/dryRuns - the last 20 dry runs, newest first, without their months

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_DRY_RUNS_KEY } from '../../../kit/api/query-keys';

export async function getDryRuns() {
  const response = await callApi(adminRoutes.adminDryRuns);
  return response.data;
}

/** While a run runs, the list's progress is read again now and then; the run shown above polls on its own. */
const RUNNING_LIST_POLL_MS = 5_000;

export const dryRunsQuery = queryOptions({
  queryKey: ADMIN_DRY_RUNS_KEY,
  queryFn: getDryRuns,
  refetchInterval: (query) =>
    query.state.data?.docs.some((run) => run.status === 'running') ? RUNNING_LIST_POLL_MS : false,
});

export function useDryRuns() {
  return useQuery(dryRunsQuery);
}

export type DryRunSummary = Awaited<ReturnType<typeof getDryRuns>>['docs'][number];
