// GET /adminApi/reports/cohorts - members by the month they joined: invested, bought again, deposited, withdrew

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export const cohortsReportQuery = apiQuery([...ADMIN_REPORTS_KEY, 'cohorts'], adminRoutes.adminReportCohorts);

export function useCohortsReport() {
  return useQuery(cohortsReportQuery);
}

export type CohortsReportRow = ApiData<typeof adminRoutes.adminReportCohorts>['docs'][number];
