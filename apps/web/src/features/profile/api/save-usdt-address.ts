// POST /sellerApi/saveUsdtAddress (vendor: /vendorApi/saveUsdtAddress) - saves the member's own USDT (BEP-20) address
import { profileQuery } from '../../../api/get-profile';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { useMemberWrite } from '../../../lib/use-member-write';

export function saveUsdtAddress(address: string) {
  return callApi(routes.saveUsdtAddress, { body: { address } });
}

export function useSaveUsdtAddress() {
  return useMemberWrite({ mutationFn: saveUsdtAddress, toastGroup: 'usdt-address', stores: profileQuery.queryKey });
}
