// POST /adminApi/deposits/:_id/approve - approves a pending deposit and credits the deposit wallet, once
import { MSG } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { sendOnce } from '../../../../lib/repeat-refusal';
import { adminRoutes } from '../../kit/api/admin-routes';
import { auditedByMe } from '../../kit/api/audited-by-me';
import { ADMIN_DEPOSITS_KEY, ADMIN_OVERVIEW_KEY } from '../../kit/api/query-keys';

export function approveDeposit(depositId: string) {
  return callApi(adminRoutes.adminDepositApprove, { params: { _id: depositId } });
}

export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    // "Already reviewed" after this console's own lost approve is that approve, if the audit log says it was ours.
    mutationFn: (depositId: string) =>
      sendOnce(() => approveDeposit(depositId), {
        key: `approve-deposit:${depositId}`,
        refusal: MSG.depositAlreadyReviewed,
        success: MSG.depositApproved,
        confirm: () => auditedByMe(queryClient, 'deposit.approve', depositId),
      }),
    // After a failure too: "already reviewed" means the row on screen is out of date. Not awaited: the dialog
    // should not wait for the list to come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_DEPOSITS_KEY });
      // The overview counts the queue.
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY });
    },
  });
}
