// POST /adminApi/operators - invites an operator: a one-time link to set a password is mailed, valid 24 hours (audited)
import type { OperatorInviteBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { useRefreshOperators } from '../../../kit/api/get-admin-operators';
import { useRefreshChanges } from '../../../kit/api/pending-changes';

export function inviteOperator(body: OperatorInviteBody) {
  return callApi(adminRoutes.adminOperatorCreate, { body });
}

export function useInviteOperator() {
  const refreshOperators = useRefreshOperators();
  // Giving a money role (owner or finance) waits for a second owner (202): the change joins the list of those waiting.
  const refreshChanges = useRefreshChanges();
  return useMutation({
    mutationFn: inviteOperator,
    onSuccess: () => {
      refreshOperators();
      refreshChanges();
    },
  });
}
