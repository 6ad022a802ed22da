// GET /adminApi/payoutFreeze and POST /adminApi/reconciliationAcknowledge - the payout freeze of a failed
// reconciliation, and its acknowledgement (docs/decisions/011-payout-safety.md)

import { type ApiData, callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY, ADMIN_PAYOUT_FREEZE_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export const payoutFreezeQuery = apiQuery(ADMIN_PAYOUT_FREEZE_KEY, adminRoutes.adminPayoutFreeze);

export function usePayoutFreeze() {
  return useQuery(payoutFreezeQuery);
}

export type PayoutFreeze = ApiData<typeof adminRoutes.adminPayoutFreeze>;

export function acknowledgeReconciliation(reconciliationId: string) {
  return callApi(adminRoutes.adminReconciliationAcknowledge, { body: { reconciliationId } });
}

export function useAcknowledgeReconciliation() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: acknowledgeReconciliation,
    onSettled: () => readAgain(ADMIN_PAYOUT_FREEZE_KEY, ADMIN_OVERVIEW_KEY),
  });
}
