// POST /sellerApi/edituserKycByUser (vendor: /vendorApi/edituserKycByUser) - sends the identity check
import type { KycFields } from '@app/contract';
import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { kycStatusQuery } from '../../../api/get-kyc-status';
import { useMemberWrite } from '../../../lib/use-member-write';

/** The fields, then the file: sent as multipart/form-data (docs/product.md#kyc), the file never read here. */
export function submitKyc({ fields, file }: { fields: KycFields; file: File }) {
  return callApi(routes.kycSubmit, { body: { ...fields, document: file } });
}

export function useSubmitKyc() {
  return useMemberWrite({ mutationFn: submitKyc, toastGroup: 'kyc', stores: kycStatusQuery.queryKey });
}
