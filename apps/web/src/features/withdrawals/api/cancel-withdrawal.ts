// POST /publicApi/withdrawalCancel - the mailed link cancels a withdrawal held in its new-address cool-down

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { useMutation } from '@tanstack/react-query';

export function cancelWithdrawal(token: string) {
  return callApi(routes.withdrawalCancel, { body: { token } });
}

export function useCancelWithdrawal() {
  return useMutation({ mutationFn: cancelWithdrawal });
}
