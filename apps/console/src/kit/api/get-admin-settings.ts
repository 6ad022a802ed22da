// GET /adminApi/settings - every operator setting

import { apiQuery } from '@app/web-kit/lib/api-query';
import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_SETTINGS_KEY } from './query-keys';

export const adminSettingsQuery = apiQuery(ADMIN_SETTINGS_KEY, adminRoutes.adminSettings);

export function useAdminSettings() {
  return useQuery(adminSettingsQuery);
}
