// GET /adminApi/dryRuns - the last 20 dry runs, newest first, without their months

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_DRY_RUNS_KEY } from '../../../kit/api/query-keys';

/** While a run runs, the list's progress is read again now and then; the run shown above polls on its own. */
const RUNNING_LIST_POLL_MS = 5_000;

export const dryRunsQuery = queryOptions({
  ...apiQuery(ADMIN_DRY_RUNS_KEY, adminRoutes.adminDryRuns),
  refetchInterval: (query) =>
    query.state.data?.docs.some((run) => run.status === 'running') ? RUNNING_LIST_POLL_MS : false,
});

export function useDryRuns() {
  return useQuery(dryRunsQuery);
}

export type DryRunSummary = ApiData<typeof adminRoutes.adminDryRuns>['docs'][number];
