// POST /sellerApi/addfund (vendor: /vendorApi/addfund) - submits a deposit (amount and transaction hash) for verification
import { type depositFormSchema, MSG, microsToDecimalText } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { sendOnce } from '@app/web-kit/lib/repeat-refusal';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileQuery } from '../../../api/get-profile';
import { refreshQueries } from '../../../lib/use-member-write';
import { DEPOSIT_LIST_KEY } from './get-deposit-list';

export type DepositForm = z.output<ReturnType<typeof depositFormSchema>>;

export function addFund(deposit: DepositForm) {
  return callApi(routes.addFund, {
    body: { amount: microsToDecimalText(deposit.amount), transaction_id: deposit.transaction_id },
  });
}

// A hash is accepted once, ever: its refusal after this page's own lost attempt with it is that attempt's success.
function addFundOnce(deposit: DepositForm) {
  return sendOnce(() => addFund(deposit), {
    key: `deposit:${deposit.transaction_id.toLowerCase()}`,
    refusal: MSG.depositHashUsed,
    success: MSG.depositSubmitted,
  });
}

export function useAddFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFundOnce,
    onError: apiErrorIn('deposit'),
    // Not awaited: the button should not wait for the history and the balances to come back.
    onSuccess: () => refreshQueries(queryClient, [DEPOSIT_LIST_KEY, profileQuery.queryKey]),
  });
}
