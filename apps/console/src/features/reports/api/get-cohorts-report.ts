// GET /adminApi/reports/cohorts - members by the month they joined: invested, bought again, deposited, withdrew

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export async function getCohortsReport() {
  const response = await callApi(adminRoutes.adminReportCohorts);
  return response.data;
}

export const cohortsReportQuery = queryOptions({
  queryKey: [...ADMIN_REPORTS_KEY, 'cohorts'],
  queryFn: getCohortsReport,
});

export function useCohortsReport() {
  return useQuery(cohortsReportQuery);
}

export type CohortsReportRow = Awaited<ReturnType<typeof getCohortsReport>>['docs'][number];
