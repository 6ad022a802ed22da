// GET /adminApi/adjustments?status=&page= - balance adjustments by status, the pending ones (waiting for a second
// operator) oldest first, the others newest first
import type { AdjustmentRow } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_ADJUSTMENTS_KEY } from '../../../kit/api/query-keys';

export type AdjustmentFilter = AdjustmentRow['status'];

export interface AdjustmentQueue {
  filter: AdjustmentFilter;
  page: number;
}

export async function getAdminAdjustments({ filter, page }: AdjustmentQueue) {
  const response = await callApi(adminRoutes.adminAdjustments, { query: { status: filter, page } });
  return response.data;
}

export function adminAdjustmentsQuery(queue: AdjustmentQueue) {
  return queryOptions({
    queryKey: [...ADMIN_ADJUSTMENTS_KEY, queue.filter, queue.page],
    queryFn: () => getAdminAdjustments(queue),
  });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useAdminAdjustments(queue: AdjustmentQueue) {
  return useQuery({ ...adminAdjustmentsQuery(queue), placeholderData: keepPreviousData });
}
