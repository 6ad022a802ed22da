// POST /publicApi/withdrawalCancel - the mailed link cancels a withdrawal held in its new-address cool-down
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';

export function cancelWithdrawal(token: string) {
  return callApi(routes.withdrawalCancel, { body: { token } });
}

export function useCancelWithdrawal() {
  return useMutation({ mutationFn: cancelWithdrawal });
}
