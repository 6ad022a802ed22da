// GET /sellerApi/userKycStatus (vendor: /vendorApi/userKycStatus) - the member's identity check and its status

import { callApi } from '@app/web-kit/lib/api-client';
import { routes } from '@app/web-kit/lib/api-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/use-session';

export async function getKycStatus() {
  const response = await callApi(routes.kycStatus);
  return response.data;
}

export const kycStatusQuery = queryOptions({ queryKey: ['kyc'], queryFn: getKycStatus });

/** `enabled: false` skips the call (a withdrawal page asks only when the operator requires the check). */
export function useKycStatus(options: { enabled?: boolean } = {}) {
  const { isSignedIn } = useSession();
  return useQuery({ ...kycStatusQuery, enabled: isSignedIn && (options.enabled ?? true) });
}

export type KycStatusData = Awaited<ReturnType<typeof getKycStatus>>;
