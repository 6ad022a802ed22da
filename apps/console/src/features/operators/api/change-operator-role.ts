// POST /adminApi/operators/:_id/role - changes another operator's role; never one's own, never the last active
// owner's (audited; applies to their next request)
import type { OperatorRole } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useRefreshOperators } from '../../../kit/api/get-admin-operators';
import { useRefreshChanges } from '../../../kit/api/pending-changes';

export function changeOperatorRole({ id, role }: { id: string; role: OperatorRole }) {
  return callApi(adminRoutes.adminOperatorRole, { params: { _id: id }, body: { role } });
}

export function useChangeOperatorRole() {
  const refreshOperators = useRefreshOperators();
  // Giving a money role (owner or finance) waits for a second owner (202): the change joins the list of those waiting.
  const refreshChanges = useRefreshChanges();
  return useMutation({
    mutationFn: changeOperatorRole,
    onSuccess: () => {
      refreshOperators();
      refreshChanges();
    },
  });
}
