// GET /adminApi/reports/obligations - what active orders will pay each of the next 90 days, against the reserve

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export async function getObligationsReport() {
  const response = await callApi(adminRoutes.adminReportObligations);
  return response.data;
}

export const obligationsReportQuery = queryOptions({
  queryKey: [...ADMIN_REPORTS_KEY, 'obligations'],
  queryFn: getObligationsReport,
});

export function useObligationsReport() {
  return useQuery(obligationsReportQuery);
}

export type ObligationsReportData = Awaited<ReturnType<typeof getObligationsReport>>;
