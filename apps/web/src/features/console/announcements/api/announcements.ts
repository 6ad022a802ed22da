// GET /adminApi/announcements - every announcement with its status; POST /adminApi/announcements - publishes one;
// DELETE /adminApi/announcements/:_id - withdraws one (both audited), docs/product.md#announcements
import type { AnnouncementBody } from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_KEY } from '../../kit/api/query-keys';

export const ADMIN_ANNOUNCEMENTS_KEY = [...ADMIN_KEY, 'announcements'] as const;

export const adminAnnouncementsQuery = queryOptions({
  queryKey: ADMIN_ANNOUNCEMENTS_KEY,
  queryFn: async () => (await callApi(adminRoutes.adminAnnouncements)).data,
});

export function useAdminAnnouncements() {
  return useQuery(adminAnnouncementsQuery);
}

function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [ADMIN_ANNOUNCEMENTS_KEY, ADMIN_AUDIT_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

export function usePublishAnnouncement() {
  return useMutation({
    mutationFn: (body: AnnouncementBody) => callApi(adminRoutes.adminAnnouncementCreate, { body }),
    onSuccess: useRefreshAnnouncements(),
  });
}

export function useWithdrawAnnouncement() {
  return useMutation({
    mutationFn: (id: string) => callApi(adminRoutes.adminAnnouncementWithdraw, { params: { _id: id } }),
    onSuccess: useRefreshAnnouncements(),
  });
}
