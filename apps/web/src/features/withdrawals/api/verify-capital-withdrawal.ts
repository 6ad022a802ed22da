// POST /sellerApi/packageWithdrawalVerify (vendor twin) - capital step 2: the OTP closes the order and holds its capital
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { packagesKeys } from '../../../api/packages-query-keys';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn } from '../../../lib/toast';
import { WITHDRAWAL_LIST_KEY } from './get-withdrawal-list';

export function verifyCapitalWithdrawal(options: { address: string; otp: string; requestId: string }) {
  return callApi(routes.packageWithdrawalVerify, {
    body: { address: options.address, otp: options.otp, _id: options.requestId },
  });
}

export function useVerifyCapitalWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCapitalWithdrawal,
    onError: apiErrorIn('capital-withdrawal'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WITHDRAWAL_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: packagesKeys.activePackages });
      void queryClient.invalidateQueries({ queryKey: packagesKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
  });
}
