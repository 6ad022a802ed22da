// GET /adminApi/reports/packages - each package: sold, taken in, fees, paid out, still owed and the payout ratio

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export async function getPackagesReport() {
  const response = await callApi(adminRoutes.adminReportPackages);
  return response.data;
}

export const packagesReportQuery = queryOptions({
  queryKey: [...ADMIN_REPORTS_KEY, 'packages'],
  queryFn: getPackagesReport,
});

export function usePackagesReport() {
  return useQuery(packagesReportQuery);
}

export type PackagesReportRow = Awaited<ReturnType<typeof getPackagesReport>>['docs'][number];
