// POST /sellerApi/Withdrawalsrequset (vendor twin) - step 1: checks the rules, stores the request, mails an OTP
import { microsToDecimalText } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn } from '../../../lib/toast';

export interface WithdrawalDetails {
  address: string;
  amount: bigint;
}

export function requestWithdrawal(details: WithdrawalDetails) {
  return callApi(routes.withdrawalRequest, {
    body: { address: details.address, amount: microsToDecimalText(details.amount) },
  });
}

export function useRequestWithdrawal() {
  return useMutation({ mutationFn: requestWithdrawal, onError: apiErrorIn('withdrawal') });
}
