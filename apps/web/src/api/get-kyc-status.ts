// GET /sellerApi/userKycStatus (vendor: /vendorApi/userKycStatus) - the member's identity check and its status

import type { ApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { useSignedInQuery } from '../lib/use-signed-in-query';

export const kycStatusQuery = apiQuery(['kyc'], routes.kycStatus);

/** `enabled: false` skips the call (a withdrawal page asks only when the operator requires the check). */
export function useKycStatus(options: { enabled?: boolean } = {}) {
  return useSignedInQuery({ ...kycStatusQuery, enabled: options.enabled });
}

export type KycStatusData = ApiData<typeof routes.kycStatus>;
