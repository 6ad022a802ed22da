// GET /sellerApi/deshBoradDataUserData (vendor: /vendorApi/deshBoradDataUserData) - investment, team and income totals

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../lib/use-signed-in-query';
import { packagesKeys } from './packages-query-keys';

export const dashboardQuery = apiQuery(packagesKeys.dashboard, routes.dashboard);

export function useDashboard() {
  return useSignedInQuery(dashboardQuery);
}
