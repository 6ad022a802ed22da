// GET /adminApi/settings - every operator setting

import { callApi } from '@app/web-kit/lib/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_SETTINGS_KEY } from './query-keys';

export async function getAdminSettings() {
  const response = await callApi(adminRoutes.adminSettings);
  return response.data;
}

export const adminSettingsQuery = queryOptions({ queryKey: ADMIN_SETTINGS_KEY, queryFn: getAdminSettings });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery);
}
