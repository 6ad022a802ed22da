// POST /sellerApi/Withdrawalsrequset (vendor twin) - step 1: checks the rules, stores the request, mails an OTP
import { microsToDecimalText, type WithdrawalWallet } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

export interface WithdrawalDetails {
  address: string;
  amount: bigint;
  /** Set for a refund of the Electronic Wallet (docs/product.md#refunds); absent, the Flexible wallet's withdrawal. */
  wallet?: WithdrawalWallet;
}

export function requestWithdrawal(details: WithdrawalDetails) {
  return callApi(routes.withdrawalRequest, {
    body: {
      address: details.address,
      amount: microsToDecimalText(details.amount),
      ...(details.wallet ? { wallet: details.wallet } : {}),
    },
  });
}

export function useRequestWithdrawal() {
  return useMutation({ mutationFn: requestWithdrawal, onError: apiErrorIn('withdrawal') });
}
