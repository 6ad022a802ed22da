// GET /sellerApi/useractivePackage (vendor: /vendorApi/useractivePackage) - the caller's orders, newest first

import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../lib/use-signed-in-query';
import { packagesKeys } from './packages-query-keys';

export const activePackagesQuery = apiQuery(packagesKeys.activePackages, routes.activePackages);

export function useActivePackages() {
  return useSignedInQuery(activePackagesQuery);
}
