// GET /adminApi/overview - members, money from the ledger, queues, solvency and the last 30 days

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_OVERVIEW_KEY } from '../../../kit/api/query-keys';

export async function getAdminOverview() {
  const response = await callApi(adminRoutes.adminOverview);
  return response.data;
}

export const adminOverviewQuery = queryOptions({ queryKey: ADMIN_OVERVIEW_KEY, queryFn: getAdminOverview });

export function useAdminOverview() {
  return useQuery(adminOverviewQuery);
}

export type AdminOverview = Awaited<ReturnType<typeof getAdminOverview>>;
