// GET /adminApi/reports/top - the 20 members with the most income and the 20 largest teams by business

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export async function getTopReport() {
  const response = await callApi(adminRoutes.adminReportTop);
  return response.data;
}

export const topReportQuery = queryOptions({ queryKey: [...ADMIN_REPORTS_KEY, 'top'], queryFn: getTopReport });

export function useTopReport() {
  return useQuery(topReportQuery);
}

export type TopReportData = Awaited<ReturnType<typeof getTopReport>>;
