// GET /sellerApi/invetPamentsettelByday (vendor: /vendorApi/invetPamentsettelByday) - claims today's trading profit
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { incomeKeys } from '../../../api/income-query-keys';
import { packagesKeys } from '../../../api/packages-query-keys';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';

export function claimProfit() {
  return callApi(routes.claimProfit);
}

export function useClaimProfit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimProfit,
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
