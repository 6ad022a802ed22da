// POST /adminApi/rejectionReasons - keeps a reason; PUT /adminApi/rejectionReasons/:_id - changes one;
// DELETE /adminApi/rejectionReasons/:_id - retires one (each audited)
import type { RejectionReasonBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_REJECTION_REASONS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

/** A new reason when `id` is absent; otherwise the reason it changes. */
export function saveRejectionReason({ id, reason }: { id?: string; reason: RejectionReasonBody }) {
  return id
    ? callApi(adminRoutes.rejectionReasonUpdate, { params: { _id: id }, body: reason })
    : callApi(adminRoutes.rejectionReasonCreate, { body: reason });
}

export function retireRejectionReason(id: string) {
  return callApi(adminRoutes.rejectionReasonRetire, { params: { _id: id } });
}

function useRefreshReasons() {
  const readAgain = useReadAgain();
  return () => readAgain(ADMIN_REJECTION_REASONS_KEY, ADMIN_AUDIT_KEY);
}

export function useSaveRejectionReason() {
  return useMutation({ mutationFn: saveRejectionReason, onSuccess: useRefreshReasons() });
}

export function useRetireRejectionReason() {
  return useMutation({ mutationFn: retireRejectionReason, onSuccess: useRefreshReasons() });
}
