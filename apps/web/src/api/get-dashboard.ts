// GET /sellerApi/deshBoradDataUserData (vendor: /vendorApi/deshBoradDataUserData) - investment, team and income totals

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/use-session';
import { packagesKeys } from './packages-query-keys';

export async function getDashboard() {
  const response = await callApi(routes.dashboard);
  return response.data;
}

export const dashboardQuery = queryOptions({ queryKey: packagesKeys.dashboard, queryFn: getDashboard });

export function useDashboard() {
  const { isSignedIn } = useSession();
  return useQuery({ ...dashboardQuery, enabled: isSignedIn });
}
