// GET /adminApi/packages - every package, active or not

import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_PACKAGES_KEY } from '../../../kit/api/query-keys';

export const adminPackagesQuery = apiQuery(ADMIN_PACKAGES_KEY, adminRoutes.adminPackages);

export function useAdminPackages() {
  return useQuery(adminPackagesQuery);
}
