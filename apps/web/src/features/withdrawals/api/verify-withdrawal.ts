// POST /sellerApi/WithdrawalsrequsetVerify (vendor twin) - step 2: the OTP (or a passkey) holds the amount (status
// pending)
import { microsToDecimalText } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../../../api/get-dashboard';
import { profileQuery } from '../../../api/get-profile';
import { refreshQueries } from '../../../lib/use-member-write';
import { withdrawalLimitsQuery } from './get-withdrawal-limits';
import { WITHDRAWAL_LIST_KEY } from './get-withdrawal-list';
import type { CodeProof } from './passkey-confirm';
import type { WithdrawalDetails } from './request-withdrawal';
import { verifyRequestOnce } from './verify-once';

type VerifyOptions = WithdrawalDetails & { proof: CodeProof; requestId: string };

export function verifyWithdrawal(options: VerifyOptions) {
  return callApi(routes.withdrawalVerify, {
    body: {
      address: options.address,
      amount: microsToDecimalText(options.amount),
      ...(options.wallet ? { wallet: options.wallet } : {}),
      ...options.proof,
      _id: options.requestId,
    },
  });
}

function verifyWithdrawalOnce(options: VerifyOptions) {
  return verifyRequestOnce(options.requestId, () => verifyWithdrawal(options));
}

export function useVerifyWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyWithdrawalOnce,
    onError: apiErrorIn('withdrawal'),
    // Not awaited: the form returns to step 1 at once; the history and balances follow.
    // /assets shows the pending withdrawal among the figures that explain the Flexible wallet.
    onSuccess: () =>
      refreshQueries(queryClient, [
        WITHDRAWAL_LIST_KEY,
        profileQuery.queryKey,
        dashboardQuery.queryKey,
        withdrawalLimitsQuery.queryKey,
      ]),
  });
}
