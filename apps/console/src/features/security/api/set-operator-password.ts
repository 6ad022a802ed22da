// POST /adminApi/operatorPassword - an invited operator sets a password with the mailed link's token (public, once)
import type { OperatorSetPasswordBody } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';

export function setOperatorPassword(body: OperatorSetPasswordBody) {
  return callApi(adminRoutes.operatorSetPassword, { body });
}

export function useSetOperatorPassword() {
  return useMutation({ mutationFn: setOperatorPassword });
}
