// POST /adminApi/ticketReplies - saves a reply to reuse; PUT /adminApi/ticketReplies/:_id - replaces one;
// DELETE /adminApi/ticketReplies/:_id - removes one (each audited)
import type { SavedReplyBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_SAVED_REPLIES_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

/** A new reply when `id` is absent; otherwise the reply it replaces. */
export function saveSavedReply({ id, reply }: { id?: string; reply: SavedReplyBody }) {
  return id
    ? callApi(adminRoutes.adminSavedReplyUpdate, { params: { _id: id }, body: reply })
    : callApi(adminRoutes.adminSavedReplyCreate, { body: reply });
}

export function deleteSavedReply(id: string) {
  return callApi(adminRoutes.adminSavedReplyDelete, { params: { _id: id } });
}

function useRefreshSavedReplies() {
  const readAgain = useReadAgain();
  return () => readAgain(ADMIN_SAVED_REPLIES_KEY, ADMIN_AUDIT_KEY);
}

export function useSaveSavedReply() {
  return useMutation({ mutationFn: saveSavedReply, onSuccess: useRefreshSavedReplies() });
}

export function useDeleteSavedReply() {
  return useMutation({ mutationFn: deleteSavedReply, onSuccess: useRefreshSavedReplies() });
}
