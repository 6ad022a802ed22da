// POST /adminApi/deposits/:_id/approve - approves a pending deposit and credits the deposit wallet, once; above the
// approval limit the first approval is recorded (202) and a second operator's credits it
import { MSG } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { sendOnce } from '@app/web-kit/lib/repeat-refusal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { auditedByMe } from '../../../kit/api/audited-by-me';
import { ADMIN_DEPOSITS_KEY, ADMIN_OVERVIEW_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';
import { type AdminDeposit, approvesFirst } from './get-admin-deposits';

export function approveDeposit(depositId: string) {
  return callApi(adminRoutes.adminDepositApprove, { params: { _id: depositId } });
}

export function useApproveDeposit() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return useMutation({
    // A first approval's repeat is refused as this operator's own first approval, which names no one else: it is that
    // approval. "Already reviewed" after a lost approve that credits is that approve, if the audit log says it was ours.
    mutationFn: (deposit: AdminDeposit) =>
      sendOnce(
        () => approveDeposit(deposit._id),
        approvesFirst(deposit)
          ? {
              key: `approve-deposit:${deposit._id}`,
              refusal: MSG.depositSameOperator,
              success: MSG.depositApprovedFirst,
            }
          : {
              key: `approve-deposit:${deposit._id}`,
              refusal: MSG.depositAlreadyReviewed,
              success: MSG.depositApproved,
              confirm: () => auditedByMe(queryClient, 'deposit.approve', deposit._id),
            },
      ),
    // After a failure too: "already reviewed" means the row on screen is out of date. The overview counts the queue.
    onSettled: () => readAgain(ADMIN_DEPOSITS_KEY, ADMIN_OVERVIEW_KEY),
  });
}
