// POST /adminApi/withdrawals/:_id/pay - records the payout transaction of a pending withdrawal (status success), once
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY, ADMIN_WITHDRAWALS_KEY } from '../../kit/api/query-keys';

export function payWithdrawal({ id, transactionHash }: { id: string; transactionHash: string }) {
  return callApi(adminRoutes.adminWithdrawalPay, { params: { _id: id }, body: { transactionHash } });
}

export function usePayWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithdrawal,
    // After a failure too: "already reviewed" means the row on screen is out of date.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_WITHDRAWALS_KEY });
      // The overview counts the queue.
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY });
    },
  });
}
