// POST /sellerApi/packageWithdrawalVerify (vendor twin) - capital step 2: the OTP (or a passkey) closes the order and
// holds its capital

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../api/get-profile';
import { packagesKeys } from '../../../api/packages-query-keys';
import { refreshQueries } from '../../../lib/use-member-write';
import { WITHDRAWAL_LIST_KEY } from './get-withdrawal-list';
import type { CodeProof } from './passkey-confirm';
import { verifyRequestOnce } from './verify-once';

type VerifyOptions = { address: string; proof: CodeProof; requestId: string };

export function verifyCapitalWithdrawal(options: VerifyOptions) {
  return callApi(routes.packageWithdrawalVerify, {
    body: { address: options.address, ...options.proof, _id: options.requestId },
  });
}

function verifyCapitalWithdrawalOnce(options: VerifyOptions) {
  return verifyRequestOnce(options.requestId, () => verifyCapitalWithdrawal(options));
}

export function useVerifyCapitalWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCapitalWithdrawalOnce,
    onError: apiErrorIn('capital-withdrawal'),
    onSuccess: () =>
      refreshQueries(queryClient, [
        WITHDRAWAL_LIST_KEY,
        packagesKeys.activePackages,
        packagesKeys.dashboard,
        profileQuery.queryKey,
      ]),
  });
}
