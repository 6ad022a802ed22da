// POST /sellerApi/packageWithdrawal (vendor twin) - capital step 1: checks the order and address, mails an OTP
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn } from '../../../lib/toast';

export function requestCapitalWithdrawal(options: { address: string; orderId: string }) {
  return callApi(routes.packageWithdrawal, { body: { address: options.address, packageId: options.orderId } });
}

export function useRequestCapitalWithdrawal() {
  return useMutation({ mutationFn: requestCapitalWithdrawal, onError: apiErrorIn('capital-withdrawal') });
}
