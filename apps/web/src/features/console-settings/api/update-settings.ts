// POST /adminApi/settings - changes some operator settings (audited); answers every setting
import type { operatorSettingsUpdate } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { adminRoutes } from '../../console/api/admin-routes';
import { adminSettingsQuery } from '../../console/api/get-admin-settings';

export type SettingsChanges = z.input<typeof operatorSettingsUpdate>;

export function updateSettings(changes: SettingsChanges) {
  return callApi(adminRoutes.adminSettingsUpdate, { body: changes });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    // The answer is every setting as stored: the form shows it without another round trip.
    onSuccess: (response) => queryClient.setQueryData(adminSettingsQuery.queryKey, response.data),
  });
}
