// GET /sellerApi/deshBoradDataUserData (vendor: /vendorApi/deshBoradDataUserData) - investment, team and income totals
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { routes } from '../lib/api-routes';
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
