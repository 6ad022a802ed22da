// GET /sellerApi/invetPamentsettelByday (vendor: /vendorApi/invetPamentsettelByday) - claims today's trading profit
import { MSG } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { sendOnce } from '@app/web-kit/lib/repeat-refusal';
import { profileQuery } from '../../../api/get-profile';
import { incomeKeys } from '../../../api/income-query-keys';
import { packagesKeys } from '../../../api/packages-query-keys';
import { useMemberWrite } from '../../../lib/use-member-write';

export function claimProfit() {
  return callApi(routes.claimProfit);
}

// Today's claim is one per member: "already claimed" after this page's own lost claim is that claim's success.
function claimProfitOnce() {
  return sendOnce(claimProfit, { key: 'claim', refusal: MSG.profitAlreadyClaimed, success: MSG.profitClaimed });
}

// Already claimed and nothing due are 409 answers whose message tells the member what to do.
export function useClaimProfit() {
  return useMemberWrite({
    mutationFn: claimProfitOnce,
    toastGroup: 'claim',
    refresh: [packagesKeys.dashboard, packagesKeys.activePackages, incomeKeys.all, profileQuery.queryKey],
  });
}
