// GET /adminApi/payouts - the hot wallet, the automatic payout queue and why it waits
// POST /adminApi/payouts/pause - any money operator pauses automatic payouts at once (audited)
// POST /adminApi/payouts/acceptNonce - an owner continues from the chain's nonce after a transaction sent from the hot
// wallet outside the platform (audited; docs/decisions/025-automatic-payouts.md)

import { type ApiData, callApi } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes } from '../../../kit/api/admin-routes';
import { ADMIN_PAYOUTS_KEY, ADMIN_SETTINGS_KEY, ADMIN_WITHDRAWALS_KEY } from '../../../kit/api/query-keys';
import { useReadAgain } from '../../../kit/api/read-again';

/** Read as often as the rest of the System page: the engine checks the wallet every minute. */
const REFRESH_MS = 30_000;

export const payoutHealthQuery = queryOptions({
  ...apiQuery(ADMIN_PAYOUTS_KEY, adminRoutes.adminPayouts),
  refetchInterval: REFRESH_MS,
});

export function usePayoutHealth() {
  return useQuery(payoutHealthQuery);
}

export type PayoutHealth = ApiData<typeof adminRoutes.adminPayouts>;

export type PayoutAction = 'pause' | 'acceptNonce';

export function actOnPayouts(action: PayoutAction) {
  return callApi(action === 'pause' ? adminRoutes.adminPayoutsPause : adminRoutes.adminPayoutsNonceAccept);
}

/** Pause or continue: the answer is the wallet as it now stands; the setting changed and the queue are read again. */
export function usePayoutAction() {
  const queryClient = useQueryClient();
  const readAgain = useReadAgain();
  return useMutation({
    mutationFn: actOnPayouts,
    onSuccess: (response) => queryClient.setQueryData(ADMIN_PAYOUTS_KEY, response.data),
    onSettled: () => readAgain(ADMIN_PAYOUTS_KEY, ADMIN_SETTINGS_KEY, ADMIN_WITHDRAWALS_KEY),
  });
}
