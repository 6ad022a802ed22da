// POST /sellerApi/saveUsdtAddress (vendor: /vendorApi/saveUsdtAddress) - saves the member's own USDT (BEP-20) address
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';

export function saveUsdtAddress(address: string) {
  return callApi(routes.saveUsdtAddress, { body: { address } });
}

export function useSaveUsdtAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUsdtAddress,
    onError: apiErrorIn('usdt-address'),
    onSuccess: (answer) => {
      notifySuccess(answer.message, { group: 'usdt-address' });
      queryClient.setQueryData(profileQuery.queryKey, answer.data);
    },
  });
}
