// GET /sellerApi/notifications?page=N and POST /sellerApi/notificationsRead (vendor: /vendorApi/...) - the
// member's notification centre, newest first, with the unread count the header's bell shows

import { type ApiData, callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { notifyApiError } from '@app/web-kit/lib/toast';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** How often the bell asks for the unread count while the tab is open; it also asks when the tab gets focus. */
export const BELL_POLL_MS = 60_000;

export function notificationsQuery(page: number) {
  return apiQuery([...NOTIFICATIONS_KEY, page], routes.notifications, { query: { page } });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useNotifications(page: number) {
  return useQuery({ ...notificationsQuery(page), placeholderData: keepPreviousData });
}

/** The unread count for the bell: the first page's answer, shared with the centre's first page. */
export function useUnreadCount() {
  const query = useSignedInQuery({
    ...notificationsQuery(1),
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });
  return query.data;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { _id: string } | { all: true }) => callApi(routes.notificationsRead, { body }),
    onError: notifyApiError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export type NotificationEntry = ApiData<typeof routes.notifications>['docs'][number];
