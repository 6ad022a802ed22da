// POST /adminApi/dryRuns/:_id/cancel - cancels a running dry run; the months it finished stay
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { useDryRunChanged } from './get-dry-run';

export function cancelDryRun(runId: string) {
  return callApi(adminRoutes.adminDryRunCancel, { params: { _id: runId } });
}

export function useCancelDryRun() {
  const changed = useDryRunChanged();
  return useMutation({ mutationFn: cancelDryRun, onSuccess: (_response, runId) => changed(runId) });
}
