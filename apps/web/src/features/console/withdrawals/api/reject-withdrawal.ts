// POST /adminApi/withdrawals/:_id/reject - rejects a pending withdrawal and returns the held amount, once
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY, ADMIN_WITHDRAWALS_KEY } from '../../kit/api/query-keys';

/** The reason: a kept one, free text or both (docs/product.md#reviews). */
export function rejectWithdrawal({ id, ...why }: { id: string; reasonId?: string; reason?: string }) {
  return callApi(adminRoutes.adminWithdrawalReject, { params: { _id: id }, body: why });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_WITHDRAWALS_KEY });
      // The overview counts the queue.
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY });
    },
  });
}
