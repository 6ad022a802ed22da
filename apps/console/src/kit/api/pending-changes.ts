// GET /adminApi/settingChanges?subject= - the changes waiting for a second owner (settings, a package's terms, an
// owner), newest first
// POST /adminApi/settingChanges/:_id/approve | reject - another owner than the one who asked decides (audited)
// (docs/decisions/035-dual-control.md)
import type { ChangeSubject } from '@app/contract';
import { type ApiData, callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from './admin-routes';
import { ADMIN_OPERATORS_KEY } from './get-admin-operators';
import { ADMIN_KEY, ADMIN_OVERVIEW_KEY, ADMIN_PACKAGES_KEY, ADMIN_SETTINGS_KEY } from './query-keys';

export const ADMIN_CHANGES_KEY = [...ADMIN_KEY, 'setting-changes'] as const;

export const pendingChangesQuery = (subject: ChangeSubject) =>
  apiQuery([...ADMIN_CHANGES_KEY, 'pending', subject], adminRoutes.adminSettingChanges, {
    query: { status: 'pending', subject },
  });

/** The pending changes of one kind; not read at all when `enabled` is false (a role that may not list them). */
export function usePendingChanges(subject: ChangeSubject, enabled = true) {
  return useQuery({ ...pendingChangesQuery(subject), enabled, placeholderData: keepPreviousData });
}

export type PendingChange = ApiData<typeof adminRoutes.adminSettingChanges>['docs'][number];
export type ChangeDecision = 'approve' | 'reject';

/** Approves, or rejects with the reason every operator is mailed. */
export function decideChange({ id, decision, reason }: { id: string; decision: ChangeDecision; reason?: string }) {
  if (decision === 'approve') return callApi(adminRoutes.adminSettingChangeApprove, { params: { _id: id } });
  return callApi(adminRoutes.adminSettingChangeReject, { params: { _id: id }, body: { reason: reason ?? '' } });
}

/** What an approved change of each kind changed, read again. */
const CHANGED: Record<ChangeSubject, readonly string[]> = {
  settings: ADMIN_SETTINGS_KEY,
  package: ADMIN_PACKAGES_KEY,
  operator: ADMIN_OPERATORS_KEY,
  funds: ADMIN_OVERVIEW_KEY,
};

/** After a save that left a change pending, or a decision: the list (and, once approved, what it changed) read again. */
export function useRefreshChanges() {
  const queryClient = useQueryClient();
  return (approved?: ChangeSubject) => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_CHANGES_KEY });
    if (approved) void queryClient.invalidateQueries({ queryKey: CHANGED[approved] });
  };
}

export function useDecideChange() {
  const refresh = useRefreshChanges();
  return useMutation({
    mutationFn: decideChange,
    // An approval applies the values asked for; a refusal (already decided, stale) may still have changed the list.
    onSettled: (answer, _error, { decision }) => refresh(decision === 'approve' ? answer?.data.subject : undefined),
  });
}
