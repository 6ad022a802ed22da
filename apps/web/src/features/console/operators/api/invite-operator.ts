// POST /adminApi/operators - invites an operator: a one-time link to set a password is mailed, valid 24 hours (audited)
import type { OperatorInviteBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { adminRoutes } from '../../kit/api/admin-routes';
import { useRefreshOperators } from '../../kit/api/get-admin-operators';

export function inviteOperator(body: OperatorInviteBody) {
  return callApi(adminRoutes.adminOperatorCreate, { body });
}

export function useInviteOperator() {
  return useMutation({ mutationFn: inviteOperator, onSuccess: useRefreshOperators() });
}
