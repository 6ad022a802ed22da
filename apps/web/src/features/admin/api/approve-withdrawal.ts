// POST /adminApi/withdrawals/:_id/approve - approves a withdrawal above payoutApprovalAbove; another operator pays it
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminRoutes } from './admin-routes';
import { ADMIN_WITHDRAWALS_KEY } from './query-keys';

export function approveWithdrawal(withdrawalId: string) {
  return callApi(adminRoutes.adminWithdrawalApprove, { params: { _id: withdrawalId } });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    // After a failure too: "already approved" means the row on screen is out of date.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ADMIN_WITHDRAWALS_KEY }),
  });
}
