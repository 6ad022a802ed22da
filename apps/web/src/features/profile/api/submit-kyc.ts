// POST /sellerApi/edituserKycByUser (vendor: /vendorApi/edituserKycByUser) - sends the identity check
import type { KycFields } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kycStatusQuery } from '../../../api/get-kyc-status';
import { callApi } from '../../../lib/api-client';
import { routes } from '../../../lib/api-routes';
import { apiErrorIn, notifySuccess } from '../../../lib/toast';

/** The file as base64 without the data: URL's prefix (the body is JSON). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function submitKyc({ fields, file }: { fields: KycFields; file: File }) {
  const document = await readAsBase64(file);
  return callApi(routes.kycSubmit, {
    body: { ...fields, document, documentName: file.name.slice(0, 255), documentMime: file.type.slice(0, 100) },
  });
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
