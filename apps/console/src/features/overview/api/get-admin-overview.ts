// GET /adminApi/overview - members, money from the ledger, queues, solvency and the last 30 days

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY } from '../../../kit/api/query-keys';

export const adminOverviewQuery = apiQuery(ADMIN_OVERVIEW_KEY, adminRoutes.adminOverview);

export function useAdminOverview() {
  return useQuery(adminOverviewQuery);
}

export type AdminOverview = ApiData<typeof adminRoutes.adminOverview>;
