// GET /adminApi/announcements - every announcement with its status; POST /adminApi/announcements - publishes one;
// DELETE /adminApi/announcements/:_id - withdraws one (both audited), docs/product.md#announcements
import type { AnnouncementBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_AUDIT_KEY, ADMIN_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export const ADMIN_ANNOUNCEMENTS_KEY = [...ADMIN_KEY, 'announcements'] as const;

export const adminAnnouncementsQuery = apiQuery(ADMIN_ANNOUNCEMENTS_KEY, adminRoutes.adminAnnouncements);

export function useAdminAnnouncements() {
  return useQuery(adminAnnouncementsQuery);
}

function useRefreshAnnouncements() {
  const readAgain = useReadAgain();
  return () => readAgain(ADMIN_ANNOUNCEMENTS_KEY, ADMIN_AUDIT_KEY);
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
