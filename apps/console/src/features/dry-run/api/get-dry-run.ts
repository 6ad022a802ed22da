// GET /adminApi/dryRuns/:_id - one dry run: its status, progress, input and a row per month so far

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_DRY_RUN_KEY, ADMIN_DRY_RUNS_KEY } from '../../../kit/api/query-keys';

/** A running dry run is read again this often: its progress and the months it finished. */
export const DRY_RUN_POLL_MS = 2_000;

export function dryRunQuery(runId: string) {
  return queryOptions({
    ...apiQuery([...ADMIN_DRY_RUN_KEY, runId], adminRoutes.adminDryRun, { params: { _id: runId } }),
    // A finished run never changes: read it once; a running one every two seconds until it ends.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? DRY_RUN_POLL_MS : false),
  });
}

export function useDryRun(runId: string) {
  return useQuery(dryRunQuery(runId));
}

/** After a run started, ended or was cancelled: the list's statuses, and the run itself, are read again. */
export function useDryRunChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (runId?: string) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_DRY_RUNS_KEY });
      if (runId) void queryClient.invalidateQueries({ queryKey: [...ADMIN_DRY_RUN_KEY, runId] });
    },
    [queryClient],
  );
}

export type DryRun = ApiData<typeof adminRoutes.adminDryRun>;
export type DryRunMonthRow = DryRun['months'][number];
