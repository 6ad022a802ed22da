// POST /adminApi/maintenance - switches maintenance on (message, expected end) or off (owner, audited)
import type { MaintenanceBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { adminSettingsQuery } from '../../../kit/api/get-admin-settings';
import { ADMIN_AUDIT_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

export function switchMaintenance(body: MaintenanceBody) {
  return callApi(adminRoutes.maintenanceSwitch, { body });
}

export function useSwitchMaintenance() {
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: switchMaintenance,
    onSuccess: () => readAgain(adminSettingsQuery.queryKey, ['public-settings'], ADMIN_AUDIT_KEY),
  });
}
