// POST /adminApi/dryRuns - starts a dry run on a database of its own (one at a time); answers its id at once
import type { DryRunBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useDryRunChanged } from './get-dry-run';

export function startDryRun(body: DryRunBody) {
  return callApi(adminRoutes.adminDryRunStart, { body });
}

export function useStartDryRun() {
  const changed = useDryRunChanged();
  return useMutation({ mutationFn: startDryRun, onSuccess: () => changed() });
}
