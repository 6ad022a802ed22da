// POST /adminApi/maintenance - switches maintenance on (message, expected end) or off (owner, audited)
import type { MaintenanceBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { adminSettingsQuery } from '../../kit/api/get-admin-settings';
import { ADMIN_AUDIT_KEY } from '../../kit/api/query-keys';

export function switchMaintenance(body: MaintenanceBody) {
  return callApi(adminRoutes.maintenanceSwitch, { body });
}

export function useSwitchMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMaintenance,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminSettingsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['public-settings'] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}
