// GET /sellerApi/invetPamentsettelByday (vendor: /vendorApi/invetPamentsettelByday) - claims today's trading profit
import { MSG } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { incomeKeys } from '../../../api/income-query-keys';
import { packagesKeys } from '../../../api/packages-query-keys';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { sendOnce } from '../../../lib/repeat-refusal';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';

export function claimProfit() {
  return callApi(routes.claimProfit);
}

// Today's claim is one per member: "already claimed" after this page's own lost claim is that claim's success.
function claimProfitOnce() {
  return sendOnce(claimProfit, { key: 'claim', refusal: MSG.profitAlreadyClaimed, success: MSG.profitClaimed });
}

export function useClaimProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimProfitOnce,
    // Already claimed and nothing due are 409 answers whose message tells the member what to do.
    onError: apiErrorIn('claim'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'claim' });
      for (const queryKey of [
        packagesKeys.dashboard,
        packagesKeys.activePackages,
        incomeKeys.all,
        profileQuery.queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
