// GET /sellerApi/twoFactorStatus and POST securityCode, twoFactorSetup, twoFactorEnable, twoFactorDisable (vendor:
// /vendorApi/...) - the member's own two-factor sign-in, and the code every change of a security setting asks
import type { SecurityProofBody, TwoFactorDisableBody, TwoFactorEnableBody } from '@app/contract';
import { callApi, callApiData } from '@app/web-kit/lib/api-client';
import { apiQuery } from '@app/web-kit/lib/api-query';
import { routes } from '@app/web-kit/lib/api-routes';
import { apiErrorIn } from '@app/web-kit/lib/toast';
import { useMutation } from '@tanstack/react-query';
import { useMemberWrite } from '../../../lib/use-member-write';
import { useSignedInQuery } from '../../../lib/use-signed-in-query';

const KEY = ['two-factor-status'] as const;

export const twoFactorStatusQuery = apiQuery(KEY, routes.twoFactorStatus);

export function useTwoFactorStatus() {
  return useSignedInQuery(twoFactorStatusQuery);
}

export function useTwoFactorSetup() {
  return useMutation({
    mutationFn: (body: SecurityProofBody) => callApiData(routes.twoFactorSetup, { body }),
    onError: apiErrorIn('two-factor'),
  });
}

/**
 * The code a change of a security setting asks beside the password (docs/decisions/046-no-way-around-the-second-person.md):
 * mailed when two-factor is off. A refusal (asked again too soon) is a toast of `group`.
 */
export function sendSecurityCode(group: string) {
  return callApi(routes.securityCode).catch((error: unknown) => {
    apiErrorIn(group)(error);
    throw error;
  });
}

export function useTwoFactorEnable() {
  return useMemberWrite({
    mutationFn: (body: TwoFactorEnableBody) => callApi(routes.twoFactorEnable, { body }),
    toastGroup: 'two-factor',
    refresh: [KEY],
  });
}

export function useTwoFactorDisable() {
  return useMemberWrite({
    mutationFn: (body: TwoFactorDisableBody) => callApi(routes.twoFactorDisable, { body }),
    toastGroup: 'two-factor',
    refresh: [KEY],
  });
}
