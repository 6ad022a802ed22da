// POST /sellerApi/edituserKycByUser (vendor: /vendorApi/edituserKycByUser) - sends the identity check
import type { KycFields } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kycStatusQuery } from '../../../api/get-kyc-status';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';

/** The fields, then the file: sent as multipart/form-data (docs/product.md#kyc), the file never read here. */
export function submitKyc({ fields, file }: { fields: KycFields; file: File }) {
  return callApi(routes.kycSubmit, { body: { ...fields, document: file } });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onError: apiErrorIn('kyc'),
    onSuccess: (answer) => {
      queryClient.setQueryData(kycStatusQuery.queryKey, answer.data);
      notifySuccess(answer.message, { group: 'kyc' });
    },
  });
}
