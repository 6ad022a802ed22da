// POST /adminApi/dryRuns/:_id/cancel - cancels a running dry run; the months it finished stay

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useDryRunChanged } from './get-dry-run';

export function cancelDryRun(runId: string) {
  return callApi(adminRoutes.adminDryRunCancel, { params: { _id: runId } });
}

export function useCancelDryRun() {
  const changed = useDryRunChanged();
  return useMutation({ mutationFn: cancelDryRun, onSuccess: (_response, runId) => changed(runId) });
}
