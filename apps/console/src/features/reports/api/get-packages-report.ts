// GET /adminApi/reports/packages - each package: sold, taken in, fees, paid out, still owed and the payout ratio

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_REPORTS_KEY } from '../../../kit/api/query-keys';

export const packagesReportQuery = apiQuery([...ADMIN_REPORTS_KEY, 'packages'], adminRoutes.adminReportPackages);

export function usePackagesReport() {
  return useQuery(packagesReportQuery);
}

export type PackagesReportRow = ApiData<typeof adminRoutes.adminReportPackages>['docs'][number];
