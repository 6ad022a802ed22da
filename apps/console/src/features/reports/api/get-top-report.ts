// GET /adminApi/reports/top - the 20 members with the most income and the 20 largest teams by business

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export const topReportQuery = apiQuery([...ADMIN_REPORTS_KEY, 'top'], adminRoutes.adminReportTop);

export function useTopReport() {
  return useQuery(topReportQuery);
}

export type TopReportData = ApiData<typeof adminRoutes.adminReportTop>;
