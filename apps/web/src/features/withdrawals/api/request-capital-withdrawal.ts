// POST /sellerApi/packageWithdrawal (vendor twin) - capital step 1: checks the order and address, mails an OTP

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';

export function requestCapitalWithdrawal(options: { address: string; orderId: string }) {
  return callApi(routes.packageWithdrawal, { body: { address: options.address, packageId: options.orderId } });
}

export function useRequestCapitalWithdrawal() {
  return useMutation({ mutationFn: requestCapitalWithdrawal, onError: apiErrorIn('capital-withdrawal') });
}
