// GET /adminApi/packages - every package, active or not
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_PACKAGES_KEY } from '../../kit/api/query-keys';

export async function getAdminPackages() {
  const response = await callApi(adminRoutes.adminPackages);
  return response.data;
}

export const adminPackagesQuery = queryOptions({ queryKey: ADMIN_PACKAGES_KEY, queryFn: getAdminPackages });

export function useAdminPackages() {
  return useQuery(adminPackagesQuery);
}
