// POST /adminApi/settlement/run - settles today's profit for every member now (what the automatic job does)

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';

export function runSettlement() {
  return callApi(adminRoutes.adminSettlementRun);
}

export function useRunSettlement() {
  return useMutation({ mutationFn: runSettlement });
}
