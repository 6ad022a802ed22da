// GET /adminApi/system - replicas by their heartbeats, the database, the last backup, jobs and the last reconciliation

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_SYSTEM_KEY } from '../../../kit/api/query-keys';

/** Ages move while the page is open: read again every half minute, as often as a replica is missed. */
const REFRESH_MS = 30_000;

export const adminSystemQuery = queryOptions({
  ...apiQuery(ADMIN_SYSTEM_KEY, adminRoutes.adminSystem),
  refetchInterval: REFRESH_MS,
});

export function useAdminSystem() {
  return useQuery(adminSystemQuery);
}

export type AdminSystem = ApiData<typeof adminRoutes.adminSystem>;
