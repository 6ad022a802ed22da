// POST /sellerApi/saveUsdtAddress (vendor: /vendorApi/saveUsdtAddress) - saves the member's own USDT (BEP-20) address

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { profileQuery } from '../../../api/get-profile';
import { useMemberWrite } from '../../../lib/use-member-write';

export function saveUsdtAddress(address: string) {
  return callApi(routes.saveUsdtAddress, { body: { address } });
}

export function useSaveUsdtAddress() {
  return useMemberWrite({ mutationFn: saveUsdtAddress, toastGroup: 'usdt-address', stores: profileQuery.queryKey });
}
