// POST /adminApi/withdrawals/:_id/reject - rejects a pending withdrawal and returns the held amount, once

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY, ADMIN_WITHDRAWALS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

/** The reason: a kept one, free text or both (docs/product.md#reviews). */
export function rejectWithdrawal({ id, ...why }: { id: string; reasonId?: string; reason?: string }) {
  return callApi(adminRoutes.adminWithdrawalReject, { params: { _id: id }, body: why });
}

export function useRejectWithdrawal() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: rejectWithdrawal,
    // The overview counts the queue.
    onSettled: () => readAgain(ADMIN_WITHDRAWALS_KEY, ADMIN_OVERVIEW_KEY),
  });
}
