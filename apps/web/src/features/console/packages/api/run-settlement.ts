// POST /adminApi/settlement/run - settles today's profit for every member now (what the automatic job does)
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';

export function runSettlement() {
  return callApi(adminRoutes.adminSettlementRun);
}

export function useRunSettlement() {
  return useMutation({ mutationFn: runSettlement });
}
