// GET /adminApi/packages - every package, active or not

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_PACKAGES_KEY } from '../../../kit/api/query-keys';

export async function getAdminPackages() {
  const response = await callApi(adminRoutes.adminPackages);
  return response.data;
}

export const adminPackagesQuery = queryOptions({ queryKey: ADMIN_PACKAGES_KEY, queryFn: getAdminPackages });

export function useAdminPackages() {
  return useQuery(adminPackagesQuery);
}
