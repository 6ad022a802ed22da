// GET /adminApi/reports/obligations - what active orders will pay each of the next 90 days, against the reserve

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export const obligationsReportQuery = apiQuery(
  [...ADMIN_REPORTS_KEY, 'obligations'],
  adminRoutes.adminReportObligations,
);

export function useObligationsReport() {
  return useQuery(obligationsReportQuery);
}

export type ObligationsReportData = ApiData<typeof adminRoutes.adminReportObligations>;
