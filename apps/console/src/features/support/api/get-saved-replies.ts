// GET /adminApi/ticketReplies - the replies operators saved to reuse, by title, each in English, Spanish and Hindi

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_SAVED_REPLIES_KEY } from '../../../kit/api/query-keys';

export async function getSavedReplies() {
  const response = await callApi(adminRoutes.adminSavedReplies);
  return response.data.docs;
}

export const savedRepliesQuery = queryOptions({ queryKey: ADMIN_SAVED_REPLIES_KEY, queryFn: getSavedReplies });

/** Not read at all when `enabled` is false: the reply box of a role that cannot reply. */
export function useSavedReplies({ enabled = true } = {}) {
  return useQuery({ ...savedRepliesQuery, enabled });
}

export type SavedReplyRow = Awaited<ReturnType<typeof getSavedReplies>>[number];
