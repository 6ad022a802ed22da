// GET /sellerApi/useractivePackage (vendor: /vendorApi/useractivePackage) - the caller's orders, newest first

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/use-session';
import { packagesKeys } from './packages-query-keys';

export async function getActivePackages() {
  const response = await callApi(routes.activePackages);
  return response.data;
}

export const activePackagesQuery = queryOptions({ queryKey: packagesKeys.activePackages, queryFn: getActivePackages });

export function useActivePackages() {
  const { isSignedIn } = useSession();
  return useQuery({ ...activePackagesQuery, enabled: isSignedIn });
}
