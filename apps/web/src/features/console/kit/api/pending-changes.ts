// GET /adminApi/settingChanges - the changes to settings that guard money waiting for a second owner, newest first
// POST /adminApi/settingChanges/:_id/approve | reject - another owner than the one who asked decides (audited)
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { ADMIN_KEY, ADMIN_SETTINGS_KEY } from '../../kit/api/query-keys';

export const ADMIN_SETTING_CHANGES_KEY = [...ADMIN_KEY, 'setting-changes'] as const;

export async function getPendingSettingChanges() {
  const response = await callApi(adminRoutes.adminSettingChanges, { query: { status: 'pending' } });
  return response.data;
}

export const pendingSettingChangesQuery = queryOptions({
  queryKey: [...ADMIN_SETTING_CHANGES_KEY, 'pending'],
  queryFn: getPendingSettingChanges,
});

/** The pending changes; not read at all when `enabled` is false (a role that may not list them). */
export function usePendingSettingChanges(enabled = true) {
  return useQuery({ ...pendingSettingChangesQuery, enabled, placeholderData: keepPreviousData });
}

export type PendingSettingChange = Awaited<ReturnType<typeof getPendingSettingChanges>>['docs'][number];
export type SettingChangeDecision = 'approve' | 'reject';

export function decideSettingChange({ id, decision }: { id: string; decision: SettingChangeDecision }) {
  const route = decision === 'approve' ? adminRoutes.adminSettingChangeApprove : adminRoutes.adminSettingChangeReject;
  return callApi(route, { params: { _id: id } });
}

/** After a save that left a change pending, or a decision: the list (and, once approved, the settings) read again. */
export function useRefreshSettingChanges() {
  const queryClient = useQueryClient();
  return ({ settings = false } = {}) => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_SETTING_CHANGES_KEY });
    if (settings) void queryClient.invalidateQueries({ queryKey: ADMIN_SETTINGS_KEY });
  };
}

export function useDecideSettingChange() {
  const refresh = useRefreshSettingChanges();
  return useMutation({
    mutationFn: decideSettingChange,
    // An approval applies the values asked for; a refusal (already decided) may still have changed the list.
    onSettled: (_answer, _error, { decision }) => refresh({ settings: decision === 'approve' }),
  });
}
