// POST /adminApi/deposits/:_id/approve - approves a pending deposit and credits the deposit wallet, once
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminRoutes } from './admin-routes';
import { ADMIN_DEPOSITS_KEY, ADMIN_OVERVIEW_KEY } from './query-keys';

export function approveDeposit(depositId: string) {
  return callApi(adminRoutes.adminDepositApprove, { params: { _id: depositId } });
}

export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeposit,
    // After a failure too: "already reviewed" means the row on screen is out of date. Not awaited: the dialog
    // should not wait for the list to come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_DEPOSITS_KEY });
      // The overview counts the queue.
      void queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY });
    },
  });
}
