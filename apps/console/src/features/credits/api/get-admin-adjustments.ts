// GET /adminApi/adjustments?status=&page= - balance adjustments by status, the pending ones (waiting for a second
// operator) oldest first, the others newest first
import type { AdjustmentRow } from '@app/contract';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_ADJUSTMENTS_KEY } from '../../../kit/api/query-keys';

export type AdjustmentFilter = AdjustmentRow['status'];

export interface AdjustmentQueue {
  filter: AdjustmentFilter;
  page: number;
}

export function adminAdjustmentsQuery({ filter, page }: AdjustmentQueue) {
  return apiQuery([...ADMIN_ADJUSTMENTS_KEY, filter, page], adminRoutes.adminAdjustments, {
    query: { status: filter, page },
  });
}

// The previous page stays on screen while the next one loads, so the pager does not jump.
export function useAdminAdjustments(queue: AdjustmentQueue) {
  return useQuery({ ...adminAdjustmentsQuery(queue), placeholderData: keepPreviousData });
}
