// POST /adminApi/withdrawals/:_id/approve - approves a withdrawal above payoutApprovalAbove; another operator pays it
import { MSG } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { sendOnce } from '@app/web-kit/lib/repeat-refusal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { auditedByMe } from '../../../kit/api/audited-by-me';
import { ADMIN_WITHDRAWALS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export function approveWithdrawal(withdrawalId: string) {
  return callApi(adminRoutes.adminWithdrawalApprove, { params: { _id: withdrawalId } });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return useMutation({
    // "Already approved" after this console's own lost approve is that approve, if the audit log says it was ours.
    mutationFn: (withdrawalId: string) =>
      sendOnce(() => approveWithdrawal(withdrawalId), {
        key: `approve-withdrawal:${withdrawalId}`,
        refusal: MSG.withdrawalAlreadyApproved,
        success: MSG.withdrawalApproved,
        confirm: () => auditedByMe(queryClient, 'withdrawal.approve', withdrawalId),
      }),
    // After a failure too: "already approved" means the row on screen is out of date.
    onSettled: () => readAgain(ADMIN_WITHDRAWALS_KEY),
  });
}
