// POST /adminApi/withdrawals/:_id/pay - records the payout transaction of a pending withdrawal (status success), once

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY, ADMIN_WITHDRAWALS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export function payWithdrawal({ id, transactionHash }: { id: string; transactionHash: string }) {
  return callApi(adminRoutes.adminWithdrawalPay, { params: { _id: id }, body: { transactionHash } });
}

export function usePayWithdrawal() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: payWithdrawal,
    // After a failure too: "already reviewed" means the row on screen is out of date. The overview counts the queue.
    onSettled: () => readAgain(ADMIN_WITHDRAWALS_KEY, ADMIN_OVERVIEW_KEY),
  });
}
