// POST /adminApi/settings - changes some operator settings (audited); answers every setting as it now stands, and
// 202 with pendingChange when a change that loosens a control waits for a second owner
import type { operatorSettingsUpdate } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { adminSettingsQuery } from '../../../kit/api/get-admin-settings';
import { useRefreshChanges } from '../../../kit/api/pending-changes';

export type SettingsChanges = z.input<typeof operatorSettingsUpdate>;

export function updateSettings(changes: SettingsChanges) {
  return callApi(adminRoutes.adminSettingsUpdate, { body: changes });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const refreshChanges = useRefreshChanges();
  return useMutation({
    mutationFn: updateSettings,
    // The answer is every setting as stored (a pending change not applied): the form shows it without another round
    // trip, and the pending change joins the list.
    onSuccess: (response) => {
      queryClient.setQueryData(adminSettingsQuery.queryKey, response.data);
      if (response.pendingChange) refreshChanges();
    },
  });
}
