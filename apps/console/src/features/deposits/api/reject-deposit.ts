// POST /adminApi/deposits/:_id/reject - rejects a pending deposit with a reason shown to the member: a kept one, free
// text or both

import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_DEPOSITS_KEY, ADMIN_OVERVIEW_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export function rejectDeposit({ id, ...why }: { id: string; reasonId?: string; reason?: string }) {
  return callApi(adminRoutes.adminDepositReject, { params: { _id: id }, body: why });
}

export function useRejectDeposit() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: rejectDeposit,
    // The overview counts the queue.
    onSettled: () => readAgain(ADMIN_DEPOSITS_KEY, ADMIN_OVERVIEW_KEY),
  });
}
